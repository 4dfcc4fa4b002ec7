const SIGNED_MESSAGE = /^0x[0-9a-fA-F]{62,}$/;

/**
 * True for a signature returned by a wallet: `0x` and at least 62 hex digits (spec §5). Longer
 * signatures (65-byte ECDSA, ERC-1271/ERC-6492 smart-account signatures) pass.
 */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && SIGNED_MESSAGE.test(value);
}
