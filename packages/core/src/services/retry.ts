/** Retry policy of the HTTP services (spec §7 "Retry on code -1 … or HTTP 403, 408, 413, 429, 500, 502, 503, 504; Retry-After honoured"; §9 "retry default 3, delay 150 ms exponential"). */

import { RPC_RETRY_COUNT, RPC_RETRY_DELAY_MS } from '../spec/limits.js';

/** HTTP statuses that are retried. */
export const RETRYABLE_STATUSES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504];

/** Retries after the first try (spec §9: 3), so at most 4 requests. */
export const DEFAULT_RETRY_ATTEMPTS = RPC_RETRY_COUNT;
/** Delay before the first retry; doubled for each further one (150, 300, 600 ms). */
export const DEFAULT_RETRY_BASE_DELAY_MS = RPC_RETRY_DELAY_MS;
/** The longest `Retry-After` honoured; a longer one is cut to this. */
export const MAX_RETRY_AFTER_MS = 60_000;

/** Whether a response with this status is retried. */
export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.includes(status);
}

/**
 * Milliseconds a `Retry-After` header asks to wait: delay-seconds (`"120"`) or an HTTP date, relative to `now`.
 * `undefined` when absent or unreadable; never negative.
 */
export function parseRetryAfter(header: string | null | undefined, now: number): number | undefined {
  if (header === null || header === undefined) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/[a-z]/i.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The wait before retry number `retry` (0 for the first retry): the server's `Retry-After` when it sent one
 * (capped at `maxRetryAfterMs`), else `baseDelayMs · 2^retry`.
 */
export function retryDelayMs(options: {
  retry: number;
  baseDelayMs: number;
  retryAfterMs?: number | undefined;
  maxRetryAfterMs?: number;
}): number {
  if (options.retryAfterMs !== undefined) {
    return Math.min(options.retryAfterMs, options.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS);
  }
  return options.baseDelayMs * 2 ** options.retry;
}
