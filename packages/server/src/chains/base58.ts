import { decodeBase58 } from '@walletdock/core/primitives';

/** The longest base58 text of a 32-byte key (44 characters): longer input is refused before it is decoded. */
const MAX_KEY_TEXT = 44;

/**
 * Whether `text` is a Solana address (public key or mint): base58 (the SDK's one decoder, `@walletdock/core`)
 * of exactly 32 bytes.
 */
export function isSolanaAddress(text: string): boolean {
  if (typeof text !== 'string' || text === '' || text.length > MAX_KEY_TEXT) return false;
  try {
    return decodeBase58(text).length === 32;
  } catch {
    return false; // a character outside the base58 alphabet
  }
}
