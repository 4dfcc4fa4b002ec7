import { VALIDATION_MESSAGES, ValidationError } from '@walletdock/core';
import { decodeBase58 } from '../utils/base58.js';

/** True for a Solana address: base58 text of 32 bytes (an ed25519 public key or a program-derived address). */
export function isSolanaAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < 32 || value.length > 44) return false;
  try {
    return decodeBase58(value).length === 32;
  } catch {
    return false;
  }
}

/**
 * The 32 bytes of a Solana address.
 *
 * @throws {ValidationError} 'Address "…" is invalid' for anything else.
 */
export function assertSolanaAddress(value: unknown): Uint8Array {
  if (!isSolanaAddress(value)) throw new ValidationError(VALIDATION_MESSAGES.invalidAddress(value));
  return decodeBase58(value);
}
