export {
  type DecimalParts,
  groupThousands,
  parseDecimal,
  type RoundingMode,
  roundDecimal,
} from './decimal-parts.js';
export { formatCompactNumber } from './format-compact-number.js';
export { formatCryptoAmount } from './format-crypto-amount.js';
export { formatFiat } from './format-fiat.js';
export { type FormatNumberOptions, formatNumber } from './format-number.js';
export { formatRelativeTime, type Moment } from './format-relative-time.js';
export { formatUnits, parseUnits } from './units.js';
