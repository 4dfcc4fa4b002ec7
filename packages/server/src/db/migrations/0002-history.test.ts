import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../../test-utils/fixtures.js';
import { countTables, KEPT_NAME, openTestStore, storedNames } from '../../test-utils/test-store.js';
import { migrationProvider } from './index.js';

describe.each(STORE_KINDS)('migration 0002-history on %s', (kind) => {
  it('upgrades a database at 0001 keeping its data, keys the indexed rows, and rolls back', async () => {
    const { store, close } = await openTestStore(kind, 'walletdock-migration-');
    try {
      const migrator = new Migrator({ db: store.db, provider: migrationProvider });
      expect((await migrator.migrateTo('0001-initial')).error).toBeUndefined();
      await store.db.insertInto('names').values(KEPT_NAME).execute();

      const upgrade = await migrator.migrateTo('0002-history');
      expect(upgrade.error).toBeUndefined();
      expect(upgrade.results?.map((result) => result.migrationName)).toEqual(['0002-history']);
      expect(await storedNames(store)).toEqual([{ name: KEPT_NAME.name }]);
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
      expect(await countTables(store, 'history_%')).toBe(0);
      expect(await storedNames(store)).toEqual([{ name: KEPT_NAME.name }]);
    } finally {
      await close();
    }
  });
});
