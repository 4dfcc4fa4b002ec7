import {
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapterTransfers,
  type LazyTransfers,
  lazyTransfers,
} from '@walletdock/core';

/**
 * The solana adapter's `transfers` (core's `ChainAdapterTransfers`, for the send feature, spec §3 "Send flow"),
 * on the adapter kit's `lazyTransfers`: `load()` brings the synchronous members' code with `import()`
 * (checks.ts: the receiver check with its base58 decoding, the request, the explorer link); pricing and waiting
 * read the chain and come with the adapter's lazily loaded transactions code (`lazy`).
 */
export function solanaTransfers(params: {
  networkOf: (caipNetworkId: CaipNetworkId) => CaipNetwork;
  lazy: Pick<ChainAdapterTransfers, 'estimateFee' | 'waitForTransaction'>;
}): LazyTransfers {
  return lazyTransfers(async () => {
    const checks = await import('./checks.js');
    return {
      assertAddress: checks.assertReceiverAddress,
      buildRequest: checks.transferRequest,
      estimateFee: params.lazy.estimateFee,
      waitForTransaction: params.lazy.waitForTransaction,
      transactionUrl: ({ caipNetworkId, hash }) =>
        checks.transactionExplorerUrl(params.networkOf(caipNetworkId), hash),
    };
  });
}
