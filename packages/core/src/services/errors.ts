import { WalletDockError } from '../errors/walletdock-error.js';

/**
 * The errors of the HTTP service layer that are not an HTTP status (a non-OK status is `HttpError`, in
 * `errors/http-error.ts`). The spec's catalogue has no sentence for them, so the short messages are ours.
 */

/** Where a response did not match the contract: `path` is a JSON path such as `$.balances[0].price`. */
export type MalformedResponseErrorOptions = {
  /** The request, e.g. `GET /v1/account/0x…/balance`; set by the HTTP client. */
  endpoint?: string | undefined;
  /** JSON path of the offending value (`$` for the whole body). */
  path: string;
  /** What was wrong, e.g. `expected a number, got string`. */
  problem: string;
  cause?: unknown;
};

/** A service answered 2xx with a body that is not JSON or does not match the endpoint's response type. */
export class MalformedResponseError extends WalletDockError {
  override name = 'MalformedResponseError';
  readonly endpoint: string | undefined;
  readonly path: string;
  readonly problem: string;

  constructor(options: MalformedResponseErrorOptions) {
    const where = options.endpoint === undefined ? '' : `${options.endpoint}: `;
    super('Malformed response from service', {
      details: `${where}${options.path}: ${options.problem}`,
      cause: options.cause,
    });
    this.endpoint = options.endpoint;
    this.path = options.path;
    this.problem = options.problem;
  }

  /** The same error, naming the request it came from. */
  withEndpoint(endpoint: string): MalformedResponseError {
    return new MalformedResponseError({
      endpoint,
      path: this.path,
      problem: this.problem,
      cause: this.cause,
    });
  }
}

/** A request got no answer within the timeout (`services.timeoutMs`, default 10 s). Not retried. */
export class HttpTimeoutError extends WalletDockError {
  override name = 'HttpTimeoutError';
  readonly url: string;
  readonly timeoutMs: number;

  constructor(options: { url: string; timeoutMs: number }) {
    super('Request timed out', { details: `No response from ${options.url} within ${options.timeoutMs} ms` });
    this.url = options.url;
    this.timeoutMs = options.timeoutMs;
  }
}

/**
 * The request failed before any HTTP status (connection refused or reset, DNS, CORS): the spec's code -1.
 * Thrown after the retries are used up.
 */
export class HttpNetworkError extends WalletDockError {
  static readonly code = -1;
  override name = 'HttpNetworkError';
  readonly url: string;

  constructor(options: { url: string; cause?: unknown }) {
    super('Network request failed', {
      code: HttpNetworkError.code,
      details: `Could not reach ${options.url}${causeMessage(options.cause)}`,
      cause: options.cause,
    });
    this.url = options.url;
  }
}

function causeMessage(cause: unknown): string {
  if (!(cause instanceof Error)) return '';
  const inner = cause.cause instanceof Error ? ` (${cause.cause.message})` : '';
  return `: ${cause.message}${inner}`;
}

/**
 * A body was larger than the caller allows (`getBlob(path, { maxBytes })`, e.g. a directory icon above 256 KB):
 * refused from its `Content-Length`, or as soon as the streamed body passed the limit (the rest is not
 * downloaded). Not retried.
 */
export class ImageTooLargeError extends WalletDockError {
  override name = 'ImageTooLargeError';
  readonly url: string;
  readonly maxBytes: number;

  constructor(options: { url: string; maxBytes: number }) {
    super('Image too large', { details: `${options.url} is larger than ${options.maxBytes} bytes` });
    this.url = options.url;
    this.maxBytes = options.maxBytes;
  }
}

/**
 * An image's bytes are not an image type WalletDock shows (PNG, JPEG, GIF, WebP, AVIF, or an SVG it could turn
 * into a PNG), or its `Content-Type` is not one of them: the image is refused and its placeholder shown.
 */
export class UnsupportedImageError extends WalletDockError {
  override name = 'UnsupportedImageError';
  readonly reason: string;

  constructor(reason: string) {
    super('Unsupported image', { details: reason });
    this.reason = reason;
  }
}
