import type {
  AdapterTransactionOutcome,
  AdapterTransactionRequest,
  AdapterTransfer,
  ChainAdapterTransfers,
} from '../adapter/types.js';
import { encodeBase58 } from '../adapter-kit/base58.js';
import type { CaipNetwork, CaipNetworkId } from '../caip/types.js';
import { ResourceNotFoundRpcError } from '../errors/json-rpc-errors.js';
import * as MESSAGES from '../errors/message-texts.js';
import { ValidationError } from '../errors/validation-error.js';
import type { FakeToken } from './fake-adapter.js';
import type { FakeFees } from './fake-fees.js';
import { ledgerOf } from './fake-ledger.js';
import { isFakeReceiver } from './fake-receiver.js';
import { createTransferLedger, type FakeTransferLedger } from './fake-transfer-ledger.js';
import { FAKE_WALLET_INTERNALS, type FakeWallet } from './fake-wallet.js';
import type { FakeWalletSet } from './fake-wallet-set.js';
import { pseudoDigest } from './pseudo-digest.js';

/**
 * The request `transfers.buildRequest` makes on the fake chain: `to` the receiver, `value` the native amount (0
 * for a token), and the transfer itself, by which the fake chain knows to charge its fee and move the token.
 */
export type FakeTransferRequest = AdapterTransactionRequest & {
  to: string;
  value: bigint;
  fakeTransfer: { token?: string; amount: bigint; decimals: number };
};

/** A sent transfer on the fake chain, until and after its block. */
type Sent = {
  caipNetworkId: CaipNetworkId;
  outcome: AdapterTransactionOutcome | undefined;
  mine(): AdapterTransactionOutcome;
  waiters: ((outcome: AdapterTransactionOutcome) => void)[];
};

/** The fake adapter's transfers (`adapter.transfers`) and the fake chain's blocks behind them. */
export type FakeChain = {
  readonly transfers: ChainAdapterTransfers;
  /** The funds check of a transfer (amount, fee, reserve, minimum) before it is asked and when approved. */
  check(from: string, caipNetworkId: CaipNetworkId, request: FakeTransferRequest): void;
  /** Records an approved transfer of `wallet` and mines it now (`mining: 'instant'`) or at `mine()`. */
  submit(
    wallet: FakeWallet,
    from: string,
    caipNetworkId: CaipNetworkId,
    request: FakeTransferRequest,
  ): string;
  /** Mines every transfer not yet in a block; returns how many. */
  mine(): number;
  /** The next transfer sent is mined as reverted (its fee is charged, nothing else moves). */
  revertNext(reason?: string): void;
};

/** True for a request built by the fake chain's `transfers.buildRequest`. */
export function isFakeTransferRequest(request: AdapterTransactionRequest): request is FakeTransferRequest {
  const transfer = (request as { fakeTransfer?: unknown }).fakeTransfer;
  return typeof transfer === 'object' && transfer !== null && typeof request.value === 'bigint';
}

/** The `transfers` capability over the fake chain's ledger and its sent transfers. */
function fakeTransfers(params: {
  set: FakeWalletSet;
  networkOf(caipNetworkId: CaipNetworkId): CaipNetwork;
  ledger: FakeTransferLedger;
  sent: ReadonlyMap<string, Sent>;
}): ChainAdapterTransfers {
  const { set, networkOf, ledger, sent } = params;
  const transfers: ChainAdapterTransfers = {
    assertAddress(address) {
      if (!isFakeReceiver(set.namespace, address)) throw new ValidationError(MESSAGES.invalidReceiverAddress);
    },

    buildRequest(transfer: AdapterTransfer): FakeTransferRequest {
      transfers.assertAddress(transfer.to);
      const { token, amount, decimals } = transfer;
      return {
        to: transfer.to,
        value: token === undefined ? amount : 0n,
        fakeTransfer: token === undefined ? { amount, decimals } : { token, amount, decimals },
      };
    },

    async estimateFee({ caipNetworkId, transfer }) {
      networkOf(caipNetworkId);
      ledgerOf(set.wallets, transfer.from, caipNetworkId)?.[FAKE_WALLET_INTERNALS].throwIfFailing(
        'estimateFee',
      );
      if (transfer.token !== undefined) ledger.deployed(caipNetworkId, transfer.token);
      return ledger.feeOf(caipNetworkId, transfer);
    },

    waitForTransaction({ caipNetworkId, hash, signal }) {
      const entry = sent.get(hash);
      if (!entry || entry.caipNetworkId !== caipNetworkId) {
        return Promise.reject(
          new ResourceNotFoundRpcError({ details: `no transaction ${hash} on ${caipNetworkId}` }),
        );
      }
      if (entry.outcome) return Promise.resolve(entry.outcome);
      return new Promise((resolve, reject) => {
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        entry.waiters.push(resolve);
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    },

    transactionUrl({ caipNetworkId, hash }) {
      const explorer = networkOf(caipNetworkId).blockExplorers?.default.url;
      return explorer === undefined ? undefined : `${explorer.replace(/\/+$/, '')}/tx/${hash}`;
    },
  };
  return transfers;
}

/** Creates the fake chain of an adapter: its transfers, blocks and receipts (no module state). */
export function createFakeChain(params: {
  set: FakeWalletSet;
  networkOf(caipNetworkId: CaipNetworkId): CaipNetwork;
  tokens: Partial<Record<CaipNetworkId, readonly FakeToken[]>> | undefined;
  fees: FakeFees;
  mining: 'instant' | 'manual';
}): FakeChain {
  const { namespace } = params.set;
  const sent = new Map<string, Sent>();
  const ledger = createTransferLedger(params);
  let revert: { reason: string | undefined } | undefined;

  function mineOne(entry: Sent): void {
    if (entry.outcome) return;
    const outcome = entry.mine();
    entry.outcome = outcome;
    for (const resolve of entry.waiters.splice(0)) resolve(outcome);
  }

  return {
    transfers: fakeTransfers({ set: params.set, networkOf: params.networkOf, ledger, sent }),
    check: ledger.check,
    submit(wallet, from, caipNetworkId, request) {
      const internals = wallet[FAKE_WALLET_INTERNALS];
      const nonce = internals.nextNonce(from, caipNetworkId);
      const { token, amount } = request.fakeTransfer;
      const seed = `transfer|${wallet.id}|${internals.nextSequence()}|${caipNetworkId}|${from}|${nonce}|${request.to}|${amount}|${token ?? ''}`;
      const hash =
        namespace === 'solana'
          ? encodeBase58(hexBytes(pseudoDigest(seed, 64)))
          : `0x${pseudoDigest(seed, 32)}`;
      const { fee } = ledger.feeOf(caipNetworkId, { to: request.to, token });
      internals.recordTransaction({
        hash: hash as `0x${string}`,
        from,
        to: request.to,
        value: request.value,
        data: undefined,
        caipNetworkId,
        nonce,
        fee,
        ...(token === undefined ? {} : { token, tokenAmount: amount }),
      });
      const reverted = revert;
      revert = undefined;
      const entry: Sent = {
        caipNetworkId,
        outcome: undefined,
        mine: () => ledger.settle(wallet, from, caipNetworkId, request, reverted),
        waiters: [],
      };
      sent.set(hash, entry);
      if (params.mining === 'instant') mineOne(entry);
      return hash;
    },
    mine() {
      const waiting = [...sent.values()].filter((entry) => !entry.outcome);
      for (const entry of waiting) mineOne(entry);
      return waiting.length;
    },
    revertNext(reason) {
      revert = { reason };
    },
  };
}

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
