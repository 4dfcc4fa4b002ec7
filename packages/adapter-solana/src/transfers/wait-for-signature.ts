import type { Connection, SignatureStatus } from '@solana/web3.js';
import {
  type AdapterRequestSignal,
  type AdapterTransactionOutcome,
  decodeBase58,
  RECEIPT_WAIT,
  throwIfCancelled,
  toWalletDockError,
  untilCancelled,
  ValidationError,
} from '@walletdock/core';
import { SolanaTransactionTimeoutError } from './errors.js';
import { transactionErrorReason } from './transaction-error.js';

export type WaitForSignatureParameters = {
  connection: Pick<Connection, 'getSignatureStatuses'>;
  signature: string;
  /** Stops waiting (rejects with its reason) when it aborts. */
  signal?: AdapterRequestSignal | undefined;
  /** Gives up after this long; default 180 000 ms (spec §9). */
  timeoutMs?: number | undefined;
  /** The first delay between two polls, doubled after each; default 200 ms (spec §9). */
  retryDelayMs?: number | undefined;
  /**
   * How many times the delay doubles (it then stays at `retryDelayMs × 2^(retryCount-1)`: 6.4 s by default), and
   * how many status reads in a row may fail before the wait fails with the read's error; default 6 (spec §9).
   */
  retryCount?: number | undefined;
};

function isSignature(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < 64 || value.length > 88) return false;
  try {
    return decodeBase58(value).length === 64;
  } catch {
    return false;
  }
}

/** Whether a status has reached 1 confirmation (`confirmed`, or `finalized`; older nodes: `confirmations`). */
function isConfirmed(status: SignatureStatus): boolean {
  if (status.confirmationStatus !== undefined) {
    return status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized';
  }
  return status.confirmations === null || status.confirmations >= RECEIPT_WAIT.confirmations;
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts (the timer is cleared). */
function sleep(ms: number, signal: AdapterRequestSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Waits until a transaction signature is confirmed (spec §9 "Receipt wait": 1 confirmation, polled with a 200 ms
 * exponential backoff, 3 minute timeout) and says how it ended: `reverted`, with the node's wording of the
 * instruction error, when the transaction failed on the chain (it is then in a block and its fee is paid).
 *
 * @throws {ValidationError} for a malformed signature.
 * @throws {SolanaTransactionTimeoutError} when it is not confirmed within `timeoutMs`.
 * @throws the signal's reason (core's `RequestCancelledError`) when it aborts.
 */
export async function waitForSignature({
  connection,
  signature,
  signal,
  timeoutMs = RECEIPT_WAIT.timeoutMs,
  retryDelayMs = RECEIPT_WAIT.retryDelayMs,
  retryCount = RECEIPT_WAIT.retryCount,
}: WaitForSignatureParameters): Promise<AdapterTransactionOutcome> {
  if (!isSignature(signature)) {
    throw new ValidationError(`Transaction signature "${String(signature)}" is invalid`);
  }
  const deadline = Date.now() + timeoutMs;
  let failures = 0;
  for (let poll = 0; ; poll += 1) {
    throwIfCancelled(signal);
    let status: SignatureStatus | null | undefined;
    try {
      ({
        value: [status],
      } = await untilCancelled(connection.getSignatureStatuses([signature]), signal));
      failures = 0;
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      failures += 1;
      if (failures > retryCount) throw toWalletDockError(error);
    }
    if (status && isConfirmed(status)) {
      return status.err === null
        ? { status: 'success' }
        : { status: 'reverted', reason: transactionErrorReason(status.err) };
    }
    const left = deadline - Date.now();
    if (left <= 0) throw new SolanaTransactionTimeoutError({ signature, timeoutMs });
    await sleep(Math.min(retryDelayMs * 2 ** Math.min(poll, retryCount - 1), left), signal);
  }
}
