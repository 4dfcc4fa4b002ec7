/**
 * Keccak-256 as Ethereum uses it: the Keccak[c=512] sponge of FIPS 202 with the ORIGINAL Keccak padding
 * (domain byte 0x01, not SHA3-256's 0x06). Written from the FIPS 202 step mappings (θ, ρ, π, χ, ι) for
 * EIP-55 checksums and ABI selectors, so the core needs no hashing dependency. Lanes are 64-bit bigints:
 * plenty fast for addresses and short strings; not meant for bulk hashing.
 */

const MASK_64 = (1n << 64n) - 1n;
/** Rate of Keccak-256 in bytes: (1600 - 2 · 256) / 8. */
const RATE = 136;

/** ι round constants RC[0..23] (FIPS 202 §3.2.5, derived from the rc(t) LFSR; checked in the tests). */
export const KECCAK_ROUND_CONSTANTS: readonly bigint[] = Object.freeze([
  0x0000000000000001n,
  0x0000000000008082n,
  0x800000000000808an,
  0x8000000080008000n,
  0x000000000000808bn,
  0x0000000080000001n,
  0x8000000080008081n,
  0x8000000000008009n,
  0x000000000000008an,
  0x0000000000000088n,
  0x0000000080008009n,
  0x000000008000000an,
  0x000000008000808bn,
  0x800000000000008bn,
  0x8000000000008089n,
  0x8000000000008003n,
  0x8000000000008002n,
  0x8000000000000080n,
  0x000000000000800an,
  0x800000008000000an,
  0x8000000080008081n,
  0x8000000000008080n,
  0x0000000080000001n,
  0x8000000080008008n,
]);

/**
 * ρ rotation offsets, indexed by lane `x + 5y` (FIPS 202 §3.2.2; checked in the tests against the
 * `(t+1)(t+2)/2` derivation).
 */
export const KECCAK_ROTATIONS: readonly number[] = Object.freeze([
  0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14,
]);

function rotl(value: bigint, shift: number): bigint {
  if (shift === 0) return value;
  const s = BigInt(shift);
  return ((value << s) | (value >> (64n - s))) & MASK_64;
}

/** Keccak-f[1600] on a state of 25 lanes, in place. */
function keccakF1600(state: bigint[]): void {
  const c: bigint[] = new Array<bigint>(5).fill(0n);
  const b: bigint[] = new Array<bigint>(25).fill(0n);
  for (const roundConstant of KECCAK_ROUND_CONSTANTS) {
    // θ
    for (let x = 0; x < 5; x++) {
      c[x] =
        (state[x] as bigint) ^
        (state[x + 5] as bigint) ^
        (state[x + 10] as bigint) ^
        (state[x + 15] as bigint) ^
        (state[x + 20] as bigint);
    }
    for (let x = 0; x < 5; x++) {
      const d = (c[(x + 4) % 5] as bigint) ^ rotl(c[(x + 1) % 5] as bigint, 1);
      for (let y = 0; y < 25; y += 5) state[x + y] = (state[x + y] as bigint) ^ d;
    }
    // ρ and π: B[y, 2x + 3y] = rot(A[x, y], r[x, y])
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        const lane = x + 5 * y;
        b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(state[lane] as bigint, KECCAK_ROTATIONS[lane] as number);
      }
    }
    // χ
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        const next = b[y + ((x + 1) % 5)] as bigint;
        const afterNext = b[y + ((x + 2) % 5)] as bigint;
        state[x + y] = (b[x + y] as bigint) ^ (~next & MASK_64 & afterNext);
      }
    }
    // ι
    state[0] = (state[0] as bigint) ^ roundConstant;
  }
}

/**
 * Keccak-256 digest (32 bytes). A string input is hashed as its UTF-8 bytes (it is NOT decoded as hex).
 */
export function keccak256(input: Uint8Array | string): Uint8Array {
  const message = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  // Pad: message || 0x01 || 0x00… || 0x80 to a multiple of the rate (the 0x01 and 0x80 may share a byte).
  const paddedLength = (Math.floor(message.length / RATE) + 1) * RATE;
  const padded = new Uint8Array(paddedLength);
  padded.set(message);
  padded[message.length] = 0x01;
  padded[paddedLength - 1] = (padded[paddedLength - 1] as number) | 0x80;

  const state: bigint[] = new Array<bigint>(25).fill(0n);
  for (let offset = 0; offset < paddedLength; offset += RATE) {
    for (let lane = 0; lane < RATE / 8; lane++) {
      let value = 0n;
      for (let byte = 7; byte >= 0; byte--) {
        value = (value << 8n) | BigInt(padded[offset + lane * 8 + byte] as number);
      }
      state[lane] = (state[lane] as bigint) ^ value;
    }
    keccakF1600(state);
  }

  const out = new Uint8Array(32);
  for (let lane = 0; lane < 4; lane++) {
    let value = state[lane] as bigint;
    for (let byte = 0; byte < 8; byte++) {
      out[lane * 8 + byte] = Number(value & 0xffn);
      value >>= 8n;
    }
  }
  return out;
}

/** Keccak-256 digest as 0x-prefixed lower-case hex (64 digits). Strings are hashed as UTF-8. */
export function keccak256Hex(input: Uint8Array | string): `0x${string}` {
  let hex = '';
  for (const byte of keccak256(input)) hex += byte.toString(16).padStart(2, '0');
  return `0x${hex}`;
}
