import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { STORE_KINDS, tempDir } from '../../test-utils/fixtures.js';
import { startPostgres } from '../../test-utils/start-postgres.js';
import { migrateToLatest } from '../migrate.js';
import { openStore } from '../open-store.js';
import { migrationProvider } from './index.js';

describe.each(STORE_KINDS)('migration 0002-history on %s', (kind) => {
  it('upgrades a database at 0001 keeping its data, keys the indexed rows, and rolls back', async () => {
    const postgres = kind === 'postgres' ? await startPostgres() : undefined;
    const dir = await tempDir('walletdock-migration-');
    const store = await openStore({ databaseUrl: postgres?.url, dataDir: dir.path });
    try {
      const migrator = new Migrator({ db: store.db, provider: migrationProvider });
      expect((await migrator.migrateTo('0001-initial')).error).toBeUndefined();
      await store.db
        .insertInto('names')
        .values({
          name: 'kept.wd.id',
          owner: '0xA',
          registered: 1,
          updated: 1,
          addresses: '{}',
          attributes: '[]',
        })
        .execute();

      expect(await migrateToLatest(store.db)).toEqual(['0002-history']);
      expect(await store.db.selectFrom('names').select('name').execute()).toEqual([{ name: 'kept.wd.id' }]);
      const row = {
        chain_id: 'eip155:1',
        account: '0xa',
        tx_hash: '0x1',
        block_number: 5,
        tx_index: 0,
        block_time: 1,
        tx_from: '0xa',
        tx_to: null,
        nonce: 0,
        status: 'confirmed' as const,
        method: null,
        native_value: '0',
      };
      await store.db.insertInto('history_transactions').values(row).execute();
      // The same transaction of the same account is one row: indexing a range twice stores it once.
      await expect(store.db.insertInto('history_transactions').values(row).execute()).rejects.toThrow(
        /duplicate key/,
      );
      await store.db
        .insertInto('history_progress')
        .values({ chain_id: 'eip155:1', account: '0xa', next_block: 6 })
        .execute();

      expect((await migrator.migrateDown()).error).toBeUndefined();
      const tables = await sql<{
        n: string;
      }>`select count(*) as n from information_schema.tables where table_name like 'history_%'`.execute(
        store.db,
      );
      expect(Number(tables.rows[0]?.n)).toBe(0);
      expect(await store.db.selectFrom('names').select('name').execute()).toEqual([{ name: 'kept.wd.id' }]);
    } finally {
      await store.close();
      await postgres?.stop();
      await dir.remove();
    }
  });
});
