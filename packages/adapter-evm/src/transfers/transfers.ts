import {
  type AdapterFeeEstimate,
  type AdapterTransactionOutcome,
  type AdapterTransactionRequest,
  type AdapterTransfer,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapterTransfers,
  ChainError,
  isEvmAddress,
  MESSAGES,
  safeLinkUrl,
  throwIfCancelled,
  untilCancelled,
  ValidationError,
} from '@walletdock/core';
import { chainIdOf } from '../networks/chain-id.js';
import { buildErc20Transfer } from '../transactions/erc20-transfer.js';
import { fillTransactionRequest, validateTransactionRequest } from '../transactions/prepare.js';
import type { EvmPublicClient } from '../transactions/public-rpc.js';
import { waitForReceipt } from '../transactions/wait-for-receipt.js';

export type EvmTransfersDeps = {
  networkOf: (caipNetworkId: CaipNetworkId) => CaipNetwork;
  publicClientOf: (network: CaipNetwork) => Promise<EvmPublicClient>;
};

/**
 * The fee fields of a priced transfer, put into its request so that the wallet sends it with them: the sent
 * transaction then costs at most the estimated fee (what Max left for it).
 */
type PricedFields = {
  chainId: number;
  gas: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  gasPrice?: bigint;
};

/** How many priced transfers are remembered (the send form prices one at a time: Max, then the review). */
const PRICED_KEPT = 4;

const HASH = /^0x[0-9a-fA-F]{64}$/;

/**
 * The eip155 side of the send feature (spec §3 "Send flow", `ChainAdapterTransfers`): receiver checks, the
 * request of a native or ERC-20 transfer, its fee by the rules of the adapter's own transaction preparation
 * (transactions/prepare.ts: `eth_estimateGas` × the 1.2 multiplier, EIP-1559 `maxFeePerGas` = base fee × 1.2 +
 * priority fee, or the legacy gas price), the receipt wait (spec §9) and the explorer link. Loaded with
 * `import()` (see transfers/evm-transfers.ts).
 */
export function createEvmTransfers({ networkOf, publicClientOf }: EvmTransfersDeps): ChainAdapterTransfers {
  // The fees of the latest estimates, by transfer: `buildRequest` of the same transfer carries them.
  const priced = new Map<string, PricedFields>();

  function assertAddress(address: string): void {
    if (!isEvmAddress(address, { strict: true })) throw new ValidationError(MESSAGES.invalidReceiverAddress);
  }

  function unpricedRequest(transfer: AdapterTransfer): AdapterTransactionRequest {
    assertAddress(transfer.to);
    const { to, amount, token } = transfer;
    return token === undefined ? { to, value: amount } : buildErc20Transfer({ token, to, amount });
  }

  return {
    assertAddress,

    buildRequest(transfer) {
      const request = unpricedRequest(transfer);
      const fields = priced.get(transferKey(transfer));
      return fields ? { ...request, ...fields } : request;
    },

    async estimateFee({ caipNetworkId, transfer }): Promise<AdapterFeeEstimate> {
      const network = networkOf(caipNetworkId);
      const chainId = chainIdOf(caipNetworkId);
      const request = validateTransactionRequest({
        address: transfer.from,
        chainId,
        request: unpricedRequest(transfer),
      });
      const prepared = await fillTransactionRequest(await publicClientOf(network), request);
      const { gas, maxFeePerGas, maxPriorityFeePerGas, gasPrice } = prepared;
      const perGas = maxFeePerGas ?? gasPrice;
      if (perGas === undefined) throw new ChainError('The RPC gave no fee per gas for the transfer');
      const fields: PricedFields =
        maxFeePerGas === undefined
          ? { chainId, gas, gasPrice: perGas }
          : {
              chainId,
              gas,
              maxFeePerGas,
              ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }),
            };
      remember(priced, transferKey(transfer), fields);
      return { fee: gas * perGas, reserve: 0n };
    },

    async waitForTransaction({ caipNetworkId, hash, signal }): Promise<AdapterTransactionOutcome> {
      throwIfCancelled(signal);
      const publicClient = await publicClientOf(networkOf(caipNetworkId));
      const result = await untilCancelled(waitForReceipt({ publicClient, hash }), signal);
      if (result.status === 'success') return { status: 'success' };
      const reason = result.error?.reason ?? result.error?.shortMessage;
      return reason === undefined ? { status: 'reverted' } : { status: 'reverted', reason };
    },

    transactionUrl({ caipNetworkId, hash }) {
      const explorer = networkOf(caipNetworkId).blockExplorers?.default?.url;
      if (explorer === undefined || !HASH.test(hash)) return undefined;
      let url: URL;
      try {
        url = new URL(explorer);
      } catch {
        return undefined;
      }
      url.pathname = `${url.pathname.replace(/\/+$/, '')}/tx/${hash}`;
      return safeLinkUrl(url.href);
    },
  };
}

function transferKey({ from, to, token, amount }: AdapterTransfer): string {
  return [from, to, token ?? '', amount].join('|').toLowerCase();
}

function remember(priced: Map<string, PricedFields>, key: string, fields: PricedFields): void {
  priced.delete(key);
  priced.set(key, fields);
  for (const oldest of priced.keys()) {
    if (priced.size <= PRICED_KEPT) break;
    priced.delete(oldest);
  }
}
