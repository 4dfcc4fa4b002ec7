import {
  DEFAULT_RETRY_ATTEMPTS,
  DEFAULT_RETRY_BASE_DELAY_MS,
  isRetryableStatus,
  MAX_RETRY_AFTER_MS,
  parseRetryAfter,
  retryDelayMs,
} from '../services/retry.js';

/** The `fetch` an RPC client is given (web3.js `Connection`'s `fetch` option, a JSON-RPC transport, …). */
export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export type RetryingFetchOptions = {
  /** The fetch to wrap; default the global `fetch`, read at call time. */
  fetch?: FetchLike;
  /** Retries after the first try; default 3 (spec §9). */
  attempts?: number;
  /** Delay before the first retry, doubled for each further one; default 150 ms (spec §9). */
  baseDelayMs?: number;
  /** The longest `Retry-After` honoured; default 60 s. */
  maxRetryAfterMs?: number;
  /**
   * Whether a JSON-RPC method may be retried (every method of a batch must be); default all. Give writes that
   * must not be sent twice `false`.
   */
  retryMethod?(method: string): boolean;
  /** The clock for HTTP-date `Retry-After` values; default `Date.now`. */
  now?(): number;
};

/** The JSON-RPC methods of a request body (a call or a batch); undefined when it is not JSON-RPC text. */
function methodsOf(body: unknown): string[] | undefined {
  if (typeof body !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    const calls = Array.isArray(parsed) ? parsed : [parsed];
    return calls.map((call) => String((call as { method?: unknown } | null)?.method));
  } catch {
    return undefined;
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Wraps `fetch` with the spec's RPC retry policy (§7, §9): HTTP 403, 408, 413, 429, 500, 502, 503, 504 and
 * network failures are retried up to 3 times after 150, 300, 600 ms, or after the server's `Retry-After`.
 * An aborted request is never retried; the last answer (or failure) is passed on as it came.
 */
export function createRetryingFetch(options: RetryingFetchOptions = {}): FetchLike {
  const attempts = options.attempts ?? DEFAULT_RETRY_ATTEMPTS;
  const baseDelayMs = options.baseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS;
  const now = options.now ?? (() => Date.now());
  const mayRetry = (init: RequestInit | undefined): boolean => {
    if (init?.signal?.aborted) return false;
    if (!options.retryMethod) return true;
    const methods = methodsOf(init?.body);
    return methods === undefined || methods.every((method) => options.retryMethod?.(method) ?? true);
  };

  return async (input, init) => {
    const fetchImpl: FetchLike = options.fetch ?? ((i, r) => fetch(i, r));
    for (let retry = 0; ; retry += 1) {
      let response: Response;
      try {
        response = await fetchImpl(input, init);
      } catch (error) {
        if (retry >= attempts || !mayRetry(init)) throw error;
        await wait(retryDelayMs({ retry, baseDelayMs }));
        continue;
      }
      if (!isRetryableStatus(response.status) || retry >= attempts || !mayRetry(init)) return response;
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now());
      await response.body?.cancel().catch(() => undefined);
      await wait(retryDelayMs({ retry, baseDelayMs, retryAfterMs, maxRetryAfterMs }));
    }
  };
}
