import { ValidationError } from '../errors/validation-error.js';
import { isEvmAddress } from './evm-address.js';
import { isHex } from './hex.js';
import type { AccessList } from './transaction-fields.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

/**
 * Checks an EIP-2930 access list (spec §5): each entry has a valid address and storage keys of exactly
 * 32 bytes.
 *
 * @throws {ValidationError} for an invalid address or a storage key of the wrong size.
 */
export function assertAccessList(accessList: unknown): asserts accessList is AccessList {
  if (!Array.isArray(accessList)) {
    throw new ValidationError(VALIDATION_MESSAGES.invalidAddress(accessList));
  }
  for (const entry of accessList as unknown[]) {
    const { address, storageKeys } = (entry ?? {}) as { address?: unknown; storageKeys?: unknown };
    if (!isEvmAddress(address)) throw new ValidationError(VALIDATION_MESSAGES.invalidAddress(address));
    if (!Array.isArray(storageKeys)) {
      throw new ValidationError(VALIDATION_MESSAGES.invalidStorageKeySize(storageKeys));
    }
    for (const key of storageKeys as unknown[]) {
      if (!isHex(key, { bytes: 32 })) {
        throw new ValidationError(VALIDATION_MESSAGES.invalidStorageKeySize(key));
      }
    }
  }
}
