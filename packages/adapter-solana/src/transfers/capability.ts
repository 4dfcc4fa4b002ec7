import type { CaipNetwork, CaipNetworkId, ChainAdapterTransfers } from '@walletdock/core';
import { transactionExplorerUrl } from './explorer-url.js';
import { assertReceiverAddress } from './receiver-address.js';
import { transferRequest } from './request.js';

/**
 * The solana adapter's `transfers` (core's `ChainAdapterTransfers`, for the send feature, spec §3 "Send flow").
 * This part is always loaded and small: the address check, the request and the explorer link; pricing and
 * waiting read the chain and come with the adapter's lazily loaded transactions code (`lazy`).
 */
export function solanaTransfers(params: {
  networkOf: (caipNetworkId: CaipNetworkId) => CaipNetwork;
  lazy: Pick<ChainAdapterTransfers, 'estimateFee' | 'waitForTransaction'>;
}): ChainAdapterTransfers {
  return {
    assertAddress: assertReceiverAddress,
    buildRequest: transferRequest,
    estimateFee: params.lazy.estimateFee,
    waitForTransaction: params.lazy.waitForTransaction,
    transactionUrl: ({ caipNetworkId, hash }) =>
      transactionExplorerUrl(params.networkOf(caipNetworkId), hash),
  };
}
