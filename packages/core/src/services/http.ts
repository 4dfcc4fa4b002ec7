import { type Clock, type Logger, systemClock } from '../client/clock.js';
import { HttpError } from '../errors/http-error.js';
import { RequestAbortedError } from '../rpc/errors.js';
import type { HistoryCacheMode } from './blockchain-api/types.js';
import { HttpNetworkError, HttpTimeoutError, ImageTooLargeError, MalformedResponseError } from './errors.js';
import type { ProjectRefusedError } from './project-refusal.js';
import {
  DEFAULT_RETRY_ATTEMPTS,
  DEFAULT_RETRY_BASE_DELAY_MS,
  isRetryableStatus,
  MAX_RETRY_AFTER_MS,
  parseRetryAfter,
  retryDelayMs,
} from './retry.js';
import { buildUrl, type Query } from './url.js';
import type { Validator } from './validate.js';

/** The `fetch` function the client calls (the platform's by default). */
export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

/** Options of {@link createHttpClient}. */
export type HttpClientOptions = {
  /** Where the service lives; may carry a path prefix. */
  baseUrl: string;
  /** Sent as the `projectId` query parameter of every request. */
  projectId: string;
  /** Sent as `st` (WalletDock sends `walletdock`). */
  sdkType: string;
  /** Sent as `sv` (WalletDock sends `walletdock-core-<version>`). */
  sdkVersion: string;
  /** Per attempt, from sending to the end of the body (default 10 000 ms). */
  timeoutMs?: number;
  /** Default: `globalThis.fetch`, read at call time. */
  fetch?: FetchFunction;
  /** Timeouts and retry delays run on it (default: the system clock, read at call time). */
  clock?: Clock;
  /** `attempts`: retries after the first try (default 3); `baseDelayMs`: first delay (default 150, doubled each time). */
  retry?: { attempts?: number; baseDelayMs?: number; maxRetryAfterMs?: number };
  /** Receives a debug line per retry. */
  logger?: Logger;
  /**
   * Called once, with the first `ProjectRefusedError`: the service refused the project id (or the page's
   * origin for it). The client shows the Invalid App Configuration alert from it.
   */
  onProjectRefused?: ((error: ProjectRefusedError) => void) | undefined;
};

/** Options of one request. */
export type HttpRequestOptions = {
  query?: Query;
  /** Aborting rejects at once with `RequestAbortedError`; an aborted request is never retried. */
  signal?: AbortSignal | undefined;
  /** The fetch cache mode (e.g. `no-cache` to revalidate). */
  cache?: HistoryCacheMode | undefined;
  /** fetch's `keepalive`: the request outlives the page (analytics flushed on page hide). */
  keepalive?: boolean | undefined;
};

/** Options of a request whose JSON answer is validated. */
export type HttpJsonOptions<T> = HttpRequestOptions & {
  /** Validates (and types) the parsed body; throws `MalformedResponseError` on a mismatch. */
  schema: Validator<T>;
};

/** Options of a binary GET (`getBlob`). */
export type HttpBlobOptions = HttpRequestOptions & {
  /**
   * The largest body accepted, in bytes: a `Content-Length` above it is refused before reading, and a streamed
   * body is cancelled as soon as it passes it; either way with `ImageTooLargeError` (not retried). Default: no
   * limit.
   */
  maxBytes?: number | undefined;
};

/** Options of a POST: `body` is sent as JSON. */
export type HttpPostOptions<T> = HttpJsonOptions<T> & { body: unknown };

/** The HTTP layer every service client sits on. */
export type HttpClient = {
  readonly baseUrl: string;
  /** GET, parse the JSON body and validate it. */
  get<T>(path: string, options: HttpJsonOptions<T>): Promise<T>;
  /** POST a JSON body, parse the JSON answer and validate it. */
  post<T>(path: string, options: HttpPostOptions<T>): Promise<T>;
  /** POST a JSON body; the answer's body is ignored (e.g. analytics events). */
  postNoContent(path: string, options: HttpRequestOptions & { body: unknown }): Promise<void>;
  /** GET the body as a Blob (images), typed with the response's `Content-Type`; at most `maxBytes` are read. */
  getBlob(path: string, options?: HttpBlobOptions): Promise<Blob>;
  /** The full URL of a path with `st`, `sv`, `projectId` and `query`, e.g. for `<img src>`. Requests nothing. */
  url(path: string, query?: Query): string;
};

type Method = 'GET' | 'POST';

/** One attempt's outcome: a value, or a status that may be retried. */
type Attempt<T> = { ok: true; value: T } | { ok: false; error: HttpError; retryAfterMs: number | undefined };

