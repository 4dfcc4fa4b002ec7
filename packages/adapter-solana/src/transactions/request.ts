import { type AdapterTransactionRequest, MESSAGES, ValidationError } from '@walletdock/core';
import type { SolanaSendOptions } from '../signing/sign-transaction.js';
import { assertSolanaAddress } from '../validation/address.js';
import { assertPreflightCommitment } from '../validation/preflight-commitment.js';

const MAX_U64 = 2n ** 64n - 1n;

/**
 * A transfer as `sendTransaction` takes it (core's `AdapterTransactionRequest` in the solana namespace): `value`
 * in the smallest unit (lamports, or the token's unit with `mint`) to `to` (a wallet address; for a token, its
 * associated token account is used and created when missing).
 */
export type SolanaTransferRequest = {
  to: string;
  value: bigint;
  /** SPL token mint: a `transferChecked` of this token instead of a SOL transfer. */
  mint?: string;
  /** The mint's decimals; read from the mint account when absent. */
  decimals?: number;
} & SolanaSendOptions;

/**
 * Checks a transaction request of the contract and returns it as a transfer.
 *
 * @throws {ValidationError} 'An amount and receiver address are required' without `to` or `value`; for an
 *   invalid address or mint, a value that is not a positive u64, EVM-only fields (`data`), invalid decimals, or
 *   a `preflightCommitment` outside spec §5's list.
 */
export function parseTransferRequest(request: AdapterTransactionRequest): SolanaTransferRequest {
  if (typeof request !== 'object' || request === null) {
    throw new ValidationError(MESSAGES.amountAndReceiverRequired);
  }
  const { to, value, mint, decimals, data, preflightCommitment, commitment, skipPreflight, maxRetries } =
    request as AdapterTransactionRequest & Record<string, unknown>;
  if (to === undefined || to === '' || value === undefined) {
    throw new ValidationError(MESSAGES.amountAndReceiverRequired);
  }
  assertSolanaAddress(to);
  if (typeof value !== 'bigint' || value <= 0n || value > MAX_U64) {
    throw new ValidationError(`Invalid amount ${String(value)}`, {
      details: 'A Solana transfer value is a bigint from 1 to 2^64-1 in the smallest unit',
    });
  }
  if (data !== undefined) {
    throw new ValidationError('Solana transfers take no data', {
      details: 'Build other Solana transactions and send them with adapter.solana.signAndSendTransaction',
    });
  }
  if (mint !== undefined) assertSolanaAddress(mint);
  if (
    decimals !== undefined &&
    !(Number.isInteger(decimals) && (decimals as number) >= 0 && (decimals as number) <= 255)
  ) {
    throw new ValidationError(`Invalid decimals ${String(decimals)}`);
  }
  assertPreflightCommitment(preflightCommitment);
  assertPreflightCommitment(commitment);
  const transfer: SolanaTransferRequest = { to, value };
  if (mint !== undefined) transfer.mint = mint as string;
  if (decimals !== undefined) transfer.decimals = decimals as number;
  if (preflightCommitment !== undefined) transfer.preflightCommitment = preflightCommitment;
  if (commitment !== undefined) transfer.commitment = commitment;
  if (typeof skipPreflight === 'boolean') transfer.skipPreflight = skipPreflight;
  if (typeof maxRetries === 'number') transfer.maxRetries = maxRetries;
  return transfer;
}

/** The send options of a transfer request (what is passed on to the wallet). */
export function sendOptionsOf(transfer: SolanaTransferRequest): SolanaSendOptions | undefined {
  const options: SolanaSendOptions = {};
  if (transfer.preflightCommitment !== undefined) options.preflightCommitment = transfer.preflightCommitment;
  if (transfer.commitment !== undefined) options.commitment = transfer.commitment;
  if (transfer.skipPreflight !== undefined) options.skipPreflight = transfer.skipPreflight;
  if (transfer.maxRetries !== undefined) options.maxRetries = transfer.maxRetries;
  return Object.keys(options).length === 0 ? undefined : options;
}
