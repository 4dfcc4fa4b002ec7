import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect.js';

type Db = { items: { id: number; label: string } };

describe('PGliteDialect', () => {
  let db: Kysely<Db>;
  beforeAll(async () => {
    db = new Kysely<Db>({ dialect: new PGliteDialect(new PGlite()) });
    await db.schema
      .createTable('items')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('label', 'text')
      .execute();
  });
  afterAll(() => db.destroy());

  it('runs queries with parameters and reports affected rows', async () => {
    const inserted = await db
      .insertInto('items')
      .values([
        { id: 1, label: 'a' },
        { id: 2, label: "it's" },
      ])
      .executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
    expect(await db.selectFrom('items').select('label').where('id', '=', 2).executeTakeFirst()).toEqual({
      label: "it's",
    });
    const updated = await db.updateTable('items').set({ label: 'b' }).where('id', '>', 0).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 10, label: 'x' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await db.selectFrom('items').selectAll().where('id', '=', 10).execute()).toEqual([]);
  });

  it('keeps other queries out of a running transaction (one connection, lent in turn)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 20, label: 'in transaction' }).execute();
      await gate;
      throw new Error('roll back');
    });
    // Queued behind the transaction: if it ran inside it, it would see row 20 (and be rolled back with it).
    const outside = db.selectFrom('items').selectAll().where('id', '=', 20).execute();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await expect(transaction).rejects.toThrow('roll back');
    expect(await outside).toEqual([]);
    expect((await sql<{ n: number }>`select 1 as n`.execute(db)).rows).toEqual([{ n: 1 }]);
  });
});
