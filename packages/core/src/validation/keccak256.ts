import { keccak_256 } from '@noble/hashes/sha3.js';

/**
 * Keccak-256 as Ethereum uses it (the ORIGINAL Keccak padding, domain byte 0x01, not SHA3-256's 0x06), for
 * EIP-55 checksums, ABI selectors and sign-in messages. The audited implementation of `@noble/hashes`.
 */

/** Keccak-256 digest (32 bytes). A string input is hashed as its UTF-8 bytes (it is NOT decoded as hex). */
export function keccak256(input: Uint8Array | string): Uint8Array {
  return keccak_256(typeof input === 'string' ? new TextEncoder().encode(input) : input);
}

/** Keccak-256 digest as 0x-prefixed lower-case hex (64 digits). Strings are hashed as UTF-8. */
export function keccak256Hex(input: Uint8Array | string): `0x${string}` {
  let hex = '';
  for (const byte of keccak256(input)) hex += byte.toString(16).padStart(2, '0');
  return `0x${hex}`;
}
