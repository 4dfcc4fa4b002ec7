import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error.js';
import { decodeBase58, encodeBase58 } from './base58.js';

describe('base58', () => {
  it.each([
    // Vectors of the Bitcoin base58 test suite (bitcoin/src/test/data/base58_encode_decode.json).
    ['', ''],
    ['61', '2g'],
    ['626262', 'a3gV'],
    ['636363', 'aPEr'],
    ['73696d706c792061206c6f6e6720737472696e67', '2cFupjhnEsSn59qHXstmK2ffpLv2'],
    ['00eb15231dfceb60925886b67d065299925915aeb172c06647', '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L'],
    ['516b6fcd0f', 'ABnLTmg'],
    ['bf4f89001e670274dd', '3SEo3LWLoPntC'],
    ['572e4794', '3EFU7m'],
    ['ecac89cad93923c02321', 'EJDM8drfXA6uyA'],
    ['10c8511e', 'Rt5zm'],
    ['00000000000000000000', '1111111111'],
  ])('encodes 0x%s as %s and back', (hex, text) => {
    const bytes = Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16));
    expect(encodeBase58(bytes)).toBe(text);
    expect(decodeBase58(text)).toEqual(bytes);
  });

  it.each(['0', 'O', 'I', 'l', 'abc+', ' 2g'])('rejects %j (outside the alphabet)', (text) => {
    expect(() => decodeBase58(text)).toThrow(ValidationError);
  });
});
