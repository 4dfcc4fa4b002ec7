import { groupThousands, parseDecimal, roundDecimal, safeDecimals } from './decimal-parts.js';

/** Options of {@link formatNumber}. */
export type FormatNumberOptions = {
  /** Fraction digits shown, always that many (spec §9: 2). Integers 0–100; other values fall back to 2. */
  decimals?: number;
};

/**
 * Formats a number the way the modal shows amounts (spec §9: en-US, 2 decimals): thousands separated by
 * commas, a dot before exactly `decimals` fraction digits, ties rounded away from zero, a leading '-' for
 * negative values. Strings and bigints are formatted exactly, however many digits they have
 * ('123456789012345678901.005' → '123,456,789,012,345,678,901.01'); numbers use their shortest
 * round-trip form. Anything that is not a finite number (NaN, Infinity, '', 'abc', null, undefined)
 * shows as zero ('0.00'), and a value that rounds to zero is never shown as '-0.00'.
 */
export function formatNumber(value: unknown, options: FormatNumberOptions = {}): string {
  const decimals = safeDecimals(options.decimals, 2);
  const parts = parseDecimal(value) ?? { negative: false, integer: '0', fraction: '' };
  const rounded = roundDecimal(parts, decimals);
  const sign = rounded.negative ? '-' : '';
  const fraction = decimals > 0 ? `.${rounded.fraction}` : '';
  return `${sign}${groupThousands(rounded.integer)}${fraction}`;
}
