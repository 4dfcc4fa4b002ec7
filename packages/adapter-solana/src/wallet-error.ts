import {
  toWalletDockError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  type WalletDockError,
} from '@walletdock/core';
import { isWalletRejection } from './wallet-rejection.js';

// The wallet failures of the adapter's lazily loaded code (signing, sending): mapped at once with core's code
// classes, which that code's chunk brings along.

/** The wallet lacks a Wallet Standard feature the operation needs (EIP-1193 4200 "Unsupported method"). */
export function featureMissing(walletName: string, feature: string): UnsupportedProviderMethodError {
  return new UnsupportedProviderMethodError({
    details: `The wallet ${JSON.stringify(walletName)} does not support ${feature}`,
  });
}

/**
 * Any wallet failure as a `WalletDockError`: a refusal as core's `UserRejectedRequestError` (4001, shown as
 * 'Signature declined'), other codes as their code class, anything else wrapped with the original as `cause`.
 */
export function toSolanaWalletError(error: unknown): WalletDockError {
  if (error instanceof UserRejectedRequestError) return error;
  if (isWalletRejection(error)) return new UserRejectedRequestError({ cause: error });
  return toWalletDockError(error);
}
