import { type CaipNetwork, type CaipNetworkId, type LazyTransfers, lazyTransfers } from '@walletdock/core';
import type { EvmPublicClient } from '../transactions/public-rpc.js';

/** The EVM adapter's `transfers`, with `load()` (the adapter kit's `LazyTransfers`). */
export type EvmTransfers = LazyTransfers;

/**
 * The always-loaded part of the EVM adapter's `transfers` (spec §3 "Send flow"), on the adapter kit's
 * `lazyTransfers`: the code (transfers/transfers.ts: the EIP-55 checks with their Keccak-256 and the transaction
 * preparation, its own chunk `transfers-*` beside the sending chunk `evm-send-*`) loads with `import()` on
 * `load()`, the first connect or the first `estimateFee` / `waitForTransaction`; the synchronous members throw
 * core's `TransfersNotLoadedError` before it.
 */
export function evmTransfers(deps: {
  networkOf: (caipNetworkId: CaipNetworkId) => CaipNetwork;
  publicClientOf: (network: CaipNetwork) => Promise<EvmPublicClient>;
}): EvmTransfers {
  return lazyTransfers(async () => (await import('./transfers.js')).createEvmTransfers(deps));
}
