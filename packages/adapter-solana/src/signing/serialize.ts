import type { Transaction, VersionedTransaction } from '@solana/web3.js';
import { ValidationError } from '@walletdock/core';
import { isBytes } from '../utils/bytes.js';

/** A transaction to sign: wire bytes, or a web3.js `Transaction` / `VersionedTransaction`. */
export type SolanaTransactionInput = Uint8Array | Transaction | VersionedTransaction;

/** True for a web3.js legacy `Transaction` (it has instructions and no `version`). */
export function isLegacyTransaction(value: unknown): value is Transaction {
  return (
    typeof value === 'object' &&
    value !== null &&
    !isBytes(value) &&
    !('version' in value) &&
    Array.isArray((value as { instructions?: unknown }).instructions) &&
    typeof (value as { serialize?: unknown }).serialize === 'function'
  );
}

/** True for a web3.js `VersionedTransaction`. */
export function isVersionedTransaction(value: unknown): value is VersionedTransaction {
  return (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    'message' in value &&
    typeof (value as { serialize?: unknown }).serialize === 'function'
  );
}

/**
 * The wire bytes of a transaction for a wallet: bytes as given, a `VersionedTransaction` serialized, a legacy
 * `Transaction` serialized without requiring or verifying signatures (the wallet adds its own). A legacy
 * transaction needs its `recentBlockhash` and `feePayer` set (the adapter fills them in).
 *
 * @throws {ValidationError} for anything else, or a transaction web3.js cannot serialize.
 */
export function transactionBytes(transaction: unknown): Uint8Array {
  if (isBytes(transaction)) return transaction;
  try {
    if (isVersionedTransaction(transaction)) return transaction.serialize();
    if (isLegacyTransaction(transaction)) {
      return Uint8Array.from(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }));
    }
  } catch (error) {
    throw new ValidationError('The transaction cannot be serialized', { cause: error });
  }
  throw new ValidationError(
    'A Solana transaction is a Uint8Array, a web3.js Transaction or a web3.js VersionedTransaction',
  );
}
