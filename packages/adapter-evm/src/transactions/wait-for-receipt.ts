import {
  ContractRevertError,
  isTransactionHash,
  RECEIPT_WAIT,
  toWalletDockError,
  ValidationError,
} from '@walletdock/core';
import type { Hash, TransactionReceipt } from 'viem';
import { numberToHex } from '../utils/hex.js';
import { TransactionReceiptTimeoutError } from './errors.js';
import { type EvmPublicClient, requestChain } from './public-rpc.js';
import { revertFromError } from './revert.js';

/** Spec §9 "Receipt wait": 1 confirmation, 3-minute timeout, 6 retries with 200 ms exponential backoff (core's). */
export const RECEIPT_WAIT_DEFAULTS = RECEIPT_WAIT;

export type WaitForReceiptParameters = {
  publicClient: EvmPublicClient;
  hash: string;
  /** Blocks to wait for, including the one with the transaction; default 1. */
  confirmations?: number | undefined;
  /** Gives up after this long; default 180 000 ms. */
  timeoutMs?: number | undefined;
  /** Retries when the transaction or its block is not found yet; default 6. */
  retryCount?: number | undefined;
  /** Base of the exponential retry delay (`2^n × base`); default 200 ms. */
  retryDelayMs?: number | undefined;
  /** How often to poll for new blocks; default the client's polling interval. */
  pollingIntervalMs?: number | undefined;
  /**
   * For a reverted transaction, replay it with `eth_call` at its block to decode why (`Error(string)`,
   * `Panic(uint256)`, a custom error's selector, or no data); default true.
   */
  decodeRevert?: boolean | undefined;
};

/** How a mined transaction ended (spec §4 "Receipt status maps reverted or success"). */
export type WaitForReceiptResult =
  | { status: 'success'; receipt: TransactionReceipt }
  | {
      status: 'reverted';
      receipt: TransactionReceipt;
      /** Why it reverted, when the replay could tell; undefined when it could not (or was not asked). */
      error: ContractRevertError | undefined;
    };

/**
 * Waits until a transaction is mined with the given confirmations and reports its status. A reverted
 * transaction is a result (`status: 'reverted'`), not an error.
 *
 * @throws {ValidationError} for a malformed hash.
 * @throws {TransactionReceiptTimeoutError} when no receipt comes within `timeoutMs`.
 */
export async function waitForReceipt({
  publicClient,
  hash,
  confirmations = RECEIPT_WAIT_DEFAULTS.confirmations,
  timeoutMs = RECEIPT_WAIT_DEFAULTS.timeoutMs,
  retryCount = RECEIPT_WAIT_DEFAULTS.retryCount,
  retryDelayMs = RECEIPT_WAIT_DEFAULTS.retryDelayMs,
  pollingIntervalMs,
  decodeRevert = true,
}: WaitForReceiptParameters): Promise<WaitForReceiptResult> {
  if (!isTransactionHash(hash)) throw new ValidationError(`Transaction hash "${String(hash)}" is invalid`);
  // viem's receipt polling is loaded with import() on the first wait.
  const { waitForTransactionReceipt, WaitForTransactionReceiptTimeoutError } = await import(
    './viem-receipt.js'
  );
  let receipt: TransactionReceipt;
  try {
    receipt = await waitForTransactionReceipt(publicClient, {
      hash: hash as Hash,
      confirmations,
      timeout: timeoutMs,
      retryCount,
      retryDelay: ({ count }) => ~~(1 << count) * retryDelayMs,
      ...(pollingIntervalMs === undefined ? {} : { pollingInterval: pollingIntervalMs }),
    });
  } catch (error) {
    if (error instanceof WaitForTransactionReceiptTimeoutError) {
      throw new TransactionReceiptTimeoutError({ hash, timeoutMs, cause: error });
    }
    throw toWalletDockError(error);
  }
  if (receipt.status === 'success') return { status: 'success', receipt };
  return {
    status: 'reverted',
    receipt,
    error: decodeRevert ? await replayRevert(publicClient, receipt) : undefined,
  };
}

/**
 * Replays a reverted transaction with `eth_call` on the state of its block and decodes the revert data;
 * undefined when the transaction cannot be read or the replay does not revert (the state moved on).
 */
async function replayRevert(
  publicClient: EvmPublicClient,
  receipt: TransactionReceipt,
): Promise<ContractRevertError | undefined> {
  try {
    const tx = await requestChain(publicClient, 'eth_getTransactionByHash', [receipt.transactionHash]);
    if (typeof tx !== 'object' || tx === null) return undefined;
    const { from, to, input, value, gas } = tx as Record<string, unknown>;
    const call: Record<string, unknown> = { from, to, data: input, value, gas };
    await requestChain(publicClient, 'eth_call', [call, numberToHex(receipt.blockNumber)]);
    return undefined;
  } catch (error) {
    return error instanceof ContractRevertError ? error : revertFromError(error);
  }
}