/**
 * Creates the HTTP layer of a service: adds `st`, `sv` and `projectId` to every request, times each attempt
 * out, retries network failures (code -1) and HTTP 403, 408, 413, 429, 500, 502, 503, 504 with exponential
 * delay honouring `Retry-After`, throws `HttpError` for any other non-OK status (and for a retryable one once
 * the retries are used up), and validates JSON bodies at the boundary. Creating it requests nothing.
 *
 * A 403 with the services' refusal body (`invalid key`, `origin not allowed`: project-refusal.ts) is not
 * retried: it throws `ProjectRefusedError`, and so does every later request of this client, without sending.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  /** The services' refusal of this project, once received: every later request fails with it at once. */
  let refused: ProjectRefusedError | undefined;
  const clock = options.clock ?? systemClock();
  const timeoutMs = options.timeoutMs ?? 10_000;
  const attempts = options.retry?.attempts ?? DEFAULT_RETRY_ATTEMPTS;
  const baseDelayMs = options.retry?.baseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS;
  const maxRetryAfterMs = options.retry?.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS;

  function url(path: string, query: Query = {}): string {
    return buildUrl(options.baseUrl, path, {
      st: options.sdkType,
      sv: options.sdkVersion,
      projectId: options.projectId,
      ...query,
    });
  }

  async function request<T>(
    method: Method,
    path: string,
    init: HttpRequestOptions & { body?: unknown },
    read: (response: Response, label: string) => Promise<T>,
  ): Promise<T> {
    const target = url(path, init.query);
    const label = `${method} ${path}`;
    const signal = init.signal;
    const requestInit: RequestInit = { method };
    if (init.cache !== undefined) requestInit.cache = init.cache;
    if (init.keepalive === true) requestInit.keepalive = true;
    if (method === 'POST') {
      requestInit.headers = { 'content-type': 'application/json' };
      requestInit.body = JSON.stringify(init.body ?? {});
    }

    for (let retry = 0; ; retry++) {
      if (signal?.aborted) throw new RequestAbortedError(label);
      if (refused !== undefined) throw refused;
      let delayMs: number;
      try {
        const attempt = await withDeadline(
          async (attemptSignal) => {
            const response = await send(target, { ...requestInit, signal: attemptSignal });
            if (response.ok) return { ok: true, value: await read(response, label) } satisfies Attempt<T>;
            return {
              ok: false,
              error: await httpError(response, target, clock.now()),
              retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), clock.now()),
            } satisfies Attempt<T>;
          },
          { clock, timeoutMs, signal, url: target, label },
        );
        if (attempt.ok) return attempt.value;
        await refuseProject(attempt.error);
        if (!isRetryableStatus(attempt.error.status) || retry >= attempts) throw attempt.error;
        delayMs = retryDelayMs({ retry, baseDelayMs, retryAfterMs: attempt.retryAfterMs, maxRetryAfterMs });
        options.logger?.debug(
          `${label} answered ${attempt.error.status}; retry ${retry + 1} in ${delayMs} ms`,
        );
      } catch (error) {
        if (!(error instanceof HttpNetworkError) || retry >= attempts) throw error;
        delayMs = retryDelayMs({ retry, baseDelayMs });
        options.logger?.debug(`${label} failed (network); retry ${retry + 1} in ${delayMs} ms`);
      }
      await sleep(clock, delayMs, signal, label);
    }
  }

  /**
   * Throws `ProjectRefusedError` (and keeps it) when `error` is the services' refusal of the project. Only a 403
   * can be one: the rule and the error's texts load then (project-refusal.ts), not with the HTTP layer; if that
   * load fails, the 403 is handled as any other.
   */
  async function refuseProject(error: HttpError): Promise<void> {
    if (error.status !== 403) return;
    const refusal = await import('./project-refusal.js').then(
      (module) => module.projectRefusal(error, { projectId: options.projectId, baseUrl: options.baseUrl }),
      () => undefined,
    );
    if (refusal === undefined) return;
    if (refused === undefined) {
      refused = refusal;
      options.onProjectRefused?.(refusal);
    }
    throw refusal;
  }

  async function send(target: string, init: RequestInit): Promise<Response> {
    const fetchFn: FetchFunction = options.fetch ?? globalThis.fetch;
    try {
      return await fetchFn(target, init);
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      throw new HttpNetworkError({ url: target, cause });
    }
  }

  async function readJson<T>(response: Response, label: string, schema: Validator<T>): Promise<T> {
    const text = await readText(response);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (cause) {
      const excerpt = text.length > 80 ? `${text.slice(0, 80)}…` : text;
      throw new MalformedResponseError({
        endpoint: label,
        path: '$',
        problem: `the body is not JSON: ${JSON.stringify(excerpt)}`,
        cause,
      });
    }
    try {
      return schema(body, '$');
    } catch (error) {
      if (error instanceof MalformedResponseError) throw error.withEndpoint(label);
      throw error;
    }
  }

  async function readText(response: Response): Promise<string> {
    try {
      return await response.text();
    } catch (cause) {
      throw new HttpNetworkError({ url: response.url, cause });
    }
  }

  return {
    baseUrl: options.baseUrl,
    url,
    get: (path, { schema, ...init }) =>
      request('GET', path, init, (response, label) => readJson(response, label, schema)),
    post: (path, { schema, ...init }) =>
      request('POST', path, init, (response, label) => readJson(response, label, schema)),
    postNoContent: (path, init) =>
      request('POST', path, init, async (response) => {
        await readText(response);
      }),
    getBlob: (path, { maxBytes, ...init } = {}) =>
      request('GET', path, init, (response) => readBlob(response, maxBytes)),
  };
}

