// Decimal amounts ↔ integers of the smallest unit, exactly (bigint): the one implementation behind every chain
// adapter's synchronous `parseUnits` / `formatUnits` (the `ChainAdapter` contract) and the fake adapter's.

import * as MESSAGES from '../errors/message-texts.js';
import { ValidationError } from '../errors/validation-error.js';

/** Decimal strings of spec §5: optional minus, digits, optional fraction. */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
/** More decimals than any chain uses; bounds the work `10n ** decimals` can cause. */
const MAX_DECIMALS = 255;

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new ValidationError(MESSAGES.invalidDecimal, {
      details: `decimals must be an integer from 0 to ${MAX_DECIMALS}, got ${String(decimals)}`,
    });
  }
}

/**
 * Converts a decimal string to an integer amount of the smallest unit: `parseUnits('1.5', 18)` is
 * `1500000000000000000n`. Digits beyond `decimals` are rounded half away from zero (as viem does), so
 * `parseUnits('0.15', 1)` is `2n`.
 *
 * @throws {ValidationError} 'Number is not a valid decimal number' for anything but `-?digits(.digits)?`
 *   (no exponent, no spaces, no thousands separators) or for `decimals` outside 0..255.
 */
export function parseUnits(value: string, decimals: number): bigint {
  assertDecimals(decimals);
  const match = typeof value === 'string' ? DECIMAL.exec(value) : null;
  if (!match) {
    throw new ValidationError(MESSAGES.invalidDecimal, {
      details: `${JSON.stringify(String(value).slice(0, 80))} is not a decimal number`,
    });
  }
  const negative = match[1] === '-';
  const whole = match[2] ?? '0';
  const fraction = match[3] ?? '';
  let units = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  const rest = fraction.slice(decimals);
  if (rest !== '' && Number(rest[0]) >= 5) units += 1n;
  if (negative && units !== 0n) units = -units;
  return units;
}

/**
 * Converts an integer amount of the smallest unit to a decimal string without trailing zeros:
 * `formatUnits(1500000000000000000n, 18)` is `'1.5'`, `formatUnits(0n, 18)` is `'0'`.
 *
 * @throws {ValidationError} for `decimals` outside 0..255.
 */
export function formatUnits(value: bigint, decimals: number): string {
  assertDecimals(decimals);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
