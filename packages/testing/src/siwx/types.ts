import type { SIWXMessageData, SIWXSession, SiwxExpectations } from '@walletdock/core';

/**
 * A sign-in verifier of one namespace: the adapters' server entries' `verifySiwxMessage`
 * (`@walletdock/adapter-evm/server`, `@walletdock/adapter-solana/server`), with the network options bound.
 * Resolves with the message's fields, rejects (a `SiwxVerificationError`) when it does not verify.
 */
export type SiwxVerifier = (
  signed: { message: string; signature: string },
  expected: SiwxExpectations,
) => Promise<SIWXMessageData>;

export type StartSiwxServerOptions = {
  /** The verifiers by CAIP-2 namespace (`eip155`, `solana`); a message of another namespace is refused. */
  verifiers: Readonly<Record<string, SiwxVerifier>>;
  /**
   * The page origins that may call the server with credentials (exact origins, or a check). Every other
   * origin is refused with 403 and gets no CORS headers. Default: http(s) origins on loopback
   * (`localhost`, `127.0.0.0/8`, `[::1]`, any port).
   */
  allowedOrigins?: readonly string[] | ((origin: string) => boolean);
  /** Loopback IP address to bind. Default 127.0.0.1. */
  host?: string;
  /** Port; 0 (default) picks a free one. */
  port?: number;
  /** How long an issued nonce may be used. Default 5 minutes. */
  nonceTtlMs?: number;
  /** How long the session cookie lives. Default 24 hours. */
  sessionTtlMs?: number;
  /** The clock (ms since the epoch), for tests. Default `Date.now`. */
  now?: () => number;
};

export type SiwxServer = {
  /** Base URL, e.g. `http://127.0.0.1:51234` (the routes are under `/siwx/`). */
  readonly url: string;
  /** The sessions the server holds now, by cookie (for tests and diagnostics). */
  sessions(): ReadonlyMap<string, readonly SIWXSession[]>;
  close(): Promise<void>;
};
