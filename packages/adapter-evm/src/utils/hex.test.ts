import {
  bytesToHex as viemBytesToHex,
  isHex as viemIsHex,
  numberToHex as viemNumberToHex,
  stringToHex as viemStringToHex,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { bytesToHex, isHex, numberToHex, stringToHex } from './hex.js';

describe('hex encoding without viem', () => {
  it.each([0, 1, 15, 16, 255, 31337, Number.MAX_SAFE_INTEGER, 0n, 10n ** 18n, 2n ** 256n - 1n])(
    'writes the quantity %s as viem does',
    (value) => {
      expect(numberToHex(value)).toBe(viemNumberToHex(value));
    },
  );

  it('writes 31337 as 0x7a69', () => {
    expect(numberToHex(31337)).toBe('0x7a69');
  });

  it.each([-1, -1n, 1.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN])('rejects %s as a quantity', (value) => {
    expect(() => numberToHex(value)).toThrow(RangeError);
  });

  it.each(['', 'hello', 'héllo wörld', '日本語 🙂', 'line\nbreak'])(
    'writes the UTF-8 of %j as viem does',
    (text) => {
      expect(stringToHex(text)).toBe(viemStringToHex(text));
    },
  );

  it('writes bytes as lower-case hex', () => {
    const bytes = new Uint8Array([0, 1, 0x0f, 0xab, 0xff]);
    expect(bytesToHex(bytes)).toBe('0x00010fabff');
    expect(bytesToHex(bytes)).toBe(viemBytesToHex(bytes));
    expect(bytesToHex(new Uint8Array())).toBe('0x');
  });

  it.each(['0x', '0x00', '0xAbCd', '0x1', '', '0', '0xg0', 'abcd', '0x 1'])(
    'tells whether %j is hex as viem does',
    (value) => {
      expect(isHex(value)).toBe(viemIsHex(value, { strict: true }));
    },
  );

  it('says no for values that are not strings', () => {
    expect(isHex(12)).toBe(false);
    expect(isHex(undefined)).toBe(false);
  });
});
