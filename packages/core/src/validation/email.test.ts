import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.js';

describe('isValidEmail (e-mail login and e-mail update)', () => {
  it.each([
    'alice@example.com',
    'Alice.Smith@Example.COM',
    'a+tag@sub.example.co.uk',
    "o'brien@example.ie",
    'x@ex-ample.io',
    '1234@example.com',
    'user@xn--bcher-kva.example',
    `${'a'.repeat(64)}@example.com`,
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(53)}.com`,
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no @', 'alice.example.com'],
    ['two @', 'alice@bob@example.com'],
    ['nothing before @', '@example.com'],
    ['nothing after @', 'alice@'],
    ['no top-level domain', 'alice@localhost'],
    ['IP address', 'alice@1.2.3.4'],
    ['IP literal', 'alice@[127.0.0.1]'],
    ['leading dot', '.alice@example.com'],
    ['trailing dot in local part', 'alice.@example.com'],
    ['double dot', 'al..ice@example.com'],
    ['double dot in domain', 'alice@example..com'],
    ['domain label starting with hyphen', 'alice@-example.com'],
    ['single-letter TLD', 'alice@example.c'],
    ['leading whitespace', ' alice@example.com'],
    ['trailing whitespace', 'alice@example.com '],
    ['inner space', 'ali ce@example.com'],
    ['newline injection', 'alice@example.com\nBcc: evil@example.com'],
    ['quoted local part', '"alice"@example.com'],
    ['unicode look-alike in domain', 'alice@exаmple.com'],
    ['unicode local part', 'ålice@example.com'],
    ['fullwidth @', 'alice＠example.com'],
    ['local part of 65 characters', `${'a'.repeat(65)}@example.com`],
    [
      '255 characters in all',
      `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(57)}.com`,
    ],
    ['very long', `${'a'.repeat(100_000)}@example.com`],
    ['__proto__', '__proto__'],
    ['number', 42],
    ['null', null],
    ['undefined', undefined],
    ['object', { email: 'alice@example.com' }],
    ['array', ['alice@example.com']],
  ])('rejects %s', (_label, value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});
