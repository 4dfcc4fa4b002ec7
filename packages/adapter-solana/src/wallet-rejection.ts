import { isUserRejection } from '@walletdock/core';

/**
 * Error names of `@solana/wallet-adapter-base` whose failure is a visitor's refusal when their message says so
 * (wallet adapters wrap the wallet's own error, often without a code).
 */
const WALLET_ADAPTER_ERROR_NAMES: readonly string[] = Object.freeze([
  'WalletConnectionError',
  'WalletSignMessageError',
  'WalletSignTransactionError',
  'WalletSendTransactionError',
  'WalletSignInError',
]);
const REFUSAL = /\b(?:user )?(?:rejected|declined|denied|cancell?ed)\b/i;

/**
 * True when a wallet failure is the visitor's refusal: code 4001 (or WalletConnect's 5000, 'ACTION_REJECTED')
 * anywhere in the cause chain, `WalletWindowClosedError`, or a `Wallet…Error` of the wallet-adapter family whose
 * message says rejected / declined / denied / cancelled.
 */
export function isWalletRejection(error: unknown): boolean {
  if (isUserRejection(error)) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { name, message } = current as { name?: unknown; message?: unknown };
    if (name === 'WalletWindowClosedError') return true;
    if (
      typeof name === 'string' &&
      WALLET_ADAPTER_ERROR_NAMES.includes(name) &&
      typeof message === 'string' &&
      REFUSAL.test(message)
    ) {
      return true;
    }
    current =
      (current as { cause?: unknown; error?: unknown }).cause ?? (current as { error?: unknown }).error;
  }
  return false;
}
