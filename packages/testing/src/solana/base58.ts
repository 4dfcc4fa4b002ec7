import { decodeBase58 as decodeOrThrow, encodeBase58 } from '@walletdock/core';

// Base58 (Bitcoin alphabet, as Solana prints keys, hashes and signatures) is core's adapter kit's, tested there
// against the Bitcoin vectors; the local chain's decoder answers `undefined` for text it cannot read.
export { encodeBase58 };

/**
 * Decodes base58 text.
 * @returns `undefined` when the text holds a character outside the alphabet.
 */
export function decodeBase58(text: string): Uint8Array | undefined {
  try {
    return decodeOrThrow(text);
  } catch {
    return undefined;
  }
}
