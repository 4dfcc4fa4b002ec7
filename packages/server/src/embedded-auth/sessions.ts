import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { SessionError } from './auth-errors.js';

/** An access token's life (spec: 15 min). */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** A session's life without a sign-in (its refresh tokens stop working after it). */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60_000;

export type SessionTokens = { accessToken: string; refreshToken: string; expiresIn: number };
export type SessionClaims = { accountId: string; sessionId: string; projectId: string };

export type Sessions = {
  start(projectId: string, accountId: string, deviceId: string): Promise<SessionTokens>;
  /** Rotates the refresh token; a used one presented again revokes its session. @throws {SessionError} */
  refresh(projectId: string, refreshToken: string): Promise<SessionTokens>;
  revoke(sessionId: string): Promise<void>;
  /** The session of a bearer access token. @throws {SessionError} expired, not yet valid, revoked, forged. */
  authenticate(projectId: string, accessToken: string | undefined): Promise<SessionClaims>;
};

const digest = (token: string) => new Uint8Array(createHash('sha256').update(token).digest());
const expired = () => new SessionError('Session Expired', 'session_expired');

/**
 * Sessions of the embedded wallet: an access token is an HS256 JWT (`iss`, `aud` the project, `sub` the
 * account, `sid`, `iat`, `nbf`, `exp` 15 min); a refresh token is 32 random bytes kept as its SHA-256, rotated
 * on every use. The session row is checked on every request (a revoked session's access token stops at once).
 */
export function createSessions(
  db: Kysely<Database>,
  { key, issuer, now }: { key: Uint8Array; issuer: string; now: () => number },
): Sessions {
  const tokens = async (projectId: string, accountId: string, sessionId: string): Promise<SessionTokens> => {
    const at = Math.floor(now() / 1000);
    const accessToken = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(projectId)
      .setSubject(accountId)
      .setIssuedAt(at)
      .setNotBefore(at)
      .setExpirationTime(at + ACCESS_TOKEN_SECONDS)
      .sign(key);
    const refreshToken = randomBytes(32).toString('base64url');
    await db
      .insertInto('embedded_auth_refresh_tokens')
      .values({ token_hash: digest(refreshToken), session_id: sessionId, created_at: now() })
      .execute();
    return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_SECONDS };
  };

  const liveSession = (id: string, projectId: string) =>
    db
      .selectFrom('embedded_auth_sessions')
      .select(['id', 'account_id'])
      .where('id', '=', id)
      .where('project_id', '=', projectId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', String(now()))
      .executeTakeFirst();

  const revoke = async (sessionId: string) => {
    await db
      .updateTable('embedded_auth_sessions')
      .set({ revoked_at: now() })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  };

  return {
    async start(projectId, accountId, deviceId) {
      const id = randomUUID();
      const at = now();
      await db
        .insertInto('embedded_auth_sessions')
        .values({
          id,
          project_id: projectId,
          account_id: accountId,
          device_id: deviceId,
          created_at: at,
          expires_at: at + SESSION_LIFETIME_MS,
        })
        .execute();
      return tokens(projectId, accountId, id);
    },

    async refresh(projectId, refreshToken) {
      const hash = digest(refreshToken);
      const used = await db
        .updateTable('embedded_auth_refresh_tokens')
        .set({ used_at: now() })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .returning('session_id')
        .executeTakeFirst();
      if (used === undefined) {
        // Presented again after its rotation: someone else holds a copy. The whole session ends.
        const known = await db
          .selectFrom('embedded_auth_refresh_tokens')
          .select('session_id')
          .where('token_hash', '=', hash)
          .executeTakeFirst();
        if (known !== undefined) await revoke(known.session_id);
        throw expired();
      }
      const session = await liveSession(used.session_id, projectId);
      if (session === undefined) throw expired();
      return tokens(projectId, session.account_id, session.id);
    },

    revoke,

    async authenticate(projectId, accessToken) {
      if (accessToken === undefined) throw new SessionError('A session is required', 'session_required');
      let sessionId: string;
      let accountId: string;
      try {
        const { payload } = await jwtVerify(accessToken, key, {
          issuer,
          audience: projectId,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
          requiredClaims: ['sub', 'sid', 'nbf', 'exp', 'iat'],
        });
        sessionId = String(payload.sid);
        accountId = String(payload.sub);
      } catch (error) {
        if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'nbf')
          throw new SessionError('JWT token not yet valid', 'token_not_yet_valid');
        throw expired();
      }
      const session = await liveSession(sessionId, projectId);
      if (session === undefined || session.account_id !== accountId) throw expired();
      return { accountId, sessionId, projectId };
    },
  };
}
