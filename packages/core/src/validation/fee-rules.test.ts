import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error.js';
import {
  applyBaseFeeMultiplier,
  assertBaseFeeMultiplier,
  DEFAULT_BASE_FEE_MULTIPLIER,
} from './base-fee-multiplier.js';
import { assertFeeRules, type FeeFields, MAX_UINT256 } from './fee-rules.js';

describe('assertFeeRules', () => {
  it.each<[string, FeeFields]>([
    ['nothing', {}],
    ['a legacy gas price', { gasPrice: 1n }],
    ['EIP-1559 fees', { maxFeePerGas: 10n, maxPriorityFeePerGas: 2n }],
    ['priority equal to max', { maxFeePerGas: 10n, maxPriorityFeePerGas: 10n }],
    ['max fee at 2^256-1', { maxFeePerGas: MAX_UINT256 }],
    ['priority alone', { maxPriorityFeePerGas: 5n }],
    ['zero fees', { maxFeePerGas: 0n, maxPriorityFeePerGas: 0n }],
  ])('accepts %s', (_label, fees) => {
    expect(() => assertFeeRules(fees)).not.toThrow();
  });

  it.each<[string, FeeFields, string]>([
    [
      'gasPrice with maxFeePerGas',
      { gasPrice: 1n, maxFeePerGas: 2n },
      'Cannot specify both a gasPrice and a maxFeePerGas/maxPriorityFeePerGas',
    ],
    [
      'gasPrice with maxPriorityFeePerGas',
      { gasPrice: 1n, maxPriorityFeePerGas: 2n },
      'Cannot specify both a gasPrice and a maxFeePerGas/maxPriorityFeePerGas',
    ],
    [
      'maxFeePerGas above 2^256-1',
      { maxFeePerGas: MAX_UINT256 + 1n },
      'maxFeePerGas cannot be higher than 2^256-1',
    ],
    [
      'priority above max',
      { maxFeePerGas: 10n, maxPriorityFeePerGas: 11n },
      'maxPriorityFeePerGas cannot be higher than maxFeePerGas',
    ],
    ['a negative gasPrice', { gasPrice: -1n }, 'gasPrice cannot be negative'],
    ['a negative maxFeePerGas', { maxFeePerGas: -1n }, 'maxFeePerGas cannot be negative'],
    ['a negative priority fee', { maxPriorityFeePerGas: -1n }, 'maxPriorityFeePerGas cannot be negative'],
  ])('rejects %s', (_label, fees, message) => {
    expect(() => assertFeeRules(fees)).toThrow(ValidationError);
    expect(() => assertFeeRules(fees)).toThrow(message);
  });
});

describe('base fee multiplier', () => {
  it('defaults to 1.2', () => {
    expect(DEFAULT_BASE_FEE_MULTIPLIER).toBe(1.2);
  });

  it.each([1, 1.2, 2, 10.5])('accepts %d', (multiplier) => {
    expect(() => assertBaseFeeMultiplier(multiplier)).not.toThrow();
  });

  it.each<[string, unknown]>([
    ['0.99', 0.99],
    ['0', 0],
    ['negative', -1.2],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a string', '1.2'],
    ['a bigint', 2n],
    ['null', null],
  ])("rejects %s with 'baseFeeMultiplier must be greater than or equal to 1'", (_label, multiplier) => {
    expect(() => assertBaseFeeMultiplier(multiplier)).toThrow(
      'baseFeeMultiplier must be greater than or equal to 1',
    );
  });

  it.each<[bigint, number | undefined, bigint]>([
    [100n, undefined, 120n],
    [10n ** 30n, 1.2, 12n * 10n ** 29n],
    [7n, 1.2, 9n], // 8.4 rounded up
    [100n, 1, 100n],
    [3n, 1.5, 5n], // 4.5 rounded up
    [1_000_000_007n, 1.123456789, 1_123_456_797n],
    [0n, 2, 0n],
  ])('multiplies %s by %s exactly to %s', (baseFee, multiplier, expected) => {
    expect(applyBaseFeeMultiplier(baseFee, multiplier)).toBe(expected);
  });

  it('refuses a multiplier below 1 when applying it', () => {
    expect(() => applyBaseFeeMultiplier(100n, 0.5)).toThrow(ValidationError);
  });
});
