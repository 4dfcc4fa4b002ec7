import type { LocalSolanaChain } from '../solana/types.js';
import type { DevAccount, LocalChain } from '../stack/types.js';

/** Which project ids the services accept. */
export type ProjectIdPolicy = {
  /** Ids answered with 403 `{ message: 'invalid key' }` (default `[REJECTED_PROJECT_ID]`). */
  rejected?: readonly string[];
  /** When set, only these ids are accepted; any other gets the same 403. Default: any id. */
  allowed?: readonly string[];
};

/** Options of `startServicesServer`. */
export type StartServicesServerOptions = {
  /** The chains to serve (from `startLocalStack`); may be empty for a directory-only server. */
  chains: readonly LocalChain[];
  /** The dev accounts (sample smart sessions are seeded for the first one). */
  accounts: readonly DevAccount[];
  /** The local Solana chain (from `startLocalStack`): its SOL and dUSD balances are served. Default: none. */
  solana?: LocalSolanaChain;
  /** Interface to bind. Default 127.0.0.1. */
  host?: string;
  /** Port; 0 (default) lets the OS choose a free one. */
  port?: number;
  projectIds?: ProjectIdPolicy;
  /** What `GET /projects/v1/origins` answers. Default `DEFAULT_ALLOWED_ORIGINS` (localhost on any port). */
  allowedOrigins?: readonly string[];
  /** What `GET /getAnalyticsConfig` answers. Default true. */
  analyticsEnabled?: boolean;
  /**
   * Lists `GENERATED_WALLET_COUNT` generated filler wallets after the directory's real and test wallets, for
   * tests of paging, infinite scroll and search over a long list. Default false: only the real wallets and the
   * two test wallets (what the demo shows).
   */
  fillerWallets?: boolean;
  /** Items per page of `/history` and `/nfts`. Default 20. */
  pageSize?: number;
  /** How long balances are cached (`forceUpdate` bypasses the cache). Default 5 000 ms. */
  balanceCacheMs?: number;
};

/** A running services server. */
export type ServicesServer = {
  /** e.g. `http://127.0.0.1:41234` — the base URL of both contracts (blockchain API and wallet directory). */
  url: string;
  host: string;
  port: number;
  /** Stops listening and drops open connections (and pending delayed answers); idempotent. */
  close(): Promise<void>;
};
