import { type Kysely, Migrator, sql } from 'kysely';
import { MIGRATIONS, migrationProvider } from './migrations/index.js';
import type { Database } from './schema.js';

/** A migration failed; the database is left at the last migration that succeeded. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Runs the migrations not yet applied, in order. On PostgreSQL, Kysely's Migrator runs them in one
 * transaction under a transaction-level advisory lock (`pg_advisory_xact_lock`), so several server instances
 * starting together on one database apply each migration once; the others wait, then find nothing to do.
 * @throws {MigrationError} naming the migration that failed.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error !== undefined) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`Migration ${failed?.migrationName ?? '(setup)'} failed: ${reason}`);
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** Key of the session-level advisory lock held for the whole start-up write sequence ("WDST"). */
const STARTUP_LOCK_KEY = 0x5744_5354;
/** How long a starting instance waits before trying the start-up lock again. */
const STARTUP_LOCK_RETRY_MS = 100;

/**
 * Runs `work` on one connection holding a session-level advisory lock, so that instances starting together on
 * one PostgreSQL do their start-up writes (migrations, projects, directory seed) one after the other. Kysely's
 * Migrator creates its tables and lock row before taking its own lock: two instances doing so at once on a new
 * database make PostgreSQL log duplicate-key errors (`pg_type_typname_nsp_index`, `kysely_migration_lock_pkey`).
 * The lock is released when `work` ends, or with the connection if the process dies; a waiting instance tries
 * it again every 100 ms (no statement waits, so `statement_timeout` does not end a long wait).
 */
export async function withStartupLock<T>(
  db: Kysely<Database>,
  work: (connection: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    // Tried, not waited for in one statement: another instance's start may outlast `statement_timeout`.
    for (;;) {
      const tried = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${STARTUP_LOCK_KEY}) as locked`.execute(connection);
      if (tried.rows[0]?.locked === true) break;
      await new Promise((resolve) => setTimeout(resolve, STARTUP_LOCK_RETRY_MS));
    }
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}

/** Whether the database answers and every migration this version ships has been applied (for `/readyz`). */
export async function isSchemaCurrent(db: Kysely<Database>): Promise<boolean> {
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const names = new Set(applied.rows.map((row) => row.name));
  return Object.keys(MIGRATIONS).every((name) => names.has(name));
}
