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

/** Whether the database answers and every migration this version ships has been applied (for `/readyz`). */
export async function isSchemaCurrent(db: Kysely<Database>): Promise<boolean> {
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const names = new Set(applied.rows.map((row) => row.name));
  return Object.keys(MIGRATIONS).every((name) => names.has(name));
}
