import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWalletDock } from '../client/create-walletdock.js';
import type { WalletDockOptions } from '../options/types.js';
import type { DirectoryWallet } from '../services/wallet-directory/types.js';
import { memoryStorage } from '../storage/backends.js';
import {
  createFakeAdapter,
  createFakeClock,
  createFakeNetwork,
  createFakeWallet,
  type FakeClock,
} from '../testing/index.js';
import { SEARCH_IMAGE_WAIT_MS } from './wallet-directory.js';

const local = createFakeNetwork({ caipNetworkId: 'eip155:31337', name: 'Local', symbol: 'ETH' });

const two = (n: number) => String(n).padStart(2, '0');
/** 60 wallets; even ones have a mobile link; wallet 59 serves only Solana. */
const CATALOGUE: DirectoryWallet[] = Array.from({ length: 60 }, (_, i) => ({
  id: `w${two(i)}`,
  name: i === 7 ? 'Dock Wallet' : `Wallet ${two(i)}`,
  rdns: `com.wallet${two(i)}`,
  image_id: `img-${two(i)}`,
  chains: i === 59 ? ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] : ['eip155:31337', 'eip155:1'],
  mobile_link: i % 2 === 0 ? `wallet${two(i)}://` : null,
  desktop_link: null,
  webapp_link: null,
}));
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A /getWallets answer of the test server: a status and body (a redirect with `location`), or no answer. */
type ListAnswer = { status?: number; body: string; location?: string } | 'hang';

// ─── An in-test slice of the wallet directory: /getWallets and /getWalletImage/{id} ────────────────────
async function directoryServer() {
  const requests: URL[] = [];
  const held: ServerResponse[] = [];
  const hung: ServerResponse[] = [];
  /** `list` replaces the /getWallets answer while set (one call per request). */
  const control: { holdImages: boolean; list: ((url: URL) => ListAnswer | undefined) | undefined } = {
    holdImages: false,
    list: undefined,
  };
  const list = (url: URL) => {
    const csv = (name: string) => url.searchParams.get(name)?.split(',').filter(Boolean);
    const include = csv('include');
    const exclude = csv('exclude') ?? [];
    const chains = csv('chains');
    const search = url.searchParams.get('search')?.toLowerCase();
    const matching = CATALOGUE.filter(
      (w) =>
        (!include || include.includes(w.id)) &&
        !exclude.includes(w.id) &&
        (!chains || w.chains.some((c) => chains.includes(c))) &&
        (!search || w.name.toLowerCase().includes(search)),
    );
    const page = Number(url.searchParams.get('page'));
    const entries = Number(url.searchParams.get('entries'));
    return { count: matching.length, data: matching.slice((page - 1) * entries, page * entries) };
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    if (url.pathname === '/getWallets') {
      const answer = control.list?.(url) ?? { body: JSON.stringify(list(url)) };
      if (answer === 'hang') {
        hung.push(res);
        return;
      }
      res.writeHead(answer.status ?? 200, {
        'content-type': 'application/json',
        ...(answer.location ? { location: answer.location } : {}),
      });
      res.end(answer.body);
    } else if (url.pathname.startsWith('/getWalletImage/')) {
      if (control.holdImages) {
        held.push(res);
        return;
      }
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PNG);
    } else {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"message":"not found"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const releaseImages = () => {
    for (const res of held.splice(0)) {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PNG);
    }
  };
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    control,
    releaseImages,
    listRequests: () => requests.filter((r) => r.pathname === '/getWallets'),
    imageRequests: () => requests.filter((r) => r.pathname.startsWith('/getWalletImage/')),
    close: () => {
      releaseImages();
      for (const res of hung.splice(0)) res.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.unstubAllGlobals(); // a test's scheduler stub never outlives it, even when it fails
  for (const close of closers.splice(0)) await close();
});

async function setup(options: Partial<WalletDockOptions> = {}) {
  const server = await directoryServer();
  closers.push(server.close);
  const clock = createFakeClock(Date.UTC(2025, 0, 1));
  const installed = createFakeWallet({
    id: 'com.wallet02',
    name: 'Wallet 02 (installed)',
    accounts: [],
    rdns: 'com.wallet02',
  });
  const client = createWalletDock({
    projectId: 'test-project',
    networks: [local],
    adapters: [createFakeAdapter({ networks: [local], wallets: [installed] })],
    storage: memoryStorage(),
    logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
    services: { walletDirectoryUrl: server.url },
    features: { email: false, socials: false },
    platform: { mobile: false },
    clock,
    ...options,
  });
  return { client, clock, server, directory: client.controllers.walletDirectory };
}

