import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { formatUnits, parseUnits } from './units.js';

describe('parseUnits', () => {
  it.each([
    ['1', 18, 1_000_000_000_000_000_000n],
    ['1.5', 18, 1_500_000_000_000_000_000n],
    ['0.000000000000000001', 18, 1n],
    ['0', 18, 0n],
    ['-0', 18, 0n],
    ['-2.25', 2, -225n],
    ['007.10', 2, 710n],
    ['123', 0, 123n],
    ['1.23456789', 8, 123_456_789n],
    ['1.5', 9, 1_500_000_000n],
    ['115792089237316195423570985008687907853269984665640564039457.584007913129639935', 18, 2n ** 256n - 1n],
  ])('converts %s with %i decimals to the smallest unit', (input, decimals, expected) => {
    expect(parseUnits(input, decimals)).toBe(expected);
  });

  it.each([
    ['0.15', 1, 2n],
    ['0.14', 1, 1n],
    ['-0.15', 1, -2n],
    ['1.9999', 0, 2n],
    ['0.04', 1, 0n],
  ])('rounds %s with %i decimals half away from zero', (input, decimals, expected) => {
    expect(parseUnits(input, decimals)).toBe(expected);
  });

  it.each([
    [''],
    ['.'],
    ['.5'],
    ['1.'],
    ['-'],
    ['1e18'],
    ['0x10'],
    [' 1'],
    ['1 '],
    ['1,000'],
    ['1.2.3'],
    ['+1'],
    ['--1'],
    ['NaN'],
    ['Infinity'],
    ['１'],
    ['1\n'],
  ])('rejects the hostile input %j as not a decimal number', (input) => {
    expect(() => parseUnits(input, 18)).toThrow(ValidationError);
    expect(() => parseUnits(input, 18)).toThrow('Number is not a valid decimal number');
  });

  it('rejects a value that is not a string at all', () => {
    expect(() => parseUnits(1 as unknown as string, 18)).toThrow(ValidationError);
    expect(() => parseUnits(null as unknown as string, 18)).toThrow(ValidationError);
  });

  it.each([[-1], [1.5], [256], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'rejects %s as a number of decimals',
    (decimals) => {
      expect(() => parseUnits('1', decimals)).toThrow(ValidationError);
    },
  );
});

describe('formatUnits', () => {
  it.each([
    [1_000_000_000_000_000_000n, 18, '1'],
    [1_500_000_000_000_000_000n, 18, '1.5'],
    [1n, 18, '0.000000000000000001'],
    [0n, 18, '0'],
    [-225n, 2, '-2.25'],
    [710n, 2, '7.1'],
    [123n, 0, '123'],
    [100_000_000n, 8, '1'],
    [2n ** 256n - 1n, 18, '115792089237316195423570985008687907853269984665640564039457.584007913129639935'],
  ])('formats %s with %i decimals as %s', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected);
  });

  it('round-trips with parseUnits', () => {
    for (const text of ['0', '1', '0.1', '12345.6789', '-3.000001', '999999999999.999999999999999999']) {
      expect(formatUnits(parseUnits(text, 18), 18)).toBe(text);
    }
  });

  it('rejects an impossible number of decimals', () => {
    expect(() => formatUnits(1n, -1)).toThrow(ValidationError);
  });
});
