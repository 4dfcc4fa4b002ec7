import type { Translator } from '../../i18n/translator-core.js';
import { formatFullAmount } from '../account/format.js';

type Formatter = Pick<Translator, 'formatNumber' | 'formatCurrency'>;

/** The smallest fiat value written with cents (spec §9: en-US, 2 decimals); below it reads `<$0.01`. */
const CENT = 0.01;

/**
 * A token amount (a decimal string in whole units, spec §5) with its symbol, every digit kept, in the visitor's
 * locale (`0.5 DOCK`, `1.234,5 ETH`): what the visitor sends is never rounded. '' for no amount.
 */
export function amountWithSymbol(i18n: Formatter, amount: string | undefined, symbol: string): string {
  if (amount === undefined || amount.trim() === '') return '';
  return `${formatFullAmount(i18n, amount)} ${symbol}`.trim();
}

/**
 * The value in USD of `amount` at `price` (`≈ $0.25` is the caller's), 2 decimals; a positive value under a
 * cent reads `<$0.01`. Undefined without a price or a number.
 */
export function fiatValue(
  i18n: Formatter,
  amount: string | undefined,
  price: number | undefined,
): string | undefined {
  if (amount === undefined || price === undefined || !(price > 0)) return undefined;
  const value = Number(amount) * price;
  if (!Number.isFinite(value)) return undefined;
  return usd(i18n, value);
}

/** A USD value, 2 decimals (`$1,234.50`); a positive value under a cent reads `<$0.01`. */
export function usd(i18n: Formatter, value: number): string {
  if (value > 0 && value < CENT) return `<${i18n.formatCurrency(CENT)}`;
  return i18n.formatCurrency(value);
}

/**
 * A network fee (a decimal string, often far below a cent's worth): its first 4 significant digits
 * (`0.000021`), never `0`; the exact value is the title.
 */
export function shortFee(i18n: Formatter, fee: string): string {
  const value = Number(fee);
  if (!Number.isFinite(value)) return fee;
  return i18n.formatNumber(value, { maximumSignificantDigits: 4, maximumFractionDigits: 18 });
}
