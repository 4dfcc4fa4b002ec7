/** `0x`-prefixed hex text. */
export type Hex = `0x${string}`;

/**
 * A non-negative integer as a JSON-RPC quantity (`0x` and lower-case hex digits without leading zeros), as
 * viem's `numberToHex` without a size.
 *
 * @throws {RangeError} for a negative number, or a `number` that is not a safe integer.
 */
export function numberToHex(value: number | bigint): Hex {
  const valid = typeof value === 'bigint' ? value >= 0n : Number.isSafeInteger(value) && value >= 0;
  if (!valid) throw new RangeError(`Invalid quantity ${value}`);
  return `0x${value.toString(16)}`;
}

/** Bytes as lower-case hex. */
export function bytesToHex(bytes: Uint8Array): Hex {
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** A string's UTF-8 bytes as hex. */
export function stringToHex(text: string): Hex {
  return bytesToHex(new TextEncoder().encode(text));
}

/** Whether `value` is `0x` followed by hex digits only (`0x` alone included). */
export function isHex(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value);
}
