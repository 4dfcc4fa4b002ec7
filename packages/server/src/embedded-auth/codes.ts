import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { CooldownError, InvalidCodeError } from './auth-errors.js';

/** Spec §9: the cooldown between two codes to one address. */
export const CODE_COOLDOWN_MS = 30_000;
/** How long a code is good for. */
export const CODE_LIFETIME_MS = 10 * 60_000;
/** Wrong tries before a code is locked. */
export const MAX_CODE_TRIES = 5;

export type CodePurpose = 'login' | 'device' | 'export' | 'email_primary' | 'email_secondary';
/** Whose code: a project, a purpose and the (normalised) address it is sent to. */
export type CodeKey = { projectId: string; purpose: CodePurpose; email: string };

/** A six-digit code, uniformly drawn. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export type CodeStore = {
  /**
   * Draws a code, stores its hash (the cooldown starts), then `send`s it; when `send` throws, the code is
   * dropped and the cooldown not spent. @throws {CooldownError} within the cooldown of the last code sent.
   */
  issue(key: CodeKey, send: (code: string) => Promise<void>, note?: string): Promise<void>;
  /**
   * Uses the code once; resolves with the `note` it was issued with (or null).
   * @throws {InvalidCodeError} wrong, expired, used, or locked after 5 wrong tries.
   */
  verify(key: CodeKey, code: string): Promise<string | null>;
};

/**
 * E-mail codes in the database: hashed (HMAC-SHA-256 with a server key, over the key and the code), compared in
 * constant time; the cooldown, the tries and the use are conditional updates of one row, so that any number of
 * instances on one PostgreSQL enforce one limit.
 */
export function createCodeStore(db: Kysely<Database>, pepper: Uint8Array, now: () => number): CodeStore {
  const hash = (key: CodeKey, code: string) =>
    new Uint8Array(
      createHmac('sha256', pepper).update(`${key.projectId}\n${key.purpose}\n${key.email}\n${code}`).digest(),
    );
  const row = (key: CodeKey) =>
    db
      .selectFrom('embedded_auth_codes')
      .selectAll()
      .where('project_id', '=', key.projectId)
      .where('purpose', '=', key.purpose)
      .where('email', '=', key.email);

  return {
    async issue(key, send, note) {
      const code = newCode();
      const codeHash = hash(key, code);
      const at = now();
      const fresh = {
        code_hash: codeHash,
        sent_at: at,
        expires_at: at + CODE_LIFETIME_MS,
        tries: 0,
        used_at: null,
        note: note ?? null,
      };
      const stored = await db
        .insertInto('embedded_auth_codes')
        .values({ project_id: key.projectId, purpose: key.purpose, email: key.email, ...fresh })
        .onConflict((conflict) =>
          conflict
            .columns(['project_id', 'purpose', 'email'])
            .doUpdateSet(fresh)
            .where((eb) =>
              eb.or([
                eb('embedded_auth_codes.code_hash', 'is', null),
                eb('embedded_auth_codes.sent_at', '<=', String(at - CODE_COOLDOWN_MS)),
              ]),
            ),
        )
        .returning('sent_at')
        .executeTakeFirst();
      if (stored === undefined) {
        const last = await row(key).executeTakeFirst();
        const left = Number(last?.sent_at ?? at) + CODE_COOLDOWN_MS - at;
        throw new CooldownError(Math.max(1, Math.ceil(left / 1000)));
      }
      try {
        await send(code);
      } catch (error) {
        // Not sent: the code is dropped and the cooldown given back.
        await db
          .updateTable('embedded_auth_codes')
          .set({ code_hash: null, sent_at: 0 })
          .where('project_id', '=', key.projectId)
          .where('purpose', '=', key.purpose)
          .where('email', '=', key.email)
          .where('code_hash', '=', codeHash)
          .execute();
        throw error;
      }
    },

    async verify(key, code) {
      const at = now();
      const counted = await db
        .updateTable('embedded_auth_codes')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('project_id', '=', key.projectId)
        .where('purpose', '=', key.purpose)
        .where('email', '=', key.email)
        .where('code_hash', 'is not', null)
        .where('used_at', 'is', null)
        .where('expires_at', '>', String(at))
        .where('tries', '<', MAX_CODE_TRIES)
        .returning(['code_hash', 'tries'])
        .executeTakeFirst();
      if (counted === undefined) {
        const last = await row(key).executeTakeFirst();
        throw new InvalidCodeError(
          last !== undefined && last.tries >= MAX_CODE_TRIES && last.used_at === null,
        );
      }
      const given = hash(key, /^\d{6}$/.test(code) ? code : '');
      const storedHash = new Uint8Array(counted.code_hash ?? new Uint8Array(32));
      if (storedHash.length !== given.length || !timingSafeEqual(storedHash, given))
        throw new InvalidCodeError(counted.tries >= MAX_CODE_TRIES);
      const used = await db
        .updateTable('embedded_auth_codes')
        .set({ used_at: at })
        .where('project_id', '=', key.projectId)
        .where('purpose', '=', key.purpose)
        .where('email', '=', key.email)
        .where('used_at', 'is', null)
        .where('code_hash', '=', given)
        .returning('note')
        .executeTakeFirst();
      if (used === undefined) throw new InvalidCodeError(false);
      return used.note;
    },
  };
}