const ids = (wallets: readonly DirectoryWallet[]) => wallets.map((w) => w.id);

describe('wallet directory', () => {
  it('requests nothing on creation or mount', async () => {
    const { client, server } = await setup();
    await client.mount();
    expect(server.requests).toEqual([]);
  });

  it('says the first page is loading from the first prefetch on, while the reads still load (a view does not ask for it again)', async () => {
    const { client, server, directory } = await setup();
    await client.mount();
    const prefetching = directory.prefetch();
    expect(directory.state.loading).toBe(true);
    const searching = directory.searchWallets('dock');
    expect(directory.state.searching).toBe(true);
    await Promise.all([prefetching, searching]);
    expect(directory.state).toMatchObject({ loading: false, searching: false, page: 1 });
    expect(server.listRequests().filter((url) => url.searchParams.get('entries') === '40')).toHaveLength(1);
  });

  it("sends the opening reads' requests in tasks of their own: a yield to the browser before each", async () => {
    const { client, server, directory } = await setup({ featuredWalletIds: ['w10'] });
    await client.mount();
    const yields: Array<() => void> = [];
    /** Once the reads are checked, every yield resolves at once (the images load after the reads). */
    let yieldAtOnce = false;
    vi.stubGlobal('scheduler', {
      yield: () => (yieldAtOnce ? Promise.resolve() : new Promise<void>((resolve) => yields.push(resolve))),
    });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const listCalls = () =>
      fetchSpy.mock.calls.filter(([input]) =>
        String(input instanceof Request ? input.url : input).includes('/getWallets'),
      ).length;
    try {
      const prefetching = directory.prefetch();
      // Featured, recommended and the first page wait for the client, then each for its own task.
      await vi.waitFor(() => expect(yields).toHaveLength(3));
      expect(listCalls()).toBe(0);
      for (const sent of [1, 2, 3]) {
        yields.shift()?.();
        await vi.waitFor(() => expect(listCalls()).toBe(sent));
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(listCalls()).toBe(sent);
      }
      yieldAtOnce = true;
      for (const resolve of yields.splice(0)) resolve();
      await prefetching;
      expect(directory.state.page).toBe(1);
      expect(server.listRequests()).toHaveLength(3);
    } finally {
      fetchSpy.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('prefetches featured, recommended, the first page and 20 images when the modal opens', async () => {
    const { client, server, directory } = await setup({ featuredWalletIds: ['w10', 'w05'] });
    await client.mount();
    await client.controllers.modal.open();
    expect(client.state.modal.loading).toBe(false);
    expect(ids(directory.state.featured)).toEqual(['w10', 'w05']);
    // w02 is installed (its rdns is announced): listed as a connector, not in the directory lists.
    expect(ids(directory.state.recommended)).toEqual(['w00', 'w01', 'w03']);
    expect(directory.state.excludedWallets).toEqual([
      { rdns: 'com.wallet02', name: 'Wallet 02 (installed)' },
    ]);
    expect(directory.state.wallets).toHaveLength(39);
    expect(directory.state.page).toBe(1);
    expect(directory.state.count).toBe(59);
    expect(ids(directory.state.filtered).slice(0, 7)).toEqual([
      'w10',
      'w05',
      'w00',
      'w01',
      'w03',
      'w04',
      'w06',
    ]);
    expect(new Set(ids(directory.state.filtered)).size).toBe(directory.state.filtered.length);
    expect(server.imageRequests()).toHaveLength(20);
    expect(Object.keys(directory.state.images)).toHaveLength(20);
    expect(directory.imageUrl('img-10')).toMatch(/^blob:/);
    // Past the first 20, an image is requested only when a tile shows it: no URL until then.
    expect(directory.imageUrl('img-50')).toBeUndefined();

    const [featured, recommended] = server.listRequests();
    expect(featured?.searchParams.get('include')).toBe('w10,w05');
    expect(recommended?.searchParams.get('entries')).toBe('4');
    expect(recommended?.searchParams.get('exclude')).toBe('w10,w05');
    expect(recommended?.searchParams.get('chains')).toBe('eip155:31337');
    expect(recommended?.searchParams.get('projectId')).toBe('test-project');

    await client.controllers.modal.close();
    await client.controllers.modal.open();
    expect(server.listRequests()).toHaveLength(3); // loaded once per client
  });

  it('sends the excluded and included wallet ids of the options', async () => {
    const { directory, server } = await setup({
      excludeWalletIds: ['w00', 'w01'],
      includeWalletIds: ['w00', 'w01', 'w03', 'w09'],
    });
    await directory.fetchWallets({ page: 1 });
    const [request] = server.listRequests();
    expect(request?.searchParams.get('exclude')).toBe('w00,w01');
    expect(request?.searchParams.get('include')).toBe('w00,w01,w03,w09');
    expect(ids(directory.state.wallets)).toEqual(['w03', 'w09']);
  });

  it('appends later pages of 40', async () => {
    const { directory, server } = await setup();
    await directory.fetchWallets({ page: 1 });
    await directory.fetchWallets({ page: 2 });
    expect(server.listRequests().map((r) => r.searchParams.get('entries'))).toEqual(['40', '40']);
    expect(directory.state.page).toBe(2);
    expect(directory.state.wallets).toHaveLength(58); // 59 on eip155, minus the installed one
    expect(directory.state.loading).toBe(false);
  });

  it('keeps only wallets with a mobile link on mobile', async () => {
    const { directory } = await setup({
      platform: { mobile: true },
      customWallets: [
        { id: 'custom-1', name: 'Custom', mobileLink: 'custom://' },
        { id: 'custom-2', name: 'Desktop only' },
      ],
    });
    await directory.fetchWallets({ page: 1 });
    expect(directory.state.wallets.every((w) => w.mobile_link !== null)).toBe(true);
    expect(directory.state.customWallets.map((w) => w.id)).toEqual(['custom-1']);
  });

  it('searches with the trimmed term (100 entries) and clears on an empty term', async () => {
    const { directory, server } = await setup();
    await directory.searchWallets('  dock ');
    const [request] = server.listRequests();
    expect(request?.searchParams.get('search')).toBe('dock');
    expect(request?.searchParams.get('entries')).toBe('100');
    expect(ids(directory.state.search)).toEqual(['w07']);
    expect(directory.state.searchTerm).toBe('dock');
    expect(directory.state.searching).toBe(false);

    await directory.searchWallets('   ');
    expect(directory.state.search).toEqual([]);
    expect(directory.state.searchTerm).toBeUndefined();
    expect(server.listRequests()).toHaveLength(1);
  });

  it('waits at most 300 ms for the images of search results', async () => {
    const { directory, server, clock } = await setup();
    server.control.holdImages = true;
    const searching = directory.searchWallets('wallet 1');
    await vi.waitFor(() => expect(server.imageRequests().length).toBeGreaterThan(0));
    expect(directory.state.searching).toBe(true);
    expect(directory.state.search).toEqual([]);
    clock.advance(SEARCH_IMAGE_WAIT_MS);
    await searching;
    expect(ids(directory.state.search)).toEqual([
      'w10',
      'w11',
      'w12',
      'w13',
      'w14',
      'w15',
      'w16',
      'w17',
      'w18',
      'w19',
    ]);
  });

  it('publishes search results as soon as their images loaded', async () => {
    const { directory, server } = await setup();
    server.control.holdImages = true;
    const searching = directory.searchWallets('dock');
    await vi.waitFor(() => expect(server.imageRequests()).toHaveLength(1));
    server.releaseImages();
    await searching;
    expect(ids(directory.state.search)).toEqual(['w07']);
    expect(directory.imageUrl('img-07')).toMatch(/^blob:/);
  });

  it('lets a newer search win over an older one', async () => {
    const { directory } = await setup();
    const older = directory.searchWallets('wallet 0');
    const newer = directory.searchWallets('dock');
    await Promise.all([older, newer]);
    expect(ids(directory.state.search)).toEqual(['w07']);
  });

  it('does nothing without a wallet directory', async () => {
    const { client, directory } = await setup({ services: {} });
    await client.controllers.modal.open();
    await directory.fetchWallets({ page: 1 });
    await directory.searchWallets('dock');
    expect(directory.state).toMatchObject({ wallets: [], search: [], page: 0 });
    expect(directory.imageUrl('img-01')).toBeUndefined();
  });
});

/**
 * Runs `work` to its end, moving the fake clock (the HTTP layer's retry delays and per-attempt timeouts run on
 * the client's clock) a second at a time while it is pending.
 */
async function settle<T>(clock: FakeClock, work: Promise<T>): Promise<T> {
  let done = false;
  const tracked = work.finally(() => {
    done = true;
  });
  for (let step = 0; step < 400 && !done; step++) {
    await new Promise((resolve) => setTimeout(resolve, 2));
    clock.advance(1_000);
  }
  return tracked;
}

const page = (...wallets: unknown[]): ListAnswer => ({
  body: JSON.stringify({ count: wallets.length, data: wallets }),
});

describe('wallet directory: malformed and failing answers', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  beforeEach(() => {
    unhandled.length = 0;
    process.on('unhandledRejection', onUnhandled);
  });
  afterEach(() => {
    process.off('unhandledRejection', onUnhandled);
  });
  /** No promise rejected unhandled so far (Node reports them after the microtask queue drains). */
  async function expectNoUnhandledRejection() {
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).toEqual([]);
  }

  it('drops a malformed wallet and keeps the rest of its page, with names cleaned', async () => {
    const { directory, server } = await setup();
    const [w00, w01, w03, w04] = [CATALOGUE[0], CATALOGUE[1], CATALOGUE[3], CATALOGUE[4]];
    server.control.list = () =>
      page(
        w00,
        { ...w01, chains: undefined },
        { ...w03, name: '\u202Etellaw kcoD' },
        { ...w04, name: '\u200B \u2066\u2069' },
        { ...w04, id: '' },
      );

    await directory.fetchWallets({ page: 1 });

    expect(ids(directory.state.wallets)).toEqual(['w00', 'w03']);
    expect(directory.state.wallets[1]?.name).toBe('tellaw kcoD');
    expect(directory.state.errors).toEqual({});
  });

  it("keeps a wallet whose image id is '..' or '.', without an image", async () => {
    const { directory, server } = await setup();
    server.control.list = () =>
      page({ ...CATALOGUE[0], image_id: '..' }, { ...CATALOGUE[1], image_id: '.' }, CATALOGUE[3]);

    await directory.fetchWallets({ page: 1 });

    expect(directory.state.wallets.map((w) => w.image_id)).toEqual(['', '', 'img-03']);
  });

  const FAILURES: [string, ListAnswer, string][] = [
    ['a malformed envelope (count of the wrong type)', { body: '{"count":"1","data":[]}' }, '$.count'],
    ['a malformed envelope (data missing)', { body: '{"count":1}' }, '$.data'],
    ['a body that is not JSON', { body: '{"count":1,"data":[' }, 'not JSON'],
    ['HTTP 500 (after the retries)', { status: 500, body: '{"message":"down"}' }, 'status 500'],
    ['an answer that never comes (the timeout)', 'hang', 'timed out'],
    ['a redirect to a data: URL', { status: 302, body: '', location: 'data:,{}' }, 'Network request failed'],
    [
      'a redirect to a file: URL',
      { status: 302, body: '', location: 'file:///etc/hosts' },
      'Network request failed',
    ],
  ];

  it('marks each read pending from its request to its end, retries included', async () => {
    const { client, clock, directory, server } = await setup({ featuredWalletIds: ['w10'] });
    server.control.list = () => ({ status: 500, body: '{}' }); // retried 3 times before it fails

    const opening = client.controllers.modal.open();
    await new Promise((resolve) => setTimeout(resolve, 0)); // the modal calls its open hooks
    expect({ ...directory.state.pending }).toEqual({ featured: true, recommended: true, wallets: true });
    await settle(clock, opening);

    expect(directory.state.pending).toEqual({});
    expect(Object.keys(directory.state.errors).sort()).toEqual(['featured', 'recommended', 'wallets']);

    server.control.list = undefined;
    const retrying = directory.retry('recommended');
    expect({ ...directory.state.pending }).toEqual({ recommended: true });
    await settle(clock, retrying);
    expect(directory.state.pending).toEqual({});
    expect(directory.state.errors.recommended).toBeUndefined();
  });

  it.each(FAILURES)(
    'ends every read settled with its error on %s, and "retry" loads once the directory recovers',
    async (_name, answer, message) => {
      const { client, clock, directory, server } = await setup({ featuredWalletIds: ['w10'] });
      server.control.list = () => answer;

      await settle(clock, client.controllers.modal.open());
      void directory.searchWallets('dock'); // as the All Wallets view calls it
      await settle(clock, directory.searchWallets('dock'));

      const failure = expect.stringContaining(message);
      expect(directory.state.errors).toEqual({
        featured: failure,
        recommended: failure,
        wallets: failure,
        search: failure,
      });
      expect(directory.state).toMatchObject({ loading: false, searching: false, page: 0, search: [] });
      expect(client.state.modal.loading).toBe(false);
      await expectNoUnhandledRejection();

      server.control.list = undefined;
      await settle(clock, directory.retry());

      expect(directory.state.errors).toEqual({});
      expect(ids(directory.state.featured)).toEqual(['w10']);
      expect(directory.state.recommended.length).toBeGreaterThan(0);
      expect(directory.state.page).toBe(1);
      expect(ids(directory.state.search)).toEqual(['w07']);
      expect(directory.state).toMatchObject({ loading: false, searching: false });
      await expectNoUnhandledRejection();
    },
  );

  it('keeps "searching" until the request times out, then shows the error; retry("search") sends the term again', async () => {
    const { directory, server, clock } = await setup();
    server.control.list = () => 'hang';
    const searching = directory.searchWallets('  dock ');
    await vi.waitFor(() => expect(server.listRequests()).toHaveLength(1));

    clock.advance(9_999);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(directory.state.searching).toBe(true);
    clock.advance(1); // the HTTP layer's per-attempt timeout (10 s by default); a timeout is not retried
    await searching;

    expect(directory.state.searching).toBe(false);
    expect(directory.state.errors.search).toContain('timed out');
    expect(directory.state.search).toEqual([]);

    server.control.list = undefined;
    await directory.retry('search');
    expect(server.listRequests()[1]?.searchParams.get('search')).toBe('dock');
    expect(ids(directory.state.search)).toEqual(['w07']);
    expect(directory.state.errors).toEqual({});
    await expectNoUnhandledRejection();
  });

  it('lets a newer search win over an older one that hangs, and records no error for the older', async () => {
    const { directory, server, clock } = await setup();
    server.control.list = (url) => (url.searchParams.get('search') === 'slow' ? 'hang' : undefined);

    const older = directory.searchWallets('slow');
    await directory.searchWallets('dock');
    expect(ids(directory.state.search)).toEqual(['w07']);
    expect(directory.state.searching).toBe(false);

    await settle(clock, older);
    expect(ids(directory.state.search)).toEqual(['w07']);
    expect(directory.state.searchTerm).toBe('dock');
    expect(directory.state.errors).toEqual({});
    await expectNoUnhandledRejection();
  });

  it('clears the search error when the term is cleared', async () => {
    const { directory, server, clock } = await setup();
    server.control.list = () => ({ status: 404, body: '{}' });
    await settle(clock, directory.searchWallets('dock'));
    expect(directory.state.errors.search).toContain('status 404');

    await directory.searchWallets('');

    expect(directory.state.errors).toEqual({});
    expect(directory.state.searching).toBe(false);
  });

  it('keeps the loaded pages when a later page fails; retry("wallets") loads the page that failed', async () => {
    const { directory, server, clock } = await setup();
    await directory.fetchWallets({ page: 1 });
    server.control.list = () => ({ status: 404, body: '{}' });

    await settle(clock, directory.fetchWallets({ page: 2 }));

    expect(directory.state.errors.wallets).toContain('status 404');
    expect(directory.state).toMatchObject({ page: 1, loading: false });
    expect(directory.state.wallets).toHaveLength(39);

    server.control.list = undefined;
    await directory.retry('wallets');

    expect(directory.state.errors).toEqual({});
    expect(directory.state.page).toBe(2);
    expect(directory.state.wallets).toHaveLength(58);
  });

  it('tries only the failed read again on the next opening of the modal', async () => {
    const { client, directory, server, clock } = await setup({ featuredWalletIds: ['w10'] });
    server.control.list = (url) =>
      url.searchParams.has('include') ? { status: 404, body: '{}' } : undefined;
    await settle(clock, client.controllers.modal.open());
    expect(Object.keys(directory.state.errors)).toEqual(['featured']);
    expect(server.listRequests()).toHaveLength(3);

    server.control.list = undefined;
    await client.controllers.modal.close();
    await settle(clock, client.controllers.modal.open());

    expect(directory.state.errors).toEqual({});
    expect(ids(directory.state.featured)).toEqual(['w10']);
    const again = server.listRequests().slice(3);
    expect(again.map((r) => r.searchParams.get('include'))).toEqual(['w10']);
  });
});
