import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time.js';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0); // 2025-06-15T12:00:00Z
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime (shortened units)', () => {
  it.each<[string, number, string]>([
    ['now', 0, '0 sec'],
    ['under a second', 999, '0 sec'],
    ['5 seconds', 5 * SECOND, '5 sec'],
    ['59.9 seconds', 59_900, '59 sec'],
    ['1 minute', MINUTE, '1 min'],
    ['3 minutes 59 seconds', 3 * MINUTE + 59 * SECOND, '3 min'],
    ['59 minutes', 59 * MINUTE, '59 min'],
    ['1 hour', HOUR, '1 hr'],
    ['2 hours', 2 * HOUR + 30 * MINUTE, '2 hr'],
    ['23 hours', 23 * HOUR + 59 * MINUTE, '23 hr'],
    ['1 day', DAY, '1 d'],
    ['4 days', 4 * DAY, '4 d'],
    ['30 days', 30 * DAY, '30 d'],
    ['31 days', 31 * DAY, '1 mo'],
    ['45 days', 45 * DAY, '1 mo'],
    ['11 months', 335 * DAY, '11 mo'],
    ['364 days', 364 * DAY, '11 mo'],
    ['366 days', 366 * DAY, '1 yr'],
    ['2 years', 2 * 366 * DAY, '2 yr'],
    ['50 years', 50 * 366 * DAY, '50 yr'],
  ])('shows %s ago as %s', (_label, elapsed, expected) => {
    expect(formatRelativeTime(NOW - elapsed, NOW)).toBe(expected);
  });

  it('shows a future timestamp (clock skew) as 0 sec', () => {
    expect(formatRelativeTime(NOW + 5 * MINUTE, NOW)).toBe('0 sec');
  });

  it('accepts Dates and ISO strings', () => {
    expect(formatRelativeTime(new Date(NOW - 3 * MINUTE), new Date(NOW))).toBe('3 min');
    expect(formatRelativeTime('2025-06-15T10:00:00Z', NOW)).toBe('2 hr');
    expect(formatRelativeTime('2023-06-15T12:00:00.000Z', '2025-06-15T12:00:00.000Z')).toBe('2 yr');
  });

  it.each<[string, unknown, unknown]>([
    ['an invalid date string', 'yesterday', NOW],
    ['an empty string', '', NOW],
    ['NaN', Number.NaN, NOW],
    ['an invalid Date', new Date('nope'), NOW],
    ['an invalid now', NOW, Number.POSITIVE_INFINITY],
    ['null', null, NOW],
    ['an object', {}, NOW],
  ])("gives '' for %s", (_label, timestamp, now) => {
    expect(formatRelativeTime(timestamp as number, now as number)).toBe('');
  });
});
