import { errorChain } from './error-chain.js';

/**
 * The root of every error WalletDock throws or reports.
 *
 * `shortMessage` is the human sentence from the spec's error catalogue (what a toast or alert shows);
 * `message` adds the details and the cause chain for logs. Subclasses (one per failure family) set
 * `name` and, for wallet/RPC failures, a numeric `code`.
 */
export type WalletDockErrorOptions = {
  /** Extra context for developers; never shown to visitors as the headline. */
  details?: string | undefined;
  /** The underlying error, kept for `walk()` and for `Error.prototype.cause`. */
  cause?: unknown;
  /** A numeric code (EIP-1193 / JSON-RPC / WalletDock range), when the failure has one. */
  code?: number | undefined;
};

export class WalletDockError extends Error {
  override name = 'WalletDockError';
  readonly shortMessage: string;
  readonly details: string | undefined;
  readonly code: number | undefined;

  constructor(shortMessage: string, options: WalletDockErrorOptions = {}) {
    const causeDetails =
      options.details ?? (options.cause instanceof Error ? options.cause.message : undefined);
    super(
      causeDetails && causeDetails !== shortMessage
        ? `${shortMessage}\n\nDetails: ${causeDetails}`
        : shortMessage,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.shortMessage = shortMessage;
    this.details = causeDetails;
    this.code = options.code;
  }

  /**
   * Walks the error chain, starting with this error, as {@link errorChain} does (`cause`, and the nested errors
   * wallets and libraries use: `data.originalError`, `error`, `info.error`, …; each once, cycles cut). Without a
   * predicate it returns the last (deepest) error of the chain; with one, the first error (this one included)
   * for which it returns true, else null.
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    const chain = errorChain(this);
    if (!predicate) return chain[chain.length - 1];
    return chain.find((error) => predicate(error)) ?? null;
  }
}
