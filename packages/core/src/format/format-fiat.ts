import { formatNumber } from './format-number.js';

const SYMBOLS: Readonly<Record<string, string>> = Object.freeze({ USD: '$', EUR: '€' });

/**
 * A fiat amount with 2 decimals (spec §9): '$1,234.56', '-$0.50', '€12.00' for USD and EUR (the on-ramp
 * currencies); other ISO codes are written after the amount ('1,234.56 GBP'). Invalid amounts show as
 * zero, like {@link formatNumber}.
 */
export function formatFiat(value: unknown, currency = 'USD'): string {
  const formatted = formatNumber(value);
  const negative = formatted.startsWith('-');
  const amount = negative ? formatted.slice(1) : formatted;
  const code = String(currency).toUpperCase();
  const symbol = Object.hasOwn(SYMBOLS, code) ? SYMBOLS[code] : undefined;
  if (symbol === undefined) return `${formatted} ${code}`;
  return `${negative ? '-' : ''}${symbol}${amount}`;
}
