import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../../test-utils/fixtures.js';
import { countTables, KEPT_NAME, openTestStore, storedNames } from '../../test-utils/test-store.js';
import { migrationProvider } from './index.js';

describe.each(STORE_KINDS)('migration 0005-embedded-auth on %s', (kind) => {
  it('upgrades a database at 0004 keeping its data, keys one code per project, purpose and address, and rolls back', async () => {
    const { store, close } = await openTestStore(kind, 'walletdock-migration-');
    try {
      const migrator = new Migrator({ db: store.db, provider: migrationProvider });
      expect((await migrator.migrateTo('0004-directory-version')).error).toBeUndefined();
      await store.db.insertInto('names').values(KEPT_NAME).execute();

      const upgrade = await migrator.migrateTo('0005-embedded-auth');
      expect(upgrade.results?.map((result) => result.migrationName)).toEqual(['0005-embedded-auth']);
      expect(await storedNames(store)).toEqual([{ name: KEPT_NAME.name }]);
      const code = { project_id: 'p1', purpose: 'login', email: 'a@example.com', sent_at: 1, expires_at: 2 };
      await store.db.insertInto('embedded_auth_codes').values(code).execute();
      await expect(store.db.insertInto('embedded_auth_codes').values(code).execute()).rejects.toThrow(
        /duplicate key/,
      );
      // A session belongs to an account that exists.
      await expect(
        store.db
          .insertInto('embedded_auth_sessions')
          .values({
            id: 's',
            project_id: 'p1',
            account_id: 'nobody',
            device_id: 'd',
            created_at: 1,
            expires_at: 2,
          })
          .execute(),
      ).rejects.toThrow(/foreign key/);
      expect(await countTables(store, 'embedded_%')).toBe(9);

      expect((await migrator.migrateDown()).error).toBeUndefined();
      expect(await countTables(store, 'embedded_%')).toBe(2);
      expect(await storedNames(store)).toEqual([{ name: KEPT_NAME.name }]);
    } finally {
      await close();
    }
  });
});
