import { ed25519 } from '@noble/curves/ed25519';

/** Lowercase hex of `bytes`, `0x`-prefixed. */
export function toHex(bytes: Uint8Array): string {
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The bytes of a `0x`-prefixed, even-length hex string; undefined when it is not one. */
export function fromHex(hex: string): Uint8Array | undefined {
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(hex)) return undefined;
  const bytes = new Uint8Array((hex.length - 2) / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16);
  return bytes;
}

/** An ed25519 key pair; the example chain's address is the public key in hex (`0x` + 64 hex digits). */
export type ExampleKeyPair = { secretKey: Uint8Array; publicKey: Uint8Array; address: string };

/** A key pair from a 32-byte secret key, or a fresh random one. */
export function exampleKeyPair(secretKey: Uint8Array = ed25519.utils.randomPrivateKey()): ExampleKeyPair {
  const publicKey = ed25519.getPublicKey(secretKey);
  return { secretKey, publicKey, address: toHex(publicKey) };
}

/** Signs the UTF-8 bytes of `message` with ed25519; the signature in hex (`0x` + 128 hex digits). */
export function signExampleMessage(secretKey: Uint8Array, message: string): string {
  return toHex(ed25519.sign(new TextEncoder().encode(message), secretKey));
}

/**
 * True when `signature` is `address`'s ed25519 signature of the UTF-8 bytes of `message`. Never throws:
 * malformed input is simply not a valid signature.
 */
export function verifyExampleSignature(params: {
  address: string;
  message: string;
  signature: string;
}): boolean {
  const publicKey = fromHex(params.address);
  const signature = fromHex(params.signature);
  if (publicKey?.length !== 32 || signature?.length !== 64) return false;
  try {
    return ed25519.verify(signature, new TextEncoder().encode(params.message), publicKey);
  } catch {
    return false;
  }
}
