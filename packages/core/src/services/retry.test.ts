import { describe, expect, it } from 'vitest';
import { isRetryableStatus, parseRetryAfter, retryDelayMs } from './retry.js';

const NOW = Date.parse('2025-03-01T12:00:00.000Z');

describe('parseRetryAfter', () => {
  it.each([
    ['delay-seconds', '5', 5000],
    ['zero seconds', '0', 0],
    ['surrounding spaces', ' 12 ', 12_000],
    ['an HTTP date in the future', 'Sat, 01 Mar 2025 12:00:07 GMT', 7000],
    ['an HTTP date in the past', 'Sat, 01 Mar 2025 11:00:00 GMT', 0],
    ['absent', null, undefined],
    ['empty', '', undefined],
    ['negative', '-5', undefined],
    ['a fraction', '1.5', undefined],
    ['garbage', 'soon', undefined],
  ])('reads %s', (_name, header, expected) => {
    expect(parseRetryAfter(header, NOW)).toBe(expected);
  });
});

describe('retry policy', () => {
  it.each([403, 408, 413, 429, 500, 502, 503, 504])('retries HTTP %i', (status) => {
    expect(isRetryableStatus(status)).toBe(true);
  });

  it.each([200, 301, 400, 401, 404, 409, 422, 501])('does not retry HTTP %i', (status) => {
    expect(isRetryableStatus(status)).toBe(false);
  });

  it('doubles the base delay for each retry', () => {
    expect([0, 1, 2, 3].map((retry) => retryDelayMs({ retry, baseDelayMs: 150 }))).toEqual([
      150, 300, 600, 1200,
    ]);
  });

  it('waits as long as Retry-After asks, capped at 60 s', () => {
    expect(retryDelayMs({ retry: 2, baseDelayMs: 150, retryAfterMs: 2000 })).toBe(2000);
    expect(retryDelayMs({ retry: 0, baseDelayMs: 150, retryAfterMs: 3_600_000 })).toBe(60_000);
    expect(retryDelayMs({ retry: 0, baseDelayMs: 150, retryAfterMs: 9000, maxRetryAfterMs: 5000 })).toBe(
      5000,
    );
  });
});