/**
 * The body as a Blob of the response's type, read as a stream so that no more than `maxBytes` (when given) is
 * ever downloaded: a larger `Content-Length` is refused before reading, a longer stream is cancelled as soon as
 * it passes the limit.
 */
async function readBlob(response: Response, maxBytes: number | undefined): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  const limit = maxBytes ?? Number.POSITIVE_INFINITY;
  const tooLarge = () => new ImageTooLargeError({ url: response.url, maxBytes: limit });
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const chunks = await readChunks(response, limit);
  if (chunks === undefined) throw tooLarge();
  return new Blob(chunks, { type });
}

/** The body's chunks, or `undefined` (the stream cancelled) as soon as they add up to more than `limit` bytes. */
async function readChunks(response: Response, limit: number): Promise<Uint8Array<ArrayBuffer>[] | undefined> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let total = 0;
  try {
    const body = response.body;
    if (body === null) {
      const bytes = new Uint8Array(await response.arrayBuffer());
      return bytes.byteLength > limit ? undefined : [bytes];
    }
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return chunks;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        return undefined;
      }
      chunks.push(value as Uint8Array<ArrayBuffer>);
    }
  } catch (cause) {
    throw new HttpNetworkError({ url: response.url, cause });
  }
}

/** The most of an error answer's body that is read into `HttpError.body`. */
const ERROR_BODY_MAX_BYTES = 64 * 1024;

/** The `HttpError` of a non-OK response, with its body (JSON when it parses, else text). */
async function httpError(response: Response, url: string, now: number): Promise<HttpError> {
  let body: unknown;
  try {
    // An error page is read up to 64 KB (a hostile or broken service may answer an error with any size).
    const chunks = await readChunks(response, ERROR_BODY_MAX_BYTES);
    const text = chunks === undefined ? '' : await new Blob(chunks).text();
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  } catch {
    body = undefined;
  }
  const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now);
  return new HttpError({
    status: response.status,
    statusText: response.statusText || undefined,
    url,
    body,
    retryAfterSeconds: retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000),
  });
}

/**
 * Runs one attempt under a timeout and the caller's signal: rejects with `HttpTimeoutError` when the clock
 * fires first, with `RequestAbortedError` at once when the caller aborts; either way the request is aborted.
 */
function withDeadline<T>(
  work: (signal: AbortSignal) => Promise<T>,
  options: { clock: Clock; timeoutMs: number; signal: AbortSignal | undefined; url: string; label: string },
): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      cleanup();
      controller.abort();
      reject(new RequestAbortedError(options.label));
    };
    const timer = options.clock.setTimeout(() => {
      cleanup();
      controller.abort();
      reject(new HttpTimeoutError({ url: options.url, timeoutMs: options.timeoutMs }));
    }, options.timeoutMs);
    function cleanup() {
      options.clock.clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
    options.signal?.addEventListener('abort', onAbort, { once: true });
    work(controller.signal).then(
      (value) => {
        cleanup();
        resolve(value);
      },
      (error: unknown) => {
        cleanup();
        reject(error);
      },
    );
  });
}

/** Waits on the clock; the caller's abort ends the wait at once with `RequestAbortedError`. */
function sleep(clock: Clock, ms: number, signal: AbortSignal | undefined, label: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      clock.clearTimeout(timer);
      reject(new RequestAbortedError(label));
    };
    const timer = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
