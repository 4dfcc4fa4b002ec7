import { formatUnits, parseUnits } from '../../format/units.js';
import { isDecimalString } from '../../validation/decimal.js';

/** Digits the USD value and the price are scaled by for the conversion (exact in bigint). */
const SCALE = 18;

/** A USD price as a decimal string (prices are numbers; no exponent notation). */
function priceText(price: number): string {
  return price.toFixed(SCALE);
}

/**
 * The token amount (decimal string in whole units, at most `decimals` fraction digits, rounded down) worth
 * `usd` at `price`; `undefined` when `usd` is not a decimal string or the price is not above 0.
 */
export function fiatToTokenAmount(usd: string, price: number, decimals: number): string | undefined {
  if (!isDecimalString(usd) || !(price > 0) || !Number.isFinite(price)) return undefined;
  const scaledPrice = parseUnits(priceText(price), SCALE);
  if (scaledPrice <= 0n) return undefined;
  const units = (parseUnits(usd, SCALE) * 10n ** BigInt(decimals)) / scaledPrice;
  return formatUnits(units, decimals);
}

/** The USD value of a token amount at `price`, with 2 decimals (spec §9 number formatting), e.g. `'12.50'`. */
export function tokenAmountToFiat(amount: string, price: number): string | undefined {
  if (!isDecimalString(amount) || !(price > 0) || !Number.isFinite(price)) return undefined;
  const cents =
    (parseUnits(amount, SCALE) * parseUnits(priceText(price), SCALE)) / 10n ** BigInt(SCALE * 2 - 2);
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
