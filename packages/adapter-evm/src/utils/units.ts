import { ValidationError } from '@walletdock/core';

/** A decimal number as `parseUnits` accepts it: an optional minus, and at least one digit around an optional point. */
const DECIMAL_NUMBER = /^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

function assertDecimals(decimals: number): void {
  if (!Number.isSafeInteger(decimals) || decimals < 0)
    throw new ValidationError(`Invalid decimals ${decimals}`);
}

/**
 * A decimal string in the smallest unit (`"1.5"`, 18 → 1500000000000000000n), without viem. Digits beyond
 * `decimals` are rounded half away from zero on the first dropped digit (`"0.15"`, 1 → 2n; `"-0.15"`, 1 → -2n),
 * exactly as viem's `parseUnits`.
 *
 * @throws {ValidationError} when `value` is not a decimal number or `decimals` not a non-negative integer.
 */
export function parseUnits(value: string, decimals: number): bigint {
  assertDecimals(decimals);
  if (typeof value !== 'string' || !DECIMAL_NUMBER.test(value)) {
    throw new ValidationError(`Invalid decimal number ${value}`);
  }
  const negative = value.startsWith('-');
  const [integer = '', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  let units = BigInt(`${integer || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`);
  const firstDropped = fraction.charAt(decimals);
  if (firstDropped !== '' && firstDropped >= '5') units += 1n;
  return negative ? -units : units;
}

/**
 * An amount in the smallest unit as a decimal string (1500000000000000000n, 18 → `"1.5"`), without viem:
 * no trailing zeros in the fraction, no point for whole amounts, `-` for negative amounts (as viem's
 * `formatUnits`).
 *
 * @throws {ValidationError} when `decimals` is not a non-negative integer.
 */
export function formatUnits(value: bigint, decimals: number): string {
  assertDecimals(decimals);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${integer}${fraction === '' ? '' : `.${fraction}`}`;
}
