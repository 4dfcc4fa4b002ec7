import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../../test-utils/fixtures.js';
import { countTables, KEPT_NAME, openTestStore, storedNames } from '../../test-utils/test-store.js';
import { migrationProvider } from './index.js';

describe.each(STORE_KINDS)('migration 0003-embedded-wallet on %s', (kind) => {
  it('upgrades a database at 0002 keeping its data, keys logins per project, and rolls back', async () => {
    const { store, close } = await openTestStore(kind, 'walletdock-migration-');
    try {
      const migrator = new Migrator({ db: store.db, provider: migrationProvider });
      expect((await migrator.migrateTo('0002-history')).error).toBeUndefined();
      await store.db.insertInto('names').values(KEPT_NAME).execute();

      const upgrade = await migrator.migrateTo('0003-embedded-wallet');
      expect(upgrade.results?.map((result) => result.migrationName)).toEqual(['0003-embedded-wallet']);
      expect(await storedNames(store)).toEqual([{ name: KEPT_NAME.name }]);
      const account = {
        id: 'a1',
        project_id: 'p1',
        login_method: 'email',
        login_subject: 'alice@example.com',
        email: 'alice@example.com',
        user_name: null,
        created_at: 1,
      };
      await store.db.insertInto('embedded_accounts').values(account).execute();
      // One account per project and login.
      await expect(
        store.db
          .insertInto('embedded_accounts')
          .values({ ...account, id: 'a2' })
          .execute(),
      ).rejects.toThrow(/duplicate key/);
      // An auth share belongs to an account that exists.
      await expect(
        store.db
          .insertInto('embedded_auth_shares')
          .values({ account_id: 'nobody', version: 1, ciphertext: new Uint8Array([1]), created_at: 1 })
          .execute(),
      ).rejects.toThrow(/foreign key/);

      expect((await migrator.migrateDown()).error).toBeUndefined();
      expect(await countTables(store, 'embedded_%')).toBe(0);
      expect(await storedNames(store)).toEqual([{ name: KEPT_NAME.name }]);
    } finally {
      await close();
    }
  });
});
