import type { CaipNetwork, CaipNetworkId } from '@walletdock/core';
import { UnknownSolanaChainError } from '../errors.js';

/** A Wallet Standard Solana chain id (`solana:mainnet`, `solana:devnet`, `solana:testnet`, `solana:localnet`). */
export type SolanaWalletChain = `solana:${string}`;

/** CAIP-2 ids of the public clusters: `solana:` + the first 32 characters of the genesis hash. */
export const SOLANA_CLUSTER_CAIP_IDS = Object.freeze({
  'solana:mainnet': 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:devnet': 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:testnet': 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
} as const satisfies Record<string, CaipNetworkId>);

/** The Wallet Standard chain of a local validator (any genesis hash). */
export const SOLANA_LOCALNET_CHAIN = 'solana:localnet';

type ClusterChain = keyof typeof SOLANA_CLUSTER_CAIP_IDS;

const isCluster = (chain: string): chain is ClusterChain => Object.hasOwn(SOLANA_CLUSTER_CAIP_IDS, chain);
const CLUSTER_CAIP_IDS: readonly string[] = Object.freeze(Object.values(SOLANA_CLUSTER_CAIP_IDS));

/**
 * The local network among `networks`: a solana network marked `testnet` whose id is none of the three public
 * clusters' (the local validator's `caipNetworkId`). Undefined when none is configured.
 */
export function localnetOf(networks: readonly CaipNetwork[]): CaipNetwork | undefined {
  return networks.find(
    (n) => n.chainNamespace === 'solana' && n.testnet === true && !CLUSTER_CAIP_IDS.includes(n.caipNetworkId),
  );
}

/** True for a Wallet Standard chain id of Solana (`solana:` and a name). */
export function isSolanaWalletChain(chain: unknown): chain is SolanaWalletChain {
  return typeof chain === 'string' && /^solana:[A-Za-z0-9-]+$/.test(chain);
}

/**
 * CAIP-2 id of a Wallet Standard chain: the public clusters by their genesis hash, `solana:localnet` as the
 * configured local network (see {@link localnetOf}).
 *
 * @throws {UnknownSolanaChainError} for any other chain, or `solana:localnet` without a local network.
 */
export function toCaipNetworkId(chain: string, networks: readonly CaipNetwork[]): CaipNetworkId {
  if (isCluster(chain)) return SOLANA_CLUSTER_CAIP_IDS[chain];
  if (chain === SOLANA_LOCALNET_CHAIN) {
    const local = localnetOf(networks);
    if (local) return local.caipNetworkId;
    throw new UnknownSolanaChainError(
      chain,
      'solana:localnet needs a configured solana network with testnet: true that is not a public cluster',
    );
  }
  throw new UnknownSolanaChainError(chain, `${JSON.stringify(chain)} is not a known Wallet Standard chain`);
}

/**
 * Wallet Standard chain of a CAIP-2 id: the public clusters by their genesis hash, the configured local network
 * as `solana:localnet`.
 *
 * @throws {UnknownSolanaChainError} for any other id.
 */
export function toWalletChain(
  caipNetworkId: CaipNetworkId,
  networks: readonly CaipNetwork[],
): SolanaWalletChain {
  for (const [chain, id] of Object.entries(SOLANA_CLUSTER_CAIP_IDS)) {
    if (id === caipNetworkId) return chain as SolanaWalletChain;
  }
  if (localnetOf(networks)?.caipNetworkId === caipNetworkId) return SOLANA_LOCALNET_CHAIN;
  throw new UnknownSolanaChainError(
    caipNetworkId,
    `${caipNetworkId} is neither a public Solana cluster nor the configured local network`,
  );
}

/** The CAIP-2 id of a Wallet Standard chain, or undefined when it has none (never throws). */
export function tryCaipNetworkId(chain: string, networks: readonly CaipNetwork[]): CaipNetworkId | undefined {
  try {
    return toCaipNetworkId(chain, networks);
  } catch {
    return undefined;
  }
}

/** One `findNetwork` for every adapter: core's adapter kit ("Network not found" outside the adapter). */
export { findNetwork } from '@walletdock/core';
