import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../test-utils/start-postgres.js';
import { isSchemaCurrent, migrateToLatest } from './migrate.js';
import { MIGRATIONS } from './migrations/index.js';
import { openStore } from './open-store.js';

describe('migrations on PostgreSQL', () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(() => postgres?.stop());

  it('apply once when several instances start together, and /readyz sees them applied', async () => {
    const stores = await Promise.all(
      [1, 2, 3].map(() => openStore({ databaseUrl: postgres.url, dataDir: '/nonexistent', poolSize: 2 })),
    );
    try {
      const first = stores[0];
      if (first === undefined) throw new Error('no store');
      expect(await isSchemaCurrent(first.db).catch(() => false)).toBe(false);
      const applied = await Promise.all(stores.map((store) => migrateToLatest(store.db)));
      expect(applied.flat()).toEqual(Object.keys(MIGRATIONS));
      const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(first.db);
      expect(rows.rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS));
      expect(await isSchemaCurrent(first.db)).toBe(true);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});
