import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number.js';

describe('formatNumber (en-US, 2 decimals)', () => {
  it.each<[unknown, string]>([
    [0, '0.00'],
    [1, '1.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [-1234.567, '-1,234.57'],
    [0.005, '0.01'],
    [1.005, '1.01'],
    [2.675, '2.68'],
    [-0.005, '-0.01'],
    [-0.004, '0.00'],
    [-0, '0.00'],
    [0.1 + 0.2, '0.30'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
    [1.5e-7, '0.00'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991.00'],
    ['1234.5', '1,234.50'],
    [' 42 ', '42.00'],
    ['+3', '3.00'],
    ['-0.000', '0.00'],
    ['.5', '0.50'],
    ['5.', '5.00'],
    ['1e3', '1,000.00'],
    ['123456789012345678901.005', '123,456,789,012,345,678,901.01'],
    ['0.999', '1.00'],
    ['999.995', '1,000.00'],
    ['-999999.999', '-1,000,000.00'],
    [123456789012345678901234567890n, '123,456,789,012,345,678,901,234,567,890.00'],
    [-5n, '-5.00'],
  ])('formats %o as %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it.each<[unknown, number, string]>([
    [1234.5678, 0, '1,235'],
    [1234.5678, 4, '1,234.5678'],
    [0.1, 6, '0.100000'],
    ['0.000000000000000001', 18, '0.000000000000000001'],
    [1.5, Number.NaN, '1.50'],
    [1.5, -3, '2'],
    [1.25, 1.9, '1.3'],
  ])('formats %o with %d decimals as %s', (value, decimals, expected) => {
    expect(formatNumber(value, { decimals })).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['an empty string', ''],
    ['a word', 'abc'],
    ['hex', '0x10'],
    ['a comma-grouped string', '1,000'],
    ['a huge exponent', '1e999999'],
    ['Arabic-Indic digits', '١٢'],
    ['null', null],
    ['undefined', undefined],
    ['an object', { valueOf: () => 5 }],
    ['__proto__', '__proto__'],
  ])("shows %s as '0.00'", (_label, value) => {
    expect(formatNumber(value)).toBe('0.00');
  });

  it('formats a 10,000-digit string without losing digits', () => {
    const formatted = formatNumber('9'.repeat(10_000));
    expect(formatted.replaceAll(',', '')).toBe(`${'9'.repeat(10_000)}.00`);
  });
});
