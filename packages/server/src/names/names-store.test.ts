import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.js';
import type { Store } from '../db/open-store.js';
import { STORE_KINDS } from '../test-utils/fixtures.js';
import { openTestStore } from '../test-utils/test-store.js';
import { findName, namesOf, registeredNames, registerName } from './names-store.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CAROL = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe.each(STORE_KINDS)('the names store on %s', (kind) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestStore(kind, 'walletdock-names-');
    store = opened.store;
    cleanup = opened.close;
    await migrateToLatest(store.db);
  });
  afterAll(() => cleanup?.());

  it('registers a name and reads it back as the contract record', async () => {
    const registered = await registerName(store.db, {
      name: 'alice.wd.id',
      owner: ALICE,
      coinType: 60,
      attributes: [{ avatar: 'https://example.com/alice.png' }],
      now: 1_000,
    });
    expect(registered).toBe(true);
    expect(await findName(store.db, 'alice.wd.id')).toEqual({
      name: 'alice.wd.id',
      registered: 1_000,
      updated: 1_000,
      addresses: { '60': { address: ALICE } },
      attributes: [{ avatar: 'https://example.com/alice.png' }],
    });
    expect(await findName(store.db, 'nobody.wd.id')).toBeUndefined();
  });

  it("lets the owner update a name (addresses merged, text records replaced), never another's", async () => {
    const update = { name: 'alice.wd.id', owner: ALICE, coinType: 0x8000_7a69, attributes: [], now: 2_000 };
    expect(await registerName(store.db, update)).toBe(true);
    expect(await findName(store.db, 'alice.wd.id')).toEqual({
      name: 'alice.wd.id',
      registered: 1_000,
      updated: 2_000,
      addresses: { '60': { address: ALICE }, [String(0x8000_7a69)]: { address: ALICE } },
      attributes: [],
    });
    expect(await registerName(store.db, { ...update, owner: BOB, now: 3_000 })).toBe(false);
    expect((await findName(store.db, 'alice.wd.id'))?.updated).toBe(2_000);
  });

  it('gives a name raced for by two owners to exactly one', async () => {
    const race = (owner: string) =>
      registerName(store.db, { name: 'raced.wd.id', owner, coinType: 60, attributes: [], now: 1 });
    const results = await Promise.all([race(CAROL), race(BOB)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("lists an owner's names first registered first, and tells which names are taken", async () => {
    await registerName(store.db, {
      name: 'zed-alice.wd.id',
      owner: ALICE,
      coinType: 60,
      attributes: [],
      now: 500,
    });
    await registerName(store.db, {
      name: 'bob-one.wd.id',
      owner: BOB,
      coinType: 60,
      attributes: [],
      now: 4_000,
    });
    const names = (await namesOf(store.db, ALICE)).map((record) => record.name);
    expect(names.slice(0, 2)).toEqual(['zed-alice.wd.id', 'alice.wd.id']);
    expect(names).not.toContain('bob-one.wd.id');
    expect(await namesOf(store.db, '0x0000000000000000000000000000000000000001')).toEqual([]);
    expect(await registeredNames(store.db, ['alice.wd.id', 'free-name.wd.id', 'bob-one.wd.id'])).toEqual(
      new Set(['alice.wd.id', 'bob-one.wd.id']),
    );
    expect(await registeredNames(store.db, [])).toEqual(new Set());
  });
});
