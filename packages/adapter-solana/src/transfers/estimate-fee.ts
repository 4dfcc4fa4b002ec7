import type { Connection } from '@solana/web3.js';
import { type AdapterFeeEstimate, type AdapterTransfer, WalletDockError } from '@walletdock/core';
import { loadWeb3 } from '../rpc/web3.js';
import { buildTransfer, estimateTransactionFee } from '../transactions/transfer.js';
import { SolanaFeeEstimateError } from './errors.js';
import { assertReceiverAddress } from './receiver-address.js';
import { transferRequest } from './request.js';

/** An address that holds nothing yet has no account: a SOL transfer must then bring its rent-exempt minimum. */
const EMPTY_ACCOUNT_SIZE = 0;

/**
 * What sending `transfer` costs now (spec §3 "Send flow"): the message fee of the transfer as it would be built
 * (`getFeeForMessage`); as `reserve`, the rent-exempt minimum of the receiver's associated token account when a
 * token transfer creates it (the sender pays it); as `minimumAmount`, for SOL to an address with no account, the
 * rent-exempt minimum of a 0-byte account (less would leave the new account below it and fail); as
 * `senderMinimumBalance`, that same minimum for the sender, which must keep none or at least it. Reads the
 * network, prompts nothing.
 *
 * @throws {ValidationError} 'Invalid receiver address' for a receiver that is not a Solana address.
 * @throws {SolanaFeeEstimateError} 'The network fee could not be estimated' when a read fails; the
 *   `WalletDockError` of the transfer's own checks (a mint that is not one, decimals that differ) as it is.
 */
export async function estimateTransferFee(
  connection: Connection,
  transfer: AdapterTransfer,
): Promise<AdapterFeeEstimate> {
  assertReceiverAddress(transfer.to);
  try {
    const request = transferRequest(transfer);
    const built = await buildTransfer({ connection, from: transfer.from, transfer: request });
    const size = built.createsTokenAccountOfSize;
    const [fee, reserve, minimumAmount, senderMinimumBalance] = await Promise.all([
      estimateTransactionFee(connection, built.transaction),
      size === undefined ? 0n : connection.getMinimumBalanceForRentExemption(size).then(BigInt),
      request.mint === undefined ? minimumForNewAccount(connection, request.to) : undefined,
      // The sender (a 0-byte system account) keeps none or at least its rent-exempt minimum.
      connection.getMinimumBalanceForRentExemption(EMPTY_ACCOUNT_SIZE).then(BigInt),
    ]);
    return minimumAmount === undefined
      ? { fee, reserve, senderMinimumBalance }
      : { fee, reserve, minimumAmount, senderMinimumBalance };
  } catch (error) {
    if (error instanceof WalletDockError) throw error;
    throw new SolanaFeeEstimateError(error);
  }
}

/** The least lamports a SOL transfer to `to` may carry: undefined when `to` has an account already. */
async function minimumForNewAccount(connection: Connection, to: string): Promise<bigint | undefined> {
  const { PublicKey } = await loadWeb3();
  if ((await connection.getAccountInfo(new PublicKey(to))) !== null) return undefined;
  return BigInt(await connection.getMinimumBalanceForRentExemption(EMPTY_ACCOUNT_SIZE));
}
