import { WalletDockError } from './walletdock-error.js';

/** Options of {@link HttpError}. */
export type HttpErrorOptions = {
  /** The HTTP status code of the response. */
  status: number;
  /** The response's status text, when there was one. */
  statusText?: string | undefined;
  /** The requested URL; put in `details` (never shown to visitors). */
  url?: string | undefined;
  /** The parsed or raw body of the response, for callers that map server messages. */
  body?: unknown;
  /** Seconds from a `Retry-After` header, when the server sent one. */
  retryAfterSeconds?: number | undefined;
  cause?: unknown;
};

/**
 * A service answered with a non-OK HTTP status (spec §8: "Non-OK HTTP throws with status code").
 * `status` holds the code and the short message includes it, e.g. 'HTTP request failed with status 503'.
 */
export class HttpError extends WalletDockError {
  override name = 'HttpError';
  readonly status: number;
  readonly statusText: string | undefined;
  readonly url: string | undefined;
  readonly body: unknown;
  readonly retryAfterSeconds: number | undefined;

  constructor(options: HttpErrorOptions) {
    const text = options.statusText ? ` ${options.statusText}` : '';
    super(`HTTP request failed with status ${options.status}${text}`, {
      cause: options.cause,
      details: options.url === undefined ? undefined : `URL: ${options.url}`,
    });
    this.status = options.status;
    this.statusText = options.statusText;
    this.url = options.url;
    this.body = options.body;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
