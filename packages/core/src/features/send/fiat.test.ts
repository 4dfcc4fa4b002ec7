import { describe, expect, it } from 'vitest';
import { fiatToTokenAmount, tokenAmountToFiat } from './fiat.js';

describe('the fiat toggle’s conversion (spec §9: USD with 2 decimals)', () => {
  it('turns USD into the token amount at its price, rounded down to the token’s decimals', () => {
    expect(fiatToTokenAmount('3000', 3000, 18)).toBe('1');
    expect(fiatToTokenAmount('100', 3000, 18)).toBe('0.033333333333333333');
    expect(fiatToTokenAmount('10', 1, 6)).toBe('10');
    expect(fiatToTokenAmount('0.01', 150.25, 9)).toBe('0.000066555');
  });

  it('gives the USD value of an amount with 2 decimals', () => {
    expect(tokenAmountToFiat('1', 3000)).toBe('3000.00');
    expect(tokenAmountToFiat('0.5', 1.23)).toBe('0.61');
    expect(tokenAmountToFiat('12.5', 1)).toBe('12.50');
    expect(tokenAmountToFiat('0.001', 0.5)).toBe('0.00');
  });

  it('converts nothing without a price or a decimal string', () => {
    expect(fiatToTokenAmount('10', 0, 18)).toBeUndefined();
    expect(fiatToTokenAmount('ten', 1, 18)).toBeUndefined();
    expect(tokenAmountToFiat('1', 0)).toBeUndefined();
    expect(tokenAmountToFiat('1e3', 2)).toBeUndefined();
  });
});
