import type { ChainAdapterTransfers } from '../adapter/types.js';
import { TransfersNotLoadedError } from '../errors/transfers-not-loaded-error.js';
import { lazyOnce } from '../lazy/lazy-once.js';

/** An adapter's `transfers` whose code loads on first use, with the contract's `load()`. */
export type LazyTransfers = ChainAdapterTransfers & { load(): Promise<void> };

/**
 * The always-loaded part of an adapter's `transfers` (core's `ChainAdapterTransfers`, for the send feature): its
 * code comes with `load` (an `import()`, called once; a failed load is tried again) on `load()` or the first
 * asynchronous member; the synchronous members (`assertAddress`, `buildRequest`, `transactionUrl`) throw
 * `TransfersNotLoadedError` before it (and start it). The send feature awaits `load()` before using them
 * (ARCHITECTURE.md "How to add an adapter", Transfers).
 */
export function lazyTransfers(load: () => Promise<ChainAdapterTransfers>): LazyTransfers {
  let code: ChainAdapterTransfers | undefined;
  const module = lazyOnce(async () => {
    code ??= await load();
    return code;
  });
  const loaded = (): ChainAdapterTransfers => {
    if (code) return code;
    module.get().catch(() => {});
    throw new TransfersNotLoadedError();
  };
  return {
    load: () => module.get().then(() => {}),
    assertAddress: (address) => loaded().assertAddress(address),
    buildRequest: (transfer) => loaded().buildRequest(transfer),
    estimateFee: (params) => module.get().then((transfers) => transfers.estimateFee(params)),
    waitForTransaction: (params) => module.get().then((transfers) => transfers.waitForTransaction(params)),
    transactionUrl: (params) => loaded().transactionUrl?.(params),
  };
}
