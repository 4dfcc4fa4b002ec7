/**
 * Exact decimal arithmetic on strings for display: parsing any numeric input into sign and digits, rounding
 * and grouping, without going through floating point (so 18-decimal token amounts and large balances keep
 * every digit).
 */

/** A finite decimal number as sign and digit strings: `-12.5` is `{ negative: true, integer: '12', fraction: '5' }`. */
export type DecimalParts = { negative: boolean; integer: string; fraction: string };

/** The largest power of ten accepted in exponent notation, so '1e999999999' cannot allocate a huge string. */
const MAX_EXPONENT = 400;
const NUMERIC = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,6}))?$/i;

/**
 * Parses a number, bigint or numeric string into {@link DecimalParts}. Strings may have surrounding
 * whitespace, a sign, a fraction and an exponent ('1.5e-7'); numbers use their shortest round-trip form
 * (so 1.005 is 1.005, not 1.00499…). Returns undefined for NaN, ±Infinity, non-numeric strings, exponents
 * beyond ±400 and anything else.
 */
export function parseDecimal(value: unknown): DecimalParts | undefined {
  let text: string;
  if (typeof value === 'bigint') text = value.toString();
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = String(value);
  } else if (typeof value === 'string') text = value.trim();
  else return undefined;

  const match = NUMERIC.exec(text);
  if (!match) return undefined;
  const [, sign = '', whole = '', fractionText = '', exponentText = '0'] = match;
  if (whole === '' && fractionText === '') return undefined;
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined;

  // Shift the decimal point by the exponent.
  let digits = `${whole}${fractionText}`;
  let point = whole.length + exponent;
  if (point < 0) {
    digits = `${'0'.repeat(-point)}${digits}`;
    point = 0;
  } else if (point > digits.length) {
    digits = digits.padEnd(point, '0');
  }
  const integer = digits.slice(0, point).replace(/^0+/, '') || '0';
  const fraction = digits.slice(point).replace(/0+$/, '');
  return { negative: sign === '-' && (integer !== '0' || fraction !== ''), integer, fraction };
}

/** How to round away the digits beyond the kept decimals. */
export type RoundingMode = 'halfExpand' | 'trunc';

/**
 * Rounds to `decimals` fraction digits: `halfExpand` (ties away from zero, like `Intl.NumberFormat`) or
 * `trunc` (towards zero). The result's fraction has exactly `decimals` digits; a result of zero is never
 * negative.
 */
export function roundDecimal(
  parts: DecimalParts,
  decimals: number,
  mode: RoundingMode = 'halfExpand',
): DecimalParts {
  const kept = parts.fraction.slice(0, decimals).padEnd(decimals, '0');
  let scaled = BigInt(`${parts.integer}${kept}`);
  const next = parts.fraction.charAt(decimals);
  if (mode === 'halfExpand' && next !== '' && next >= '5') scaled += 1n;
  const text = scaled.toString().padStart(decimals + 1, '0');
  const integer = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals);
  return { negative: parts.negative && scaled !== 0n, integer, fraction };
}

/** Inserts en-US thousands separators: '1234567' → '1,234,567'. */
export function groupThousands(integer: string): string {
  const head = integer.length % 3 || 3;
  let out = integer.slice(0, head);
  for (let i = head; i < integer.length; i += 3) out += `,${integer.slice(i, i + 3)}`;
  return out;
}

/** A fraction-digit count made safe: integers 0–100; anything else falls back to `fallback`. */
export function safeDecimals(decimals: unknown, fallback: number): number {
  if (typeof decimals !== 'number' || !Number.isFinite(decimals)) return fallback;
  return Math.min(Math.max(Math.trunc(decimals), 0), 100);
}
