import { type CaipNetwork, lazyOnce } from '@walletdock/core';
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
  // e.g. a chunk that failed to download: a later call tries again
  const rpc = lazyOnce<PublicClients>(async () =>
    (await import('../rpc/transport.js')).createPublicClients(rpcUrls),
  );
  return async (network) => (await rpc.get()).get(network);
}
