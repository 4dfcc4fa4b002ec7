import { MAX_AUTH_SHARE_BYTES } from '../embedded/embedded-accounts.js';
import { BadRequestError, NotFoundError } from '../errors.js';
import type { AuthDeps } from './auth-deps.js';
import type { SessionClaims } from './sessions.js';
import { openShare, SEAL_OVERHEAD, sealShare } from './share-seal.js';

/** The largest auth share taken (what the store holds, less what sealing adds). */
export const MAX_AUTH_SHARE_INPUT = MAX_AUTH_SHARE_BYTES - SEAL_OVERHEAD;
/** The largest recovery-share blob taken. */
export const MAX_RECOVERY_SHARE_BYTES = 4096;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Base64 → bytes, at most `max`. @throws {BadRequestError} */
export function decodeBlob(value: string, max: number, field = 'ciphertext'): Uint8Array {
  const bytes = BASE64.test(value) && value.length % 4 === 0 ? Buffer.from(value, 'base64') : undefined;
  if (bytes === undefined || bytes.length === 0 || bytes.length > max)
    throw new BadRequestError(`${field} must be 1 to ${max} bytes, base64-encoded`);
  return new Uint8Array(bytes);
}

const encode = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** `PUT /auth/v1/shares/auth`: seals the share with the server key and stores it as a new version. */
export async function putAuthShare(
  deps: AuthDeps,
  session: SessionClaims,
  ciphertext: string,
): Promise<number> {
  const plain = decodeBlob(ciphertext, MAX_AUTH_SHARE_INPUT);
  return deps.accounts.putAuthShare(session.accountId, sealShare(deps.shareKey, session.accountId, plain));
}

/** `GET /auth/v1/shares/auth`: the current share, opened. @throws {NotFoundError} when there is none. */
export async function getAuthShare(deps: AuthDeps, session: SessionClaims) {
  const share = await deps.accounts.currentAuthShare(session.accountId);
  if (share === undefined) throw new NotFoundError('no auth share is stored', 'share_not_found');
  const plain = openShare(deps.shareKey, session.accountId, share.ciphertext);
  return { ciphertext: encode(plain), version: share.version };
}

/** `PUT /auth/v1/shares/recovery`: the passphrase-encrypted blob, stored as it is (the server cannot open it). */
export async function putRecoveryShare(deps: AuthDeps, session: SessionClaims, ciphertext: string) {
  const blob = decodeBlob(ciphertext, MAX_RECOVERY_SHARE_BYTES);
  const at = deps.now();
  await deps.db
    .insertInto('embedded_recovery_shares')
    .values({ account_id: session.accountId, ciphertext: blob, updated_at: at })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet({ ciphertext: blob, updated_at: at }))
    .execute();
}

/** `GET /auth/v1/shares/recovery`. @throws {NotFoundError} when there is none. */
export async function getRecoveryShare(deps: AuthDeps, session: SessionClaims) {
  const row = await deps.db
    .selectFrom('embedded_recovery_shares')
    .select('ciphertext')
    .where('account_id', '=', session.accountId)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('no recovery share is stored', 'share_not_found');
  return { ciphertext: encode(new Uint8Array(row.ciphertext)) };
}
