import { describe, expect, it } from 'vitest';
import { isHex } from './hex.js';
import { isSignedMessage } from './signed-message.js';
import { isTransactionHash } from './transaction-hash.js';

const HASH = `0x${'ab'.repeat(32)}`;

describe('isTransactionHash', () => {
  it.each([HASH, `0x${'AB'.repeat(32)}`, `0x${'0'.repeat(64)}`])('accepts %s', (value) => {
    expect(isTransactionHash(value)).toBe(true);
  });
  it.each<[string, unknown]>([
    ['63 digits', `0x${'a'.repeat(63)}`],
    ['65 digits', `0x${'a'.repeat(65)}`],
    ['no prefix', 'ab'.repeat(32)],
    ['0X prefix', `0X${'ab'.repeat(32)}`],
    ['non-hex', `0x${'g'.repeat(64)}`],
    ['trailing newline', `${HASH}\n`],
    ['fullwidth digits', `0x${'１'.repeat(64)}`],
    [
      'Solana signature',
      '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
    ],
    ['number', 1],
    ['null', null],
    ['undefined', undefined],
    ['__proto__', '__proto__'],
  ])('rejects %s', (_label, value) => {
    expect(isTransactionHash(value)).toBe(false);
  });
});

describe('isSignedMessage', () => {
  it.each([
    ['62 digits', `0x${'a'.repeat(62)}`],
    ['a 65-byte ECDSA signature', `0x${'a'.repeat(130)}`],
    ['a long smart-account signature', `0x${'c'.repeat(2000)}`],
  ])('accepts %s', (_label, value) => {
    expect(isSignedMessage(value)).toBe(true);
  });
  it.each<[string, unknown]>([
    ['61 digits', `0x${'a'.repeat(61)}`],
    ['empty 0x', '0x'],
    ['non-hex tail', `0x${'a'.repeat(62)}z`],
    ['no prefix', 'a'.repeat(64)],
    ['number', 12],
    ['null', null],
    ['object', { signature: `0x${'a'.repeat(130)}` }],
  ])('rejects %s', (_label, value) => {
    expect(isSignedMessage(value)).toBe(false);
  });
});

describe('isHex', () => {
  it.each<[unknown, { bytes?: number }, boolean]>([
    ['0x', {}, true],
    ['0x00', { bytes: 1 }, true],
    ['0x0', { bytes: 1 }, false],
    [HASH, { bytes: 32 }, true],
    [HASH, { bytes: 31 }, false],
    ['0xzz', {}, false],
    ['00', {}, false],
    [0, {}, false],
  ])('isHex(%o, %o) is %s', (value, options, expected) => {
    expect(isHex(value, options)).toBe(expected);
  });
});
