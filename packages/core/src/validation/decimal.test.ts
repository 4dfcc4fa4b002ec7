import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error.js';
import { assertDecimalString, isDecimalString } from './decimal.js';

describe('decimal strings', () => {
  it.each([
    '0',
    '1',
    '-1',
    '0.5',
    '-0.000001',
    '007.10',
    '123456789012345678901234567890.123456789012345678',
  ])('accepts %s', (value) => {
    expect(isDecimalString(value)).toBe(true);
    expect(() => assertDecimalString(value)).not.toThrow();
  });

  it.each<[string, unknown]>([
    ['empty', ''],
    ['minus only', '-'],
    ['plus sign', '+1'],
    ['leading dot', '.5'],
    ['trailing dot', '1.'],
    ['two dots', '1.2.3'],
    ['exponent', '1e18'],
    ['thousands separator', '1,000'],
    ['comma decimal', '0,5'],
    ['leading space', ' 1'],
    ['trailing newline', '1\n'],
    ['double minus', '--1'],
    ['hex', '0x10'],
    ['Infinity', 'Infinity'],
    ['NaN', 'NaN'],
    ['Arabic-Indic digits', '١٢'],
    ['fullwidth digits', '１２'],
    ['a number', 1.5],
    ['a bigint', 10n],
    ['null', null],
    ['undefined', undefined],
    ['__proto__', '__proto__'],
    ['very long junk', `${'1'.repeat(100_000)}x`],
  ])("rejects %s with 'Number is not a valid decimal number'", (_label, value) => {
    expect(isDecimalString(value)).toBe(false);
    expect(() => assertDecimalString(value)).toThrow(ValidationError);
    expect(() => assertDecimalString(value)).toThrow('Number is not a valid decimal number');
  });
});
