import fc from 'fast-check';

/** secp256k1's group order `n`. */
export const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const ALL_ONES = 2n ** 256n - 1n;

const hex32 = (value: bigint) => value.toString(16).padStart(64, '0');
const byte = (value: number) => value.toString(16).padStart(2, '0');

/** A 256-bit scalar biased to the edges: 0, 1, n − 1, n, n + 1, n/2, n/2 + 1 (high s), all ones, or any. */
export function scalarArbitrary(): fc.Arbitrary<bigint> {
  return fc.oneof(
    fc.constantFrom(
      0n,
      1n,
      CURVE_ORDER - 1n,
      CURVE_ORDER,
      CURVE_ORDER + 1n,
      CURVE_ORDER / 2n,
      CURVE_ORDER / 2n + 1n,
      ALL_ONES,
    ),
    fc.bigInt({ min: 0n, max: ALL_ONES }),
  );
}

/** A 65-byte signature `r ‖ s ‖ v` of edge-biased parts, v any byte. */
export function partsSignatureArbitrary(): fc.Arbitrary<string> {
  return fc
    .tuple(scalarArbitrary(), scalarArbitrary(), fc.oneof(fc.constantFrom(0, 1, 27, 28), fc.nat(255)))
    .map(([r, s, v]) => `0x${hex32(r)}${hex32(s)}${byte(v)}`);
}

/** A 64-byte EIP-2098 compact signature `r ‖ yParityAndS` of edge-biased parts. */
export function compactSignatureArbitrary(): fc.Arbitrary<string> {
  return fc.tuple(scalarArbitrary(), scalarArbitrary()).map(([r, s]) => `0x${hex32(r)}${hex32(s)}`);
}

/**
 * Strings where a signature belongs that no key made: edge-biased 65- and 64-byte signatures, hex of every
 * length (with and without `0x`, any case), non-hex, unicode, control characters, huge strings.
 */
export function badSignatureArbitrary(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: partsSignatureArbitrary() },
    { weight: 2, arbitrary: compactSignatureArbitrary() },
    { weight: 2, arbitrary: fc.stringMatching(/^0x[0-9a-fA-F]{0,300}$/) },
    fc.stringMatching(/^[0-9a-f]{128,132}$/),
    fc.stringMatching(/^0X[0-9a-f]{130}$/),
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: 'binary', maxLength: 140 }),
    fc.string({ minLength: 10_000, maxLength: 40_000 }),
    fc.constantFrom('', '0x', '0x0', ' 0x', `0x${'0'.repeat(130)} `, `0x${'g'.repeat(130)}`),
  );
}

/** Non-strings where a string belongs: numbers, booleans, null, arrays, objects. */
export function notAStringArbitrary(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  );
}

/**
 * EVM addresses of every wrong form: too short or long, no `0x`, non-hex, a broken EIP-55 checksum, unicode,
 * control characters, empty.
 */
export function wrongAddressArbitrary(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.stringMatching(/^0x[0-9a-f]{0,39}$/),
    fc.stringMatching(/^0x[0-9a-f]{41,80}$/),
    fc.stringMatching(/^[0-9a-f]{40}$/),
    fc.stringMatching(/^0x[0-9a-fA-F]{38}[g-zG-Z]{2}$/),
    // A mixed-case address with a broken checksum (at least one lower and one upper letter).
    fc.stringMatching(/^0x[0-9]{10}[a-f][A-F][0-9a-fA-F]{28}$/),
    fc.string({ unit: 'grapheme', minLength: 1 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
    fc.constantFrom(
      '0x',
      '0X0000000000000000000000000000000000000000',
      ' 0x0000000000000000000000000000000000000000',
    ),
  );
}
