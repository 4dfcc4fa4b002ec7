import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_LENGTH, printableMessage } from './printable-message.js';

describe('printableMessage', () => {
  it('writes bidi overrides, zero-width and control characters as escapes', () => {
    expect(printableMessage('"name" is invalid: alice\u202Egnp.exe')).toBe(
      '"name" is invalid: alice\\u{202e}gnp.exe',
    );
    expect(printableMessage('a\u0000b\nc\u200Bd\u2028')).toBe('a\\u{0000}b\\u{000a}c\\u{200b}d\\u{2028}');
    expect(printableMessage('lone \uD800 surrogate')).toBe('lone \\u{d800} surrogate');
  });

  it('keeps ordinary text, accents and emoji as they are', () => {
    const text = '"page" must match pattern "^[1-9][0-9]{0,5}$" — café 🦊';
    expect(printableMessage(text)).toBe(text);
  });

  it(`cuts a message over ${MAX_MESSAGE_LENGTH} characters, never inside a surrogate pair`, () => {
    const cut = printableMessage(`${'x'.repeat(MAX_MESSAGE_LENGTH - 2)}🦊🦊`);
    expect(cut.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    expect(cut.endsWith('x…')).toBe(true);
    expect(printableMessage('y'.repeat(10_000))).toHaveLength(MAX_MESSAGE_LENGTH);
  });
});
