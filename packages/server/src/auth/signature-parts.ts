import type { Hex } from 'viem';

/** secp256k1's group order `n`. */
export const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const HALF_N = SECP256K1_N / 2n;
const TOP_BIT = 1n << 255n;

/**
 * A signature's text as the signed routes accept it: `0x` and 65 bytes of hex (`r ‖ s ‖ v`, what
 * `personal_sign` returns) or 64 (an EIP-2098 compact `r ‖ yParityAndS`), any case.
 */
export const SIGNATURE_PATTERN = /^0x(?:[0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/;

/** The parts of an ECDSA secp256k1 signature, checked: `r` in [1, n − 1], `s` in [1, n/2] (low s). */
export type SignatureParts = { r: bigint; s: bigint; yParity: 0 | 1 };

/**
 * The checked parts of `signature` (which matches `SIGNATURE_PATTERN`), or why it cannot be a signature: `v` not
 * 27, 28, 0 or 1; `r` or `s` 0 or not below `n`; `s` above n/2 (EIP-2: only low-s signatures, so that no
 * signature has a second, malleated form). Never throws.
 */
export function signatureParts(signature: Hex): SignatureParts | { problem: string } {
  const r = BigInt(`0x${signature.slice(2, 66)}`);
  let s = BigInt(`0x${signature.slice(66, 130)}`);
  let yParity: 0 | 1;
  if (signature.length === 132) {
    const v = Number.parseInt(signature.slice(130), 16);
    if (v === 0 || v === 27) yParity = 0;
    else if (v === 1 || v === 28) yParity = 1;
    else return { problem: `v must be 27 or 28 (or 0 or 1), got ${v}` };
  } else {
    // EIP-2098: the top bit of the second word is the y parity, the other 255 bits are s.
    yParity = s >= TOP_BIT ? 1 : 0;
    s &= TOP_BIT - 1n;
  }
  if (r === 0n || r >= SECP256K1_N) return { problem: 'r must be between 1 and n − 1' };
  if (s === 0n || s >= SECP256K1_N) return { problem: 's must be between 1 and n − 1' };
  if (s > HALF_N) return { problem: 's must be at most n/2 (EIP-2)' };
  return { r, s, yParity };
}
