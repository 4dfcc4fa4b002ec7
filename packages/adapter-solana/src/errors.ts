import {
  ChainError,
  ConfigurationError,
  isUserRejection,
  MESSAGES,
  toWalletDockError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  ValidationError,
  type WalletDockError,
} from '@walletdock/core';

/**
 * A chain id that has no counterpart: a Wallet Standard chain (`solana:…`) with no configured CAIP-2 network, or
 * a CAIP-2 id with no Wallet Standard chain (spec §8 'Chain is not supported').
 */
export class UnknownSolanaChainError extends ChainError {
  override name = 'UnknownSolanaChainError';
  readonly chain: string;
  constructor(chain: string, details: string) {
    super(MESSAGES.chainNotSupported, { details });
    this.chain = chain;
  }
}

/** A `preflightCommitment` outside the spec's list (§5), refused before the wallet is asked. */
export class InvalidPreflightCommitmentError extends ValidationError {
  override name = 'InvalidPreflightCommitmentError';
  readonly value: unknown;
  constructor(value: unknown) {
    super(`Invalid preflightCommitment ${describe(value)}`, {
      details:
        'preflightCommitment must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max',
    });
    this.value = value;
  }
}

/** `@solana/web3.js` (a peer dependency) could not be loaded for an operation that needs it. */
export class SolanaWeb3UnavailableError extends ConfigurationError {
  override name = 'SolanaWeb3UnavailableError';
  constructor(cause: unknown) {
    super('@solana/web3.js could not be loaded', {
      cause,
      details:
        'Install the peer dependency @solana/web3.js@^1.98.4: RPC reads and transactions of the Solana adapter need it',
    });
  }
}

/** The wallet lacks a Wallet Standard feature the operation needs (EIP-1193 4200 "Unsupported method"). */
export function featureMissing(walletName: string, feature: string): UnsupportedProviderMethodError {
  return new UnsupportedProviderMethodError({
    details: `The wallet ${JSON.stringify(walletName)} does not support ${feature}`,
  });
}

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

/**
 * Any wallet failure as a `WalletDockError`: a refusal as core's `UserRejectedRequestError` (4001, shown as
 * 'Signature declined'), other codes as their code class, anything else wrapped with the original as `cause`.
 */
export function toSolanaWalletError(error: unknown): WalletDockError {
  if (error instanceof UserRejectedRequestError) return error;
  if (isWalletRejection(error)) return new UserRejectedRequestError({ cause: error });
  return toWalletDockError(error);
}

function describe(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
  try {
    return String(value);
  } catch {
    return typeof value;
  }
}
