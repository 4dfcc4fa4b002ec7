import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { bumpDirectoryVersion, readDirectoryVersion } from './directory-version.js';
import type { DirectorySeed } from './seed-file.js';

/** Key of the advisory lock that serialises seeding across instances starting together. */
const SEED_LOCK_KEY = 0x5744_5345; // "WDSE"

/**
 * Makes the stored directory the seed's: its wallets in the seed's order (others removed) and its images.
 * One transaction under an advisory lock, so that instances starting together on one PostgreSQL do not
 * interleave and readers see the old or the new directory, never half of one. Increments the directory's
 * version in the same transaction (so that other instances drop their cached pages); resolves with it.
 */
export async function applyDirectorySeed(db: Kysely<Database>, seed: DirectorySeed): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    await trx.deleteFrom('wallets').execute();
    for (const [index, wallet] of seed.wallets.entries()) {
      await trx
        .insertInto('wallets')
        .values({
          ...wallet,
          position: index + 1,
          chains: JSON.stringify(wallet.chains),
          injected: JSON.stringify(wallet.injected),
        })
        .execute();
    }
    await trx.deleteFrom('images').execute();
    for (const image of seed.images) {
      await trx
        .insertInto('images')
        .values({
          kind: image.kind,
          id: image.id,
          content_type: image.contentType,
          bytes: image.bytes,
          sha256: image.sha256,
        })
        .onConflict((conflict) => conflict.columns(['kind', 'id']).doNothing())
        .execute();
    }
    await bumpDirectoryVersion(trx);
    return readDirectoryVersion(trx);
  });
}
