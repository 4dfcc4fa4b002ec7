import {
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapterTransfers,
  lazyOnce,
  MESSAGES,
  ValidationError,
} from '@walletdock/core';
import type { EvmPublicClient } from '../transactions/public-rpc.js';
import { EvmTransfersNotLoadedError } from './errors.js';

/**
 * The EVM adapter's `transfers` (spec §3 "Send flow"), with `load()`: its synchronous members (`buildRequest`,
 * `transactionUrl`, `assertAddress` of a checksummed address) need their code loaded, which `load()` does (and
 * the first connect starts).
 */
export type EvmTransfers = ChainAdapterTransfers & {
  /** Loads the transfer code (the EIP-55 checks, the transaction preparation); resolves once loaded. */
  load(): Promise<void>;
};

/**
 * The always-loaded part of `transfers`: a few lines that load the code (transfers/transfers.ts, its own chunk
 * `transfers-*` beside the sending chunk `evm-send-*`, sharing the transaction preparation) with `import()`.
 * The async members wait for the load; the synchronous ones throw `EvmTransfersNotLoadedError` before it (and
 * start it) — except `assertAddress` for the addresses it can judge without the EIP-55 checksum.
 */
export function evmTransfers(deps: {
  networkOf: (caipNetworkId: CaipNetworkId) => CaipNetwork;
  publicClientOf: (network: CaipNetwork) => Promise<EvmPublicClient>;
}): EvmTransfers {
  let code: ChainAdapterTransfers | undefined;
  const module = lazyOnce(async () => (code ??= (await import('./transfers.js')).createEvmTransfers(deps)));
  const loaded = (): ChainAdapterTransfers => {
    if (code) return code;
    module.get().catch(() => {});
    throw new EvmTransfersNotLoadedError();
  };
  return {
    load: () => module.get().then(() => {}),
    assertAddress(address) {
      if (code) return code.assertAddress(address);
      // Before the code is there, what needs no EIP-55 checksum is decided at once: malformed is refused, all
      // lower case (no checksum to check) passes; only a mixed-case address needs the code.
      if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new ValidationError(MESSAGES.invalidReceiverAddress);
      if (address !== address.toLowerCase()) loaded();
    },
    buildRequest: (transfer) => loaded().buildRequest(transfer),
    estimateFee: (params) => module.get().then((c) => c.estimateFee(params)),
    waitForTransaction: (params) => module.get().then((c) => c.waitForTransaction(params)),
    transactionUrl: (params) => loaded().transactionUrl?.(params),
  };
}
