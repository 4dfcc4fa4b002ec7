/** UTF-8 bytes of text. */
export function utf8Bytes(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** True for a `Uint8Array` (also one made in another realm, e.g. a Buffer or a happy-dom window's). */
export function isBytes(value: unknown): value is Uint8Array {
  return (
    value instanceof Uint8Array ||
    (ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]')
  );
}

/** Little-endian u64 bytes of a non-negative bigint below 2^64. */
export function u64LittleEndian(value: bigint): Uint8Array {
  const out = new Uint8Array(8);
  let rest = value;
  for (let i = 0; i < 8; i += 1) {
    out[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  return out;
}

/** The little-endian u64 at `offset` of `bytes`. */
export function readU64LittleEndian(bytes: Uint8Array, offset: number): bigint {
  let value = 0n;
  for (let i = 7; i >= 0; i -= 1) value = (value << 8n) | BigInt(bytes[offset + i] ?? 0);
  return value;
}
