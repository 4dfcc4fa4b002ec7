import type { Address, PublicClient } from 'viem';
import type { ChainConfig } from '../config/chains.js';
import { readEvmBalances } from './evm-balances.js';
import { readSolanaBalances } from './solana-balances.js';
import { TtlCache } from './ttl-cache.js';

/** The spec's cache life of balances (portfolio and native: 30 s). */
export const BALANCE_TTL_MS = 30_000;

/** Reads the raw balances of accounts, cached per (chain, account). */
export type BalanceReader = {
  /**
   * `[native, ...one per configured token of the chain]` in the smallest unit (`undefined`: that token could
   * not be read), from the cache while younger than its life, else from the chain; `fresh` reads the chain
   * anyway (and refreshes the cache).
   * @throws {ChainUnavailableError} when the chain's node fails (nothing is cached then).
   */
  read(chain: ChainConfig, account: string, options?: { fresh?: boolean }): Promise<(bigint | undefined)[]>;
};

/**
 * The balance reader of the server. `account` must be normalised by the caller (checksummed EVM address,
 * base58 Solana address) so that one account has one cache entry.
 */
export function createBalanceReader(options: {
  clientOf: (chain: ChainConfig) => PublicClient;
  now: () => number;
  ttlMs?: number;
  maxEntries?: number;
}): BalanceReader {
  const cache = new TtlCache<(bigint | undefined)[]>({
    ttlMs: options.ttlMs ?? BALANCE_TTL_MS,
    maxEntries: options.maxEntries ?? 50_000,
    now: options.now,
  });
  return {
    read(chain, account, { fresh = false } = {}) {
      return cache.get(
        `${chain.id}:${account}`,
        () =>
          chain.namespace === 'eip155'
            ? readEvmBalances(options.clientOf(chain), chain, account as Address)
            : readSolanaBalances(chain, account),
        { fresh },
      );
    },
  };
}
