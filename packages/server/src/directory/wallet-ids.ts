import { createHash } from 'node:crypto';

/** A wallet's directory id: SHA-256 of its `rdns`, else of `key:<key>` (the same ids as the local stack's). */
export function walletIdFor(rdns: string | null, key: string): string {
  return createHash('sha256')
    .update(`walletdock-directory:${rdns ?? `key:${key}`}`)
    .digest('hex');
}

/** A UUID-shaped image id derived from a wallet id. */
export function imageIdFor(id: string): string {
  const hex = createHash('sha256').update(`image:${id}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
