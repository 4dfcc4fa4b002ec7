/**
 * Reading a Solana transaction in its wire format (legacy, or v0 behind a 0x80 prefix) far enough to say what it
 * does: its account keys and its instructions (program, accounts, data). No Solana SDK: the demo wallet's dialog
 * must not load `@solana/web3.js` to describe a request. Layout: a compact-u16 count of 64-byte signatures, then
 * the message — a 3-byte header, a compact-u16 count of 32-byte account keys, the 32-byte recent blockhash, a
 * compact-u16 count of instructions (each: a program index, a compact-u16 count of account indexes, a
 * compact-u16 length of data), and in v0 the address-table lookups, whose accounts are not known here.
 */

/** One instruction: its program and accounts as base58 keys (`undefined` for an account of a lookup table). */
export type WireInstruction = {
  readonly program: string | undefined;
  readonly accounts: readonly (string | undefined)[];
  readonly data: Uint8Array;
};

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 (Bitcoin alphabet) of `bytes`, as Solana writes keys. */
export function base58(bytes: Uint8Array): string {
  const digits: number[] = [];
  for (const byte of bytes) {
    let carry = byte;
    for (let index = 0; index < digits.length; index += 1) {
      carry += (digits[index] as number) << 8;
      digits[index] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  let zeros = '';
  for (const byte of bytes) {
    if (byte !== 0) break;
    zeros += '1';
  }
  return (
    zeros +
    digits
      .reverse()
      .map((digit) => ALPHABET[digit])
      .join('')
  );
}

class Reader {
  offset = 0;
  constructor(private readonly bytes: Uint8Array) {}
  byte(): number {
    const value = this.bytes[this.offset];
    if (value === undefined) throw new RangeError('The transaction ends early.');
    this.offset += 1;
    return value;
  }
  compactU16(): number {
    let value = 0;
    for (let size = 0; size < 3; size += 1) {
      const byte = this.byte();
      value |= (byte & 0x7f) << (7 * size);
      if ((byte & 0x80) === 0) return value;
    }
    throw new RangeError('A length takes more than 3 bytes.');
  }
  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new RangeError('The transaction ends early.');
    const part = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return part;
  }
}

/** The instructions of a wire-format transaction, or undefined when the bytes are not one. Never throws. */
export function readWireInstructions(wire: Uint8Array): WireInstruction[] | undefined {
  try {
    const reader = new Reader(wire);
    reader.take(reader.compactU16() * 64);
    const versioned = (wire[reader.offset] ?? 0) & 0x80;
    if (versioned) reader.byte();
    reader.take(3);
    const keys: string[] = [];
    for (let count = reader.compactU16(); count > 0; count -= 1) keys.push(base58(reader.take(32)));
    reader.take(32);
    const instructions: WireInstruction[] = [];
    for (let count = reader.compactU16(); count > 0; count -= 1) {
      const program = keys[reader.byte()];
      const accounts: (string | undefined)[] = [];
      for (let size = reader.compactU16(); size > 0; size -= 1) accounts.push(keys[reader.byte()]);
      instructions.push({ program, accounts, data: Uint8Array.from(reader.take(reader.compactU16())) });
    }
    return instructions;
  } catch {
    return undefined;
  }
}

/** The little-endian u64 at `offset` of `data` (undefined past its end). */
export function readU64(data: Uint8Array, offset: number): bigint | undefined {
  if (data.length < offset + 8) return undefined;
  let value = 0n;
  for (let index = 7; index >= 0; index -= 1) value = (value << 8n) | BigInt(data[offset + index] as number);
  return value;
}
