import { groupThousands, parseDecimal, roundDecimal, safeDecimals } from './decimal-parts.js';

/**
 * A token amount for balances and lists: grouped en-US digits with at most `maxDecimals` (default 4)
 * fraction digits, trailing zeros dropped, followed by the symbol when given ('1,234.5678 ETH', '0 SOL').
 * Extra digits are cut, never rounded up, so a balance is never overstated; a non-zero amount too small to
 * show becomes '<0.0001'. Invalid input shows as '0'.
 */
export function formatCryptoAmount(
  value: unknown,
  symbol?: string,
  options: { maxDecimals?: number } = {},
): string {
  const maxDecimals = safeDecimals(options.maxDecimals, 4);
  const parts = parseDecimal(value) ?? { negative: false, integer: '0', fraction: '' };
  const cut = roundDecimal(parts, maxDecimals, 'trunc');
  const fraction = cut.fraction.replace(/0+$/, '');
  let text: string;
  if (cut.integer === '0' && fraction === '' && (parts.integer !== '0' || parts.fraction !== '')) {
    const smallest = maxDecimals === 0 ? '1' : `0.${'0'.repeat(maxDecimals - 1)}1`;
    text = `${parts.negative ? '>-' : '<'}${smallest}`;
  } else {
    text = `${cut.negative ? '-' : ''}${groupThousands(cut.integer)}${fraction ? `.${fraction}` : ''}`;
  }
  return symbol ? `${text} ${symbol}` : text;
}
