import type { CaipNetwork } from '@walletdock/core';
import type { PublicClient } from 'viem';
import type { PublicClients } from '../rpc/transport.js';
import type { EvmRpcUrls } from '../rpc/urls.js';

/**
 * The viem public client of a network, creating the adapter's clients (and loading viem with `import()`) on
 * first use: an app whose visitor never reads over RPC downloads none of viem. A failed load is tried again.
 */
export function lazyPublicClients(
  rpcUrls: EvmRpcUrls | undefined,
): (network: CaipNetwork) => Promise<PublicClient> {
  let rpc: Promise<PublicClients> | undefined;
  return async (network) => {
    if (rpc === undefined) {
      const loading = import('../rpc/transport.js').then(({ createPublicClients }) =>
        createPublicClients(rpcUrls),
      );
      rpc = loading;
      loading.catch(() => {
        if (rpc === loading) rpc = undefined; // e.g. a chunk that failed to download: a later call tries again
      });
    }
    return (await rpc).get(network);
  };
}
