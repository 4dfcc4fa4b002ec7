import { formatCryptoAmount } from '@walletdock/core';
import type { Translator } from '../../i18n/translator-core.js';

/** At most this many fraction digits in a token amount: enough for crypto, short enough to read. */
const MAX_DECIMALS = 4;

/**
 * A token amount (a decimal string in whole units, e.g. `"1.234567"`) in the visitor's locale with at most 4
 * fraction digits, cut (never rounded up: a balance is never overstated). A non-zero amount too small to show
 * reads `<0.0001`. Invalid input reads `0`.
 */
export function formatTokenAmount(i18n: Pick<Translator, 'formatNumber'>, numeric: string): string {
  const cut = formatCryptoAmount(numeric, undefined, { maxDecimals: MAX_DECIMALS });
  const options = { maximumFractionDigits: MAX_DECIMALS };
  if (cut.startsWith('<') || cut.startsWith('>-')) {
    const sign = cut.startsWith('<') ? '<' : '>';
    return `${sign}${i18n.formatNumber(cut.startsWith('<') ? 0.0001 : -0.0001, options)}`;
  }
  return i18n.formatNumber(Number(cut.replaceAll(',', '')), options);
}
