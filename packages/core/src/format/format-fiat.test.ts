import { describe, expect, it } from 'vitest';
import { formatCryptoAmount } from './format-crypto-amount.js';
import { formatFiat } from './format-fiat.js';

describe('formatFiat', () => {
  it.each<[unknown, string | undefined, string]>([
    [1234.567, undefined, '$1,234.57'],
    [-0.5, 'USD', '-$0.50'],
    [12, 'EUR', '€12.00'],
    [12, 'eur', '€12.00'],
    ['7.5', 'GBP', '7.50 GBP'],
    [Number.NaN, 'USD', '$0.00'],
    [1, '__proto__', '1.00 __PROTO__'],
    [1, 'toString', '1.00 TOSTRING'],
  ])('formats %o in %s as %s', (value, currency, expected) => {
    expect(currency === undefined ? formatFiat(value) : formatFiat(value, currency)).toBe(expected);
  });
});

describe('formatCryptoAmount', () => {
  it.each<[unknown, string | undefined, string]>([
    ['1234.56789', 'ETH', '1,234.5678'],
    ['0.99999', 'ETH', '0.9999'],
    ['1.5', 'SOL', '1.5'],
    ['1.0000', 'SOL', '1'],
    [0, 'ETH', '0'],
    ['0.00001', 'ETH', '<0.0001'],
    ['-0.00001', 'ETH', '>-0.0001'],
    ['-2.345678', undefined, '-2.3456'],
    ['1000000000000000000000000.123456789012345678', 'WEI', '1,000,000,000,000,000,000,000,000.1234'],
    ['junk', 'ETH', '0'],
    [null, undefined, '0'],
  ])('formats %o %s', (value, symbol, expected) => {
    expect(formatCryptoAmount(value, symbol)).toBe(symbol ? `${expected} ${symbol}` : expected);
  });

  it('honours maxDecimals', () => {
    expect(formatCryptoAmount('1.23456789', 'BTC', { maxDecimals: 8 })).toBe('1.23456789 BTC');
    expect(formatCryptoAmount('0.4', 'BTC', { maxDecimals: 0 })).toBe('<1 BTC');
    expect(formatCryptoAmount('12.9', undefined, { maxDecimals: 0 })).toBe('12');
  });
});
