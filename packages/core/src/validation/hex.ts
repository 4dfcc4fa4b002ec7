/** A 0x-prefixed hex string. */
export type Hex = `0x${string}`;

const HEX = /^0x[0-9a-fA-F]*$/;

/**
 * True for `0x` followed by hex digits (none at all is allowed: `0x` is empty data). With `bytes`, the
 * value must be exactly that many bytes (2 · bytes digits). Only ASCII digits count: look-alikes fail.
 */
export function isHex(value: unknown, options: { bytes?: number } = {}): value is Hex {
  if (typeof value !== 'string' || !HEX.test(value)) return false;
  return options.bytes === undefined || value.length === 2 + 2 * options.bytes;
}
