import { ProviderRpcError } from '../wallet/errors.js';

/**
 * Signing a Solana transaction in its wire format (a compact-u16 count of 64-byte signature slots, then the
 * message: legacy, or v0 behind a 0x80 prefix; a 3-byte header whose first byte is the number of required
 * signers; a compact-u16 count of 32-byte account keys, the signers first), with no Solana SDK: what the in-page
 * wallet needs in a browser, where it must not load `@solana/web3.js` just to place one signature.
 */

const SIGNATURE_BYTES = 64;
const KEY_BYTES = 32;

/** Reads the compact-u16 at `offset`: its value and how many bytes it took (1 to 3). */
function readCompactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0;
  for (let size = 0; size < 3; size += 1) {
    const byte = bytes[offset + size];
    if (byte === undefined) throw decodeError('it ends inside a length');
    value |= (byte & 0x7f) << (7 * size);
    if ((byte & 0x80) === 0) return { value, size: size + 1 };
  }
  throw decodeError('a length takes more than 3 bytes');
}

function decodeError(reason: string): ProviderRpcError {
  return ProviderRpcError.invalidParams(`The transaction cannot be decoded: ${reason}.`);
}

/** Where a wire-format transaction's parts are: its signature slots, its message, and its required signers. */
export type WireTransactionLayout = {
  /** Offset of the first signature slot. */
  readonly signaturesOffset: number;
  /** The message (the bytes every signature signs). */
  readonly message: Uint8Array;
  /** The public keys that must sign, in slot order. */
  readonly signers: readonly Uint8Array[];
};

/**
 * The layout of a wire-format transaction.
 * @throws {ProviderRpcError} -32602 when the bytes are not a legacy or v0 transaction.
 */
export function readWireTransaction(wire: Uint8Array): WireTransactionLayout {
  const count = readCompactU16(wire, 0);
  const messageOffset = count.size + count.value * SIGNATURE_BYTES;
  if (messageOffset >= wire.length) throw decodeError('it ends inside its signatures');
  const message = wire.subarray(messageOffset);
  const prefix = message[0] as number;
  const versioned = (prefix & 0x80) !== 0;
  if (versioned && (prefix & 0x7f) !== 0) {
    throw ProviderRpcError.invalidParams(`Unsupported transaction version ${prefix & 0x7f}.`);
  }
  const header = versioned ? 1 : 0;
  const required = message[header];
  if (required === undefined || message.length < header + 3) throw decodeError('its header is cut');
  if (required !== count.value) {
    throw decodeError(`it has ${count.value} signature slots for ${required} signers`);
  }
  const keys = readCompactU16(message, header + 3);
  const keysOffset = header + 3 + keys.size;
  if (keys.value < required || keysOffset + keys.value * KEY_BYTES > message.length) {
    throw decodeError('its account keys are cut');
  }
  const signers: Uint8Array[] = [];
  for (let index = 0; index < required; index += 1) {
    const start = keysOffset + index * KEY_BYTES;
    signers.push(message.subarray(start, start + KEY_BYTES));
  }
  return { signaturesOffset: count.size, message, signers };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/**
 * Signs `wire` as `publicKey`: a copy with `sign(message)` in that key's signature slot (the other slots are
 * kept), and the signature.
 * @throws {ProviderRpcError} -32602 when the bytes are not a transaction, or it needs no signature of the key.
 */
export function signWireTransaction(
  wire: Uint8Array,
  publicKey: Uint8Array,
  sign: (message: Uint8Array) => Uint8Array,
  address: string,
): { transaction: Uint8Array; signature: Uint8Array } {
  const layout = readWireTransaction(wire);
  const slot = layout.signers.findIndex((signer) => sameBytes(signer, publicKey));
  if (slot < 0) {
    throw ProviderRpcError.invalidParams(`The transaction does not need a signature of ${address}.`);
  }
  const signature = sign(layout.message);
  const transaction = Uint8Array.from(wire);
  transaction.set(signature, layout.signaturesOffset + slot * SIGNATURE_BYTES);
  return { transaction, signature };
}
