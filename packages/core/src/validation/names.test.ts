import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error.js';
import { nameCoinType } from './name-coin-type.js';
import { isValidRegistrationName } from './name-registration.js';

describe('isValidRegistrationName', () => {
  it.each(['alice', 'a1b2', 'my-name', 'ABCD', '----', '0000', 'x'.repeat(200)])('accepts %s', (value) => {
    expect(isValidRegistrationName(value)).toBe(true);
  });
  it.each<[string, unknown]>([
    ['3 characters', 'abc'],
    ['empty', ''],
    ['a dot', 'alice.eth'],
    ['an underscore', 'ali_ce'],
    ['a space', 'ali ce'],
    ['trailing whitespace', 'alice '],
    ['an emoji', 'alice😀'],
    ['a Cyrillic look-alike', 'аlice'],
    ['an accented letter', 'alicé'],
    ['a fullwidth letter', 'ａlice'],
    ['a zero-width joiner', 'ali\u200dce'],
    ['__proto__', '__proto__'],
    ['a number', 12345],
    ['null', null],
    ['undefined', undefined],
  ])('rejects %s', (_label, value) => {
    expect(isValidRegistrationName(value)).toBe(false);
  });
});

describe('nameCoinType (ENSIP-11)', () => {
  it.each([
    [0, 0x80000000],
    [1, 2147483649],
    [10, 2147483658],
    [137, 2147483785],
    [8453, 2147492101],
    [42161, 2147525809],
    [2147483647, 4294967295],
  ])('maps chain %i to coin type %i', (chainId, coinType) => {
    expect(nameCoinType(chainId)).toBe(coinType);
  });

  it.each<[string, unknown]>([
    ['2^31', 2147483648],
    ['above 2^32', 2 ** 33 + 1],
    ['negative', -1],
    ['fractional', 1.5],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a string', '1'],
    ['a bigint', 1n],
    ['null', null],
    ['a null-prototype object', Object.create(null)],
  ])("throws 'Invalid chainId' for %s", (_label, chainId) => {
    expect(() => nameCoinType(chainId as number)).toThrow(ValidationError);
    expect(() => nameCoinType(chainId as number)).toThrow('Invalid chainId');
  });
});
