import type { Commitment, Connection } from '@solana/web3.js';
import type { CaipNetwork, CaipNetworkId } from '@walletdock/core';
import { rpcEndpointOf, type SolanaRpcUrls } from './urls.js';
import { loadWeb3 } from './web3.js';

/** The commitment of the adapter's reads (balances, blockhashes, fees). */
export const READ_COMMITMENT: Commitment = 'confirmed';

/** One web3.js `Connection` per network, created (and web3.js loaded) on first use. */
export type Connections = {
  get(network: CaipNetwork): Promise<Connection>;
};

/**
 * Creates the per-network `Connection` cache of one adapter (never module-level). A network's WebSocket URL, when
 * it names one, is passed as `wsEndpoint` (web3.js would otherwise guess one port above the HTTP port).
 */
export function createConnections(rpcUrls: SolanaRpcUrls | undefined): Connections {
  const connections = new Map<CaipNetworkId, Promise<Connection>>();
  return {
    get(network) {
      let connection = connections.get(network.caipNetworkId);
      if (!connection) {
        const { http, webSocket } = rpcEndpointOf(network, rpcUrls);
        const loading = loadWeb3().then(
          ({ Connection }) =>
            new Connection(http, {
              commitment: READ_COMMITMENT,
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
