import { decodeBase58, MESSAGES, ValidationError } from '@walletdock/core';

/**
 * The send feature's receiver check (spec §5): a base58 key of 32 bytes (a wallet's public key or a
 * program-derived address). The same rule as `isSolanaAddress` (validation/address.ts), kept here so that the
 * always-loaded adapter does not take in the validation module the lazily loaded transfer code uses.
 *
 * @throws {ValidationError} 'Invalid receiver address' (MESSAGES.invalidReceiverAddress).
 */
export function assertReceiverAddress(address: string): void {
  let bytes: Uint8Array | undefined;
  try {
    bytes =
      typeof address === 'string' && address.length >= 32 && address.length <= 44
        ? decodeBase58(address)
        : undefined;
  } catch {
    bytes = undefined;
  }
  if (bytes?.length !== 32) {
    throw new ValidationError(MESSAGES.invalidReceiverAddress, {
      details: 'A Solana address is the base58 text of 32 bytes',
    });
  }
}
