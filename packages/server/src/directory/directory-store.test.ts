import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.js';
import type { Store } from '../db/open-store.js';
import { STORE_KINDS } from '../test-utils/fixtures.js';
import { openTestStore } from '../test-utils/test-store.js';
import { applyDirectorySeed } from './apply-seed.js';
import { readImage, readWalletPage, walletNameByImage } from './directory-store.js';
import type { SeedWallet } from './seed-file.js';

function wallet(id: string, name: string, overrides: Partial<SeedWallet> = {}): SeedWallet {
  return {
    id,
    name,
    rdns: null,
    image_id: `img-${id}`,
    chains: ['eip155:1'],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    homepage: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    injected: null,
    badge_type: 'none',
    ...overrides,
  };
}

const WALLETS = [
  wallet('alpha', 'Alpha Wallet', {
    rdns: 'com.alpha',
    badge_type: 'certified',
    injected: [{ namespace: 'eip155', injected_id: 'com.alpha' }],
  }),
  wallet('beta', 'Beta Dock', { chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
  wallet('gamma', 'Gamma', { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], mobile_link: 'gamma://' }),
  wallet('delta', 'Delta Dock', { badge_type: 'certified' }),
];

describe.each(STORE_KINDS)('the wallet directory store on %s', (kind) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestStore(kind, 'walletdock-directory-');
    store = opened.store;
    cleanup = opened.close;
    await migrateToLatest(store.db);
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    await applyDirectorySeed(store.db, {
      wallets: WALLETS,
      images: [{ kind: 'wallet', id: 'img-alpha', contentType: 'image/png', bytes, sha256: 'ab'.repeat(32) }],
    });
  });
  afterAll(() => cleanup?.());

  const ids = (page: { data: { id: string }[] }) => page.data.map((each) => each.id);

  it("reads pages in the seed's order, with every column and the position as `order`", async () => {
    const first = await readWalletPage(store.db, { page: 1, entries: 2 });
    expect(first.count).toBe(4);
    expect(first.data[0]).toEqual({
      id: 'alpha',
      name: 'Alpha Wallet',
      rdns: 'com.alpha',
      image_id: 'img-alpha',
      chains: ['eip155:1'],
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      homepage: null,
      app_store: null,
      play_store: null,
      chrome_store: null,
      injected: [{ namespace: 'eip155', injected_id: 'com.alpha' }],
      badge_type: 'certified',
      order: 1,
    });
    expect(ids(first)).toEqual(['alpha', 'beta']);
    expect(ids(await readWalletPage(store.db, { page: 2, entries: 2 }))).toEqual(['gamma', 'delta']);
    const past = await readWalletPage(store.db, { page: 3, entries: 2 });
    expect(past).toEqual({ count: 4, data: [] });
  });

  it('filters by include, exclude, chains, search and badge, counting across pages', async () => {
    const read = (filters: object) => readWalletPage(store.db, { page: 1, entries: 10, ...filters });
    expect(ids(await read({ include: 'delta,alpha' }))).toEqual(['alpha', 'delta']);
    expect(ids(await read({ exclude: 'alpha,gamma' }))).toEqual(['beta', 'delta']);
    expect(ids(await read({ chains: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp,cosmos:cosmoshub-4' }))).toEqual(
      ['beta', 'gamma'],
    );
    expect(ids(await read({ search: 'dock' }))).toEqual(['beta', 'delta']);
    expect(ids(await read({ search: '' }))).toHaveLength(4);
    expect(ids(await read({ badgeType: 'certified' }))).toEqual(['alpha', 'delta']);
    const both = await readWalletPage(store.db, {
      page: 1,
      entries: 1,
      search: 'dock',
      badgeType: 'certified',
    });
    expect(both).toMatchObject({ count: 1, data: [{ id: 'delta' }] });
    // A search is text, never SQL or a pattern.
    expect((await read({ search: "%' or 1=1 --" })).count).toBe(0);
  });

  it('reads a stored image and the wallet an image id belongs to', async () => {
    const image = await readImage(store.db, 'wallet', 'img-alpha');
    expect(image).toMatchObject({ contentType: 'image/png', sha256: 'ab'.repeat(32) });
    // PGlite gives a Uint8Array, pg a Buffer: the bytes are what matter.
    expect([...(image?.bytes ?? [])]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(await readImage(store.db, 'token', 'img-alpha')).toBeUndefined();
    expect(await walletNameByImage(store.db, 'img-gamma')).toBe('Gamma');
    expect(await walletNameByImage(store.db, 'img-none')).toBeUndefined();
  });
});
