import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * A key of the auth service: the configured one, else one generated once and kept in the database (every
 * instance and every restart reads the same one, so that sessions survive). Two instances starting at once
 * insert-or-nothing, then read: both get the row that won.
 */
export async function serverKey(
  db: Kysely<Database>,
  name: 'jwt' | 'share',
  configured: Uint8Array | undefined,
  now: () => number,
): Promise<Uint8Array> {
  if (configured !== undefined) return configured;
  await db
    .insertInto('embedded_auth_keys')
    .values({ name, secret: new Uint8Array(randomBytes(32)), created_at: now() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('embedded_auth_keys')
    .select('secret')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return new Uint8Array(row.secret);
}
