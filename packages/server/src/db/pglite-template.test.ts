import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPGlite } from './pglite-template.js';

const root = mkdtempSync(join(tmpdir(), 'walletdock-template-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('new PGlite stores in one process', () => {
  it('are each new and empty, and an existing store opens with its data', async () => {
    const first = await openPGlite(join(root, 'a'));
    await first.exec("create table kept (value text); insert into kept values ('first store')");
    await first.close();

    // Created from the process's template of an empty cluster: nothing of the first store is in it.
    const second = await openPGlite(join(root, 'b'));
    const tables = await second.query<{ count: number }>(
      "select count(*)::int as count from pg_tables where schemaname = 'public'",
    );
    expect(tables.rows[0]?.count).toBe(0);
    await second.exec("create table other (value text); insert into other values ('second store')");
    await second.close();

    const reopened = await openPGlite(join(root, 'a'));
    expect((await reopened.query<{ value: string }>('select value from kept')).rows).toEqual([
      { value: 'first store' },
    ]);
    await reopened.close();
    const secondAgain = await openPGlite(join(root, 'b'));
    expect((await secondAgain.query<{ value: string }>('select value from other')).rows).toEqual([
      { value: 'second store' },
    ]);
    await secondAgain.close();
  });
});
