import { sql } from 'kysely';
import { openStore, type Store } from '../db/open-store.js';
import { type StoreKind, tempDir } from './fixtures.js';
import { startPostgres } from './start-postgres.js';

/**
 * A fresh store of `kind` for a test (not migrated): PGlite in a temporary directory, or a database of a new
 * PostgreSQL. `close()` stops and removes everything it started.
 */
export async function openTestStore(
  kind: StoreKind,
  prefix: string,
): Promise<{ store: Store; close(): Promise<void> }> {
  const postgres = kind === 'postgres' ? await startPostgres() : undefined;
  const dir = await tempDir(prefix);
  const store = await openStore({ databaseUrl: postgres?.url, dataDir: dir.path });
  return {
    store,
    close: async () => {
      await store.close();
      await postgres?.stop();
      await dir.remove();
    },
  };
}

/** The row a migration test writes before upgrading and reads back after each step (data must survive). */
export const KEPT_NAME = {
  name: 'kept.wd.id',
  owner: '0xA',
  registered: 1,
  updated: 1,
  addresses: '{}',
  attributes: '[]',
} as const;

/** The names in the store (a migration test expects `[{ name: KEPT_NAME.name }]` after each step). */
export function storedNames(store: Store): Promise<{ name: string }[]> {
  return store.db.selectFrom('names').select('name').execute();
}

/** How many tables whose name is like `pattern` (`history_%`) the store has. */
export async function countTables(store: Store, pattern: string): Promise<number> {
  const result = await sql<{
    n: string;
  }>`select count(*) as n from information_schema.tables where table_name like ${pattern}`.execute(store.db);
  return Number(result.rows[0]?.n);
}
