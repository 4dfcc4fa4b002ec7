import { ValidationError } from '../errors/validation-error.js';
import { isHex } from './hex.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

/** The version byte of KZG blob versioned hashes (EIP-4844 `VERSIONED_HASH_VERSION_KZG`). */
export const VERSIONED_HASH_VERSION_KZG = 0x01;

/**
 * Checks the blob versioned hashes of an EIP-4844 transaction (spec §5): a non-empty list of 32-byte hex
 * values whose first byte is the KZG version 0x01.
 *
 * @throws {ValidationError} for an empty list, a wrong size or a wrong version.
 */
export function assertBlobVersionedHashes(hashes: unknown): asserts hashes is readonly `0x${string}`[] {
  if (!Array.isArray(hashes) || hashes.length === 0) {
    throw new ValidationError(VALIDATION_MESSAGES.emptyBlobVersionedHashes);
  }
  for (const hash of hashes as unknown[]) {
    if (!isHex(hash, { bytes: 32 })) {
      throw new ValidationError(VALIDATION_MESSAGES.invalidBlobVersionedHashSize(hash));
    }
    if (Number.parseInt(hash.slice(2, 4), 16) !== VERSIONED_HASH_VERSION_KZG) {
      throw new ValidationError(VALIDATION_MESSAGES.invalidBlobVersionedHashVersion(hash));
    }
  }
}
