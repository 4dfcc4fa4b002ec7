import {
  type DecimalParts,
  groupThousands,
  parseDecimal,
  roundDecimal,
  safeDecimals,
} from './decimal-parts.js';
import { formatNumber } from './format-number.js';

const SUFFIXES = ['', 'K', 'M', 'B', 'T'] as const;
const LAST_GROUP = SUFFIXES.length - 1;

/**
 * A short en-US form for large values, e.g. in fiat totals: below 1,000 it is {@link formatNumber}
 * ('999.50'); from 1,000 the value is scaled to K, M, B or T and shown with at most `decimals` (default 2)
 * fraction digits, trailing zeros dropped ('1.23K', '1.2M', '5B'). Rounding that reaches the next unit
 * moves to it (999.999 → '1K', 999,999 → '1M'); beyond the trillions the T value is grouped ('1,234T').
 * Invalid input shows as formatNumber does ('0.00').
 */
export function formatCompactNumber(value: unknown, options: { decimals?: number } = {}): string {
  const decimals = safeDecimals(options.decimals, 2);
  const parts = parseDecimal(value);
  if (!parts) return formatNumber(value, { decimals });
  let group = Math.min(Math.floor((parts.integer.length - 1) / 3), LAST_GROUP);
  for (;;) {
    const rounded = roundDecimal(shift(parts, group), decimals);
    if (rounded.integer.length > 3 && group < LAST_GROUP) {
      group += 1;
      continue;
    }
    if (group === 0) return formatNumber(value, { decimals });
    const fraction = rounded.fraction.replace(/0+$/, '');
    const sign = rounded.negative ? '-' : '';
    return `${sign}${groupThousands(rounded.integer)}${fraction ? `.${fraction}` : ''}${SUFFIXES[group]}`;
  }
}

/** Divides by 1000^group by moving the decimal point. */
function shift(parts: DecimalParts, group: number): DecimalParts {
  if (group === 0) return parts;
  const digits = 3 * group;
  const integer = parts.integer.padStart(digits + 1, '0');
  return {
    negative: parts.negative,
    integer: integer.slice(0, integer.length - digits).replace(/^0+(?=\d)/, ''),
    fraction: `${integer.slice(integer.length - digits)}${parts.fraction}`,
  };
}
