import { combine, split } from 'shamir-secret-sharing';

/** A 2-of-3 share of the wallet entropy, tagged with the split it belongs to. */
export type ShareRole = 'device' | 'auth' | 'recovery';
export interface Share {
  readonly role: ShareRole;
  readonly splitId: Uint8Array;
  readonly data: Uint8Array;
}

const VERSION = 1;
const ROLES: readonly ShareRole[] = ['device', 'auth', 'recovery'];
const SPLIT_ID_BYTES = 16;

export class ShareMismatchError extends Error {
  override readonly name = 'ShareMismatchError';
  constructor(reason: string) {
    super(`These key shares cannot be combined: ${reason}`);
  }
}

export class InvalidShareError extends Error {
  override readonly name = 'InvalidShareError';
  constructor() {
    super('This key share is damaged or of an unknown version');
  }
}

export async function splitEntropy(entropy: Uint8Array): Promise<Record<ShareRole, Share>> {
  const splitId = globalThis.crypto.getRandomValues(new Uint8Array(SPLIT_ID_BYTES));
  const [device, auth, recovery] = await split(entropy, 3, 2);
  if (!device || !auth || !recovery) throw new Error('Secret sharing gave fewer than three shares');
  return {
    device: { role: 'device', splitId, data: device },
    auth: { role: 'auth', splitId, data: auth },
    recovery: { role: 'recovery', splitId, data: recovery },
  };
}

const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

export async function combineShares(a: Share, b: Share): Promise<Uint8Array> {
  if (!same(a.splitId, b.splitId)) throw new ShareMismatchError('they come from different splits');
  if (a.role === b.role) throw new ShareMismatchError('they are the same share');
  return combine([a.data, b.data]);
}

/** Bytes: [version, role index, 16-byte split id, share data]. */
export function encodeShare(share: Share): Uint8Array {
  const out = new Uint8Array(2 + SPLIT_ID_BYTES + share.data.length);
  out.set([VERSION, ROLES.indexOf(share.role)], 0);
  out.set(share.splitId, 2);
  out.set(share.data, 2 + SPLIT_ID_BYTES);
  return out;
}

export function decodeShare(bytes: Uint8Array): Share {
  const role = ROLES[bytes[1] ?? -1];
  if (bytes[0] !== VERSION || !role || bytes.length < 2 + SPLIT_ID_BYTES + 2) throw new InvalidShareError();
  return { role, splitId: bytes.slice(2, 2 + SPLIT_ID_BYTES), data: bytes.slice(2 + SPLIT_ID_BYTES) };
}
