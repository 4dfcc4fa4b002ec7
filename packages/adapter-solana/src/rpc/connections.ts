import type { Commitment, Connection, ConnectionConfig } from '@solana/web3.js';
import { type CaipNetwork, type CaipNetworkId, createRetryingFetch } from '@walletdock/core';
import { rpcEndpointOf, type SolanaRpcUrls } from './urls.js';
import { loadWeb3 } from './web3.js';

/** The commitment of the adapter's reads (balances, blockhashes, fees). */
export const READ_COMMITMENT: Commitment = 'confirmed';

/**
 * The JSON-RPC methods that are not retried: a write is sent once (its failure is the visitor's to see).
 */
const NOT_RETRIED = ['sendTransaction'];

/** One web3.js `Connection` per network, created (and web3.js loaded) on first use. */
export type Connections = {
  get(network: CaipNetwork): Promise<Connection>;
};

/**
 * Creates the per-network `Connection` cache of one adapter (never module-level). A network's WebSocket URL, when
 * it names one, is passed as `wsEndpoint` (web3.js would otherwise guess one port above the HTTP port). Reads
 * are retried with core's RPC policy (spec §7, §9: 3 retries, 150 ms exponential, Retry-After honoured) in
 * place of web3.js's own 429 retry.
 */
export function createConnections(rpcUrls: SolanaRpcUrls | undefined): Connections {
  const connections = new Map<CaipNetworkId, Promise<Connection>>();
  const fetch = createRetryingFetch({ retryMethod: (method) => !NOT_RETRIED.includes(method) });
  return {
    get(network) {
      let connection = connections.get(network.caipNetworkId);
      if (!connection) {
        const { http, webSocket } = rpcEndpointOf(network, rpcUrls);
        const loading = loadWeb3().then(
          ({ Connection }) =>
            new Connection(http, {
              commitment: READ_COMMITMENT,
              fetch: fetch as NonNullable<ConnectionConfig['fetch']>,
              disableRetryOnRateLimit: true,
              ...(webSocket === undefined ? {} : { wsEndpoint: webSocket }),
            }),
        );
        loading.catch(() => {
          // e.g. web3.js failed to load: a later call tries again
          if (connections.get(network.caipNetworkId) === loading) connections.delete(network.caipNetworkId);
        });
        connections.set(network.caipNetworkId, loading);
        connection = loading;
      }
      return connection;
    },
  };
}
