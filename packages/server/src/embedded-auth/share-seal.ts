import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** What sealing adds to a share: its IV and its GCM tag. */
export const SEAL_OVERHEAD = IV_BYTES + TAG_BYTES;

/** The error of a sealed share that does not open (another key, another account, altered bytes). */
export class ShareSealError extends Error {
  override name = 'ShareSealError';
  constructor() {
    super('the stored auth share does not open with the server key');
  }
}

/**
 * Seals an auth share at rest: AES-256-GCM with the server key, the account id as associated data (a share
 * copied to another account's row does not open), `iv | tag | ciphertext`.
 */
export function sealShare(key: Uint8Array, accountId: string, plain: Uint8Array): Uint8Array {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(accountId, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return new Uint8Array(Buffer.concat([iv, cipher.getAuthTag(), body]));
}

/** Opens what {@link sealShare} sealed. @throws {ShareSealError} when it does not open. */
export function openShare(key: Uint8Array, accountId: string, sealed: Uint8Array): Uint8Array {
  if (sealed.length <= SEAL_OVERHEAD) throw new ShareSealError();
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(accountId, 'utf8'));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, SEAL_OVERHEAD));
  try {
    return new Uint8Array(Buffer.concat([decipher.update(sealed.subarray(SEAL_OVERHEAD)), decipher.final()]));
  } catch {
    throw new ShareSealError();
  }
}
