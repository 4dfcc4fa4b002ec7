import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/messages/de.js';
import { en } from '../../i18n/messages/en.js';
import { createTranslatorFrom } from '../../i18n/translator-core.js';
import {
  FIAT_COMPACT,
  formatFiat,
  formatFullAmount,
  formatTimeAgo,
  formatTokenAmount,
  LIST_AMOUNT_COMPACT,
  listStyle,
} from './format.js';

const english = createTranslatorFrom({ en }, { locale: 'en' });
const german = createTranslatorFrom({ en, de }, { locale: 'de' });
/** Intl separates with no-break spaces; the expectations are written with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatTokenAmount', () => {
  it('shows at most 4 decimals, cut rather than rounded up', () => {
    expect(formatTokenAmount(english, '1.23456789')).toBe('1.2345');
    expect(formatTokenAmount(english, '0.99999')).toBe('0.9999');
    expect(formatTokenAmount(english, '12.5')).toBe('12.5');
  });

  it('says an amount too small to show is below 0.0001, and reads 0 as 0', () => {
    expect(formatTokenAmount(english, '0.00000123')).toBe('<0.0001');
    expect(formatTokenAmount(english, '0')).toBe('0');
    expect(formatTokenAmount(english, 'not a number')).toBe('0');
  });

  it('formats in the visitor’s locale, 2 decimals from a thousand', () => {
    expect(formatTokenAmount(german, '123.56789')).toBe('123,5678');
    expect(formatTokenAmount(german, '1234.56789')).toBe('1.234,56');
    expect(formatTokenAmount(english, '999999.999')).toBe('999,999.99');
  });

  it('is compact from a million, so a row never cuts its digits ("DOCK · 1.000.0…")', () => {
    expect(plain(formatTokenAmount(german, '1000000'))).toBe('1 Mio.');
    expect(plain(formatTokenAmount(german, '1234567.891'))).toBe('1,23 Mio.');
    expect(formatTokenAmount(english, '1234567.000000000000000001')).toBe('1.23M');
    expect(formatTokenAmount(english, '1999999999')).toBe('1.99B'); // cut, not rounded up to 2B
    expect(formatTokenAmount(german, '1000000').length).toBeLessThanOrEqual(8);
  });
});

describe('formatFullAmount', () => {
  it('keeps every digit, grouped in the locale', () => {
    expect(formatFullAmount(german, '1000000')).toBe('1.000.000');
    expect(formatFullAmount(german, '1234567.123456789012345678')).toBe('1.234.567,123456789012345678');
    expect(formatFullAmount(english, '98765432109876543210.5')).toBe('98,765,432,109,876,543,210.5');
    expect(formatFullAmount(english, '-12.5')).toBe('-12.5');
    expect(formatFullAmount(english, 'nope')).toBe('0');
  });
});

describe('formatFiat', () => {
  it('has cents below 100,000 and compact notation from there', () => {
    expect(formatFiat(english, 3000)).toBe('$3,000.00');
    expect(plain(formatFiat(german, 99999.99))).toBe('99.999,99 $');
    expect(plain(formatFiat(german, 500000))).toBe('500.000 $');
    expect(formatFiat(english, 500000)).toBe('$500K');
    expect(formatFiat(english, 1_999_999)).toBe('$1.99M');
    expect(plain(formatFiat(german, 30_000_000))).toBe('30 Mio. $');
    expect(formatFiat(english, 30_000_000)).toBe('$30M');
  });
});

describe('one number format per list', () => {
  const values = [30_000_000, 500_000, 10_000];
  it('writes every fiat value of a list compact when one needs it: no "$30M" beside "$10,000.00"', () => {
    const style = listStyle(values, FIAT_COMPACT);
    expect(style).toBe('compact');
    expect(values.map((value) => formatFiat(english, value, style))).toEqual(['$30M', '$500K', '$10K']);
    expect(values.map((value) => plain(formatFiat(german, value, style)))).toEqual([
      '30 Mio. $',
      '500.000 $',
      '10.000 $',
    ]);
  });

  it('keeps cents on every value of a list that needs no compact one', () => {
    const style = listStyle([3000, 0.5, 99_999.99], FIAT_COMPACT);
    expect(style).toBe('full');
    expect([3000, 0.5].map((value) => formatFiat(english, value, style))).toEqual(['$3,000.00', '$0.50']);
  });

  it('writes a list’s token amounts whole below a billion ("1,000,000" beside "10,000", not "1M")', () => {
    const amounts = ['10000', '1000000', '10000'];
    const style = listStyle(amounts.map(Number), LIST_AMOUNT_COMPACT);
    expect(style).toBe('full');
    expect(amounts.map((amount) => formatTokenAmount(english, amount, style))).toEqual([
      '10,000',
      '1,000,000',
      '10,000',
    ]);
    const big = listStyle([2e9, 10], LIST_AMOUNT_COMPACT);
    expect(['2000000000', '10000'].map((amount) => formatTokenAmount(english, amount, big))).toEqual([
      '2B',
      '10K',
    ]);
  });
});

describe('formatTimeAgo', () => {
  const now = Date.parse('2026-12-01T12:00:00Z');
  it('reads as a time ago in the visitor’s language (Intl.RelativeTimeFormat), core choosing the unit', () => {
    expect(formatTimeAgo(english, now - 5 * 60_000 - 10_000, now)).toMatch(/^5 min\.? ago$/);
    expect(formatTimeAgo(german, now - 5 * 60_000, now)).toBe('vor 5 Min.');
    expect(formatTimeAgo(english, now - 3 * 3_600_000, now)).toMatch(/^3 hr\.? ago$/);
    expect(formatTimeAgo(german, now - 2 * 86_400_000, now)).toBe('vor 2 Tagen');
    expect(formatTimeAgo(english, 'not a date', now)).toBe('');
  });
});
