import { hmac } from '@noble/hashes/hmac';
import { sha512 } from '@noble/hashes/sha2';

/** SLIP-0010 ed25519 derivation (hardened indices only, as the curve requires). */
export interface Slip10Node {
  readonly privateKey: Uint8Array;
  readonly chainCode: Uint8Array;
}

const HARDENED = 0x80000000;

export function slip10Master(seed: Uint8Array): Slip10Node {
  const i = hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed);
  return { privateKey: i.slice(0, 32), chainCode: i.slice(32) };
}

export function slip10Child(parent: Slip10Node, index: number): Slip10Node {
  const data = new Uint8Array(37);
  data.set(parent.privateKey, 1);
  new DataView(data.buffer).setUint32(33, (index | HARDENED) >>> 0);
  const i = hmac(sha512, parent.chainCode, data);
  data.fill(0);
  return { privateKey: i.slice(0, 32), chainCode: i.slice(32) };
}

/** `path` like m/44'/501'/0'/0' — every segment must be hardened. */
export function slip10Derive(seed: Uint8Array, path: string): Slip10Node {
  const segments = path.split('/');
  if (segments[0] !== 'm') throw new Error(`Not a derivation path: ${path}`);
  return segments.slice(1).reduce((node, segment) => {
    if (!/^\d+'$/.test(segment)) throw new Error(`SLIP-0010 ed25519 needs hardened segments: ${path}`);
    return slip10Child(node, Number.parseInt(segment, 10));
  }, slip10Master(seed));
}
