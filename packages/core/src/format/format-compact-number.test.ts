import { describe, expect, it } from 'vitest';
import { formatCompactNumber } from './format-compact-number.js';

describe('formatCompactNumber', () => {
  it.each<[unknown, string]>([
    [0, '0.00'],
    [999.5, '999.50'],
    [-12.345, '-12.35'],
    [999.994, '999.99'],
    [999.999, '1K'],
    [1000, '1K'],
    [1234, '1.23K'],
    [1200, '1.2K'],
    [-1234, '-1.23K'],
    [999_994, '999.99K'],
    [999_999, '1M'],
    [1_234_567, '1.23M'],
    [5_000_000_000, '5B'],
    [1.5e12, '1.5T'],
    ['1234000000000000', '1,234T'],
    [123456789012345678901234567890n, '123,456,789,012,345,678.9T'],
    ['abc', '0.00'],
    [Number.NaN, '0.00'],
  ])('formats %o as %s', (value, expected) => {
    expect(formatCompactNumber(value)).toBe(expected);
  });

  it('honours decimals', () => {
    expect(formatCompactNumber(1_234_567, { decimals: 0 })).toBe('1M');
    expect(formatCompactNumber(1_234_567, { decimals: 4 })).toBe('1.2346M');
    expect(formatCompactNumber(12.3456, { decimals: 1 })).toBe('12.3');
  });
});
