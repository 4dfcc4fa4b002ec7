const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of 62 below 256: bytes from it up are drawn again, so every letter is equally likely. */
const UNBIASED_BELOW = 248;

/**
 * A fresh sign-in nonce: `length` letters and digits (default 24, about 142 bits; ERC-4361 wants at least 8,
 * and at least 17 give 96 bits) from `crypto.getRandomValues`.
 *
 * @throws {RangeError} for a length under 17 (fewer than 96 random bits).
 */
export function createSiwxNonce(length = 24): string {
  if (!Number.isInteger(length) || length < 17)
    throw new RangeError('A sign-in nonce has at least 17 characters');
  let nonce = '';
  const bytes = new Uint8Array(length * 2);
  while (nonce.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_BELOW && nonce.length < length) nonce += ALPHABET[byte % ALPHABET.length];
    }
  }
  return nonce;
}
