const MASK_64 = (1n << 64n) - 1n;
const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;

/** splitmix64's finaliser: spreads every input bit over the whole word. */
function mix(value: bigint): bigint {
  let z = value & MASK_64;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK_64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK_64;
  return z ^ (z >> 31n);
}

/**
 * A deterministic hex digest of `input`, `bytes` long (no `0x`). Built from FNV-1a and splitmix64: the same
 * input always gives the same output and different inputs practically never collide, but it is **not
 * cryptographic** — anyone can forge it. Used by the fake wallet for signatures and transaction hashes.
 */
export function pseudoDigest(input: string, bytes: number): string {
  let out = '';
  for (let block = 0; out.length < bytes * 2; block++) {
    let hash = FNV_OFFSET ^ BigInt(block);
    for (let i = 0; i < input.length; i++) {
      hash ^= BigInt(input.charCodeAt(i));
      hash = (hash * FNV_PRIME) & MASK_64;
    }
    out += mix(hash ^ BigInt(input.length))
      .toString(16)
      .padStart(16, '0');
  }
  return out.slice(0, bytes * 2);
}
