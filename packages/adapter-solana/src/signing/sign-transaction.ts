import type { PreflightCommitment } from '@walletdock/core';
import { MalformedResponseError } from '@walletdock/core';
import { featureOf, type Wallet, type WalletAccount } from '../connectors/types.js';
import type { SolanaWalletChain } from '../networks/chain-id.js';
import { encodeBase58 } from '../utils/base58.js';
import { isBytes } from '../utils/bytes.js';
import { assertPreflightCommitment, toStandardCommitment } from '../validation/preflight-commitment.js';
import { featureMissing, toSolanaWalletError } from '../wallet-error.js';

/** Options of signing (and sending) a transaction; `preflightCommitment` is checked against spec §5. */
export type SolanaSignOptions = {
  /** processed, confirmed, finalized, recent, single, singleGossip, root or max (anything else throws). */
  preflightCommitment?: PreflightCommitment;
  minContextSlot?: number;
};

export type SolanaSendOptions = SolanaSignOptions & {
  /** The commitment the wallet waits for after sending (same list as `preflightCommitment`). */
  commitment?: PreflightCommitment;
  skipPreflight?: boolean;
  maxRetries?: number;
};

type WalletOptions = {
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized';
  commitment?: 'processed' | 'confirmed' | 'finalized';
  minContextSlot?: number;
  skipPreflight?: boolean;
  maxRetries?: number;
};

/**
 * Checks the options (spec §5 preflight commitments) and turns them into the Wallet Standard's: the legacy
 * commitment names become their standard equivalents (recent → processed, single/singleGossip → confirmed,
 * root/max → finalized).
 *
 * @throws {InvalidPreflightCommitmentError} for a commitment outside the list.
 */
export function walletOptionsOf(options: SolanaSendOptions | undefined): WalletOptions | undefined {
  if (options === undefined) return undefined;
  const { preflightCommitment, commitment, minContextSlot, skipPreflight, maxRetries } = options;
  assertPreflightCommitment(preflightCommitment);
  assertPreflightCommitment(commitment);
  const out: WalletOptions = {};
  if (preflightCommitment !== undefined) out.preflightCommitment = toStandardCommitment(preflightCommitment);
  if (commitment !== undefined) out.commitment = toStandardCommitment(commitment);
  if (minContextSlot !== undefined) out.minContextSlot = minContextSlot;
  if (skipPreflight !== undefined) out.skipPreflight = skipPreflight;
  if (maxRetries !== undefined) out.maxRetries = maxRetries;
  return out;
}

export type SolanaSignTransactionParameters = {
  wallet: Wallet;
  account: WalletAccount;
  /** The Wallet Standard chain the transaction is for (e.g. `solana:devnet`). */
  chain: SolanaWalletChain;
  /** Wire bytes of the transaction (see `transactionBytes`). */
  transaction: Uint8Array;
  options?: SolanaSignOptions;
};

/**
 * Asks the wallet to sign a transaction with `solana:signTransaction`; returns the signed wire bytes.
 *
 * @throws {InvalidPreflightCommitmentError} before the wallet is asked, for an invalid `preflightCommitment`.
 * @throws {UnsupportedProviderMethodError} (4200) when the wallet lacks `solana:signTransaction`.
 * @throws {UserRejectedRequestError} (4001) when the visitor declines.
 */
export async function signSolanaTransaction({
  wallet,
  account,
  chain,
  transaction,
  options,
}: SolanaSignTransactionParameters): Promise<Uint8Array> {
  const walletOptions = walletOptionsOf(options);
  const feature = featureOf(wallet, 'solana:signTransaction');
  if (!feature) throw featureMissing(wallet.name, 'solana:signTransaction');
  let outputs: readonly { signedTransaction: Uint8Array }[];
  try {
    outputs = await feature.signTransaction({
      account,
      chain,
      transaction,
      ...(walletOptions === undefined ? {} : { options: walletOptions }),
    });
  } catch (error) {
    throw toSolanaWalletError(error);
  }
  const signed = outputs?.[0]?.signedTransaction;
  if (!isBytes(signed) || signed.length === 0) {
    throw new MalformedResponseError({
      endpoint: 'solana:signTransaction',
      path: '$[0].signedTransaction',
      problem: 'expected the signed transaction bytes',
    });
  }
  return signed;
}

export type SolanaSignAndSendTransactionParameters = Omit<SolanaSignTransactionParameters, 'options'> & {
  options?: SolanaSendOptions;
  /**
   * Sends signed wire bytes, returning the base58 signature: used when the wallet has `solana:signTransaction`
   * but no `solana:signAndSendTransaction` (the adapter passes its RPC connection's `sendRawTransaction`).
   */
  send?: (signed: Uint8Array, options: WalletOptions | undefined) => Promise<string>;
};

/**
 * Asks the wallet to sign and send a transaction with `solana:signAndSendTransaction` (or, for a wallet without
 * it, to sign with `solana:signTransaction` and sends it with `send`); returns the transaction signature as
 * base58 text.
 *
 * @throws {InvalidPreflightCommitmentError} before the wallet is asked, for an invalid `preflightCommitment`.
 * @throws {UnsupportedProviderMethodError} (4200) when the wallet can do neither.
 * @throws {UserRejectedRequestError} (4001) when the visitor declines.
 */
export async function signAndSendSolanaTransaction({
  wallet,
  account,
  chain,
  transaction,
  options,
  send,
}: SolanaSignAndSendTransactionParameters): Promise<string> {
  const walletOptions = walletOptionsOf(options);
  const feature = featureOf(wallet, 'solana:signAndSendTransaction');
  if (!feature) {
    if (send && featureOf(wallet, 'solana:signTransaction')) {
      const signed = await signSolanaTransaction({
        wallet,
        account,
        chain,
        transaction,
        ...(options === undefined ? {} : { options }),
      });
      return send(signed, walletOptions);
    }
    throw featureMissing(wallet.name, 'solana:signAndSendTransaction');
  }
  let outputs: readonly { signature: Uint8Array }[];
  try {
    outputs = await feature.signAndSendTransaction({
      account,
      chain,
      transaction,
      ...(walletOptions === undefined ? {} : { options: walletOptions }),
    });
  } catch (error) {
    throw toSolanaWalletError(error);
  }
  const signature = outputs?.[0]?.signature;
  if (!isBytes(signature) || signature.length !== 64) {
    throw new MalformedResponseError({
      endpoint: 'solana:signAndSendTransaction',
      path: '$[0].signature',
      problem: 'expected a 64-byte transaction signature',
    });
  }
  return encodeBase58(signature);
}
