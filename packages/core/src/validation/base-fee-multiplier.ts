import { ValidationError } from '../errors/validation-error.js';
import { DEFAULT_BASE_FEE_MULTIPLIER } from '../spec/limits.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

/** Multiplier applied to the latest base fee when estimating `maxFeePerGas` (spec §9: 1.2). */
export { DEFAULT_BASE_FEE_MULTIPLIER };

/**
 * Asserts a base fee multiplier is a finite number of at least 1 (spec §5).
 *
 * @throws {ValidationError} 'baseFeeMultiplier must be greater than or equal to 1'.
 */
export function assertBaseFeeMultiplier(multiplier: unknown): asserts multiplier is number {
  if (typeof multiplier !== 'number' || !Number.isFinite(multiplier) || multiplier < 1) {
    throw new ValidationError(VALIDATION_MESSAGES.baseFeeMultiplierTooLow);
  }
}

/**
 * `baseFee × multiplier` in wei, computed exactly with bigints from the multiplier's shortest decimal form
 * (1.2 → 12/10), rounded up so the fee is never under-estimated.
 *
 * @throws {ValidationError} when the multiplier is below 1 or not finite.
 */
export function applyBaseFeeMultiplier(baseFee: bigint, multiplier = DEFAULT_BASE_FEE_MULTIPLIER): bigint {
  assertBaseFeeMultiplier(multiplier);
  const [numerator, denominator] = toFraction(multiplier);
  return (baseFee * numerator + denominator - 1n) / denominator;
}

/** An exact fraction of a finite number's shortest round-trip decimal representation. */
function toFraction(value: number): [bigint, bigint] {
  const [mantissa = '0', exponentText = '0'] = String(value).toLowerCase().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const exponent = Number(exponentText) - fraction.length;
  const digits = BigInt(`${whole}${fraction}`);
  return exponent >= 0 ? [digits * 10n ** BigInt(exponent), 1n] : [digits, 10n ** BigInt(-exponent)];
}
