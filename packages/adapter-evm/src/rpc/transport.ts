import type { CaipNetwork, CaipNetworkId } from '@walletdock/core';
import {
  type Chain,
  createPublicClient,
  defineChain,
  fallback,
  http,
  type PublicClient,
  type Transport,
} from 'viem';
import { chainIdOf } from '../networks/chain-id.js';
import { type EvmRpcUrls, RPC_RETRY_COUNT, RPC_RETRY_DELAY_MS, rpcUrlsOf } from './urls.js';

// viem-based: not on the main entry's static graph. The adapter loads it with import() on first RPC use;
// apps import these helpers from '@walletdock/adapter-evm/viem'.

/**
 * A viem transport over the given endpoints: `http()` with 3 retries and 150 ms exponential delay (viem
 * retries HTTP 403, 408, 413, 429, 500, 502, 503, 504 and JSON-RPC -1/limit errors, and honours Retry-After);
 * several endpoints are tried in order with viem's `fallback`.
 */
export function createRpcTransport(urls: readonly string[]): Transport {
  const transports = urls.map((url) =>
    http(url, { retryCount: RPC_RETRY_COUNT, retryDelay: RPC_RETRY_DELAY_MS }),
  );
  const [only] = transports;
  if (only !== undefined && transports.length === 1) return only;
  return fallback(transports, { retryCount: RPC_RETRY_COUNT, retryDelay: RPC_RETRY_DELAY_MS });
}

/** A viem `Chain` for a network (its contracts, e.g. `multicall3` and `ensUniversalResolver`, included). */
export function toViemChain(network: CaipNetwork, urls: readonly string[]): Chain {
  const contracts: Record<string, { address: `0x${string}`; blockCreated?: number }> = {};
  for (const [name, contract] of Object.entries(network.contracts ?? {})) {
    contracts[name] = {
      address: contract.address as `0x${string}`,
      ...(contract.blockCreated === undefined ? {} : { blockCreated: contract.blockCreated }),
    };
  }
  const explorer = network.blockExplorers?.default;
  return defineChain({
    id: chainIdOf(network.caipNetworkId),
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: { default: { http: [...urls] } },
    ...(explorer === undefined ? {} : { blockExplorers: { default: { ...explorer } } }),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
    contracts,
  });
}

/** Lazily created viem public clients, one per network, created on first use. */
export type PublicClients = {
  get(network: CaipNetwork): PublicClient;
};

export function createPublicClients(rpcUrls: EvmRpcUrls | undefined): PublicClients {
  const clients = new Map<CaipNetworkId, PublicClient>();
  return {
    get(network) {
      let client = clients.get(network.caipNetworkId);
      if (!client) {
        const urls = rpcUrlsOf(network, rpcUrls);
        client = createPublicClient({
          chain: toViemChain(network, urls),
          transport: createRpcTransport(urls),
        });
        clients.set(network.caipNetworkId, client);
      }
      return client;
    },
  };
}
