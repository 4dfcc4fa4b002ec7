import { formatCryptoAmount, formatRelativeTime, type Moment } from '@walletdock/core';
import type { Translator } from '../../i18n/translator-core.js';

type NumberFormatter = Pick<Translator, 'formatNumber'>;

/**
 * How the numbers of one list are written (spec §9 number formatting): every one full, or every one compact —
 * never "≈ $30M" beside "≈ $10,000.00" in the same column.
 */
export type NumberStyle = 'full' | 'compact';

/** The one style of a list's column: compact when any value reaches `from`, else full. */
export function listStyle(values: readonly number[], from: number): NumberStyle {
  return values.some((value) => Math.abs(value) >= from) ? 'compact' : 'full';
}

/** From here a list's token amounts are all compact (below, a list shows every amount whole: `1,000,000`). */
export const LIST_AMOUNT_COMPACT = 1e9;

/** At most this many fraction digits in a token amount below 1,000: enough for crypto, short enough to read. */
const MAX_DECIMALS = 4;
/** From here an amount shows 2 fraction digits (`1.234,56`). */
const THOUSAND = 1e3;
/** From here an amount is in compact notation (`1,23 Mio.`, `1.23M`): a row never has to cut its digits. */
const MILLION = 1e6;

/** Rounding toward zero where the engine knows `roundingMode` (a balance is never overstated). */
const TRUNC = { roundingMode: 'trunc' } as Intl.NumberFormatOptions;

/**
 * A token amount (a decimal string in whole units, e.g. `"1.234567"`) in the visitor's locale, short enough for
 * a row: at most 4 fraction digits below 1,000, 2 up to a million, compact notation from there (`1.23M`,
 * `1,23 Mio.`) — or in the `style` of its list ({@link listStyle}: compact from 1 unit, or never compact). Digits are cut, never rounded up (a balance is never overstated). A non-zero amount too small
 * to show reads `<0.0001`. Invalid input reads `0`. The exact amount is {@link formatFullAmount}.
 */
export function formatTokenAmount(
  i18n: NumberFormatter,
  numeric: string,
  style: NumberStyle | undefined = undefined,
): string {
  const cut = formatCryptoAmount(numeric, undefined, { maxDecimals: MAX_DECIMALS });
  if (cut.startsWith('<') || cut.startsWith('>-')) {
    const sign = cut.startsWith('<') ? '<' : '>';
    return `${sign}${i18n.formatNumber(cut.startsWith('<') ? 0.0001 : -0.0001, { maximumFractionDigits: MAX_DECIMALS })}`;
  }
  const value = Number(cut.replaceAll(',', ''));
  const size = Math.abs(value);
  if ((style ?? (size >= MILLION ? 'compact' : 'full')) === 'compact' && size >= 1) {
    return i18n.formatNumber(value, { notation: 'compact', maximumFractionDigits: 2, ...TRUNC });
  }
  return i18n.formatNumber(value, { maximumFractionDigits: size >= THOUSAND ? 2 : MAX_DECIMALS, ...TRUNC });
}

/**
 * The exact amount in the visitor's locale, every digit kept (`1.000.000,123456789012345678`): for the title
 * and screen readers where a row shows {@link formatTokenAmount}. The integer part is grouped as a bigint, so no
 * digit is lost to floating point. Invalid input reads `0`.
 */
export function formatFullAmount(i18n: NumberFormatter, numeric: string): string {
  const exact = formatCryptoAmount(numeric, undefined, { maxDecimals: 40 });
  if (exact.startsWith('<') || exact.startsWith('>')) return formatTokenAmount(i18n, numeric);
  const negative = exact.startsWith('-');
  const [integer = '0', fraction = ''] = exact.replace('-', '').replaceAll(',', '').split('.');
  const grouped = i18n.formatNumber(BigInt(integer));
  if (fraction === '') return `${negative ? '-' : ''}${grouped}`;
  const separator = i18n.formatNumber(1.5).replace(/\d/g, '') || '.';
  return `${negative ? '-' : ''}${grouped}${separator}${fraction}`;
}

/** From here a fiat amount drops its cents and is compact (`$500K`; German has no short form for thousands). */
export const FIAT_COMPACT = 1e5;

/**
 * A fiat amount in the locale: 2 decimals below 100,000, compact from there (`$500K`, `$30M`, `500.000 $`,
 * `30 Mio. $`), cut toward zero — or in the `style` of its list ({@link listStyle} with {@link FIAT_COMPACT}:
 * `$10K` beside `$30M`); the exact one is `formatCurrency` (the title).
 */
export function formatFiat(
  i18n: Pick<Translator, 'formatNumber' | 'formatCurrency'>,
  value: number,
  style: NumberStyle | undefined = undefined,
): string {
  if ((style ?? listStyle([value], FIAT_COMPACT)) === 'full') return i18n.formatCurrency(value);
  const compact = {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
  } as const;
  return i18n.formatNumber(value, { ...compact, ...TRUNC });
}

/** core's shortened units (spec §9: sec, min, hr, d, mo, yr) as `Intl.RelativeTimeFormat` units. */
const TIME_UNITS = {
  sec: 'second',
  min: 'minute',
  hr: 'hour',
  d: 'day',
  mo: 'month',
  yr: 'year',
} as const satisfies Record<string, Intl.RelativeTimeFormatUnit>;

/**
 * How long ago `timestamp` was, as a time ago in the visitor's language (`5 min. ago`, `vor 5 Min.`): core's
 * rule picks the unit and the whole number (spec §9: the largest whole unit, shortened), `Intl.RelativeTimeFormat`
 * says it. '' for an invalid date.
 */
export function formatTimeAgo(i18n: Pick<Translator, 'intlLocale'>, timestamp: Moment, now: Moment): string {
  const match = /^(\d+) (\w+)$/.exec(formatRelativeTime(timestamp, now));
  const unit = match?.[2] === undefined ? undefined : TIME_UNITS[match[2] as keyof typeof TIME_UNITS];
  if (match?.[1] === undefined || unit === undefined) return '';
  const format = new Intl.RelativeTimeFormat(i18n.intlLocale, { numeric: 'always', style: 'short' });
  return format.format(-Number(match[1]), unit);
}
