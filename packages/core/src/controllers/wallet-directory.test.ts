import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletDock } from '../client/create-walletdock.js';
import type { WalletDockOptions } from '../options/types.js';
import type { DirectoryWallet } from '../services/wallet-directory/types.js';
import { memoryStorage } from '../storage/backends.js';
import { createFakeAdapter, createFakeClock, createFakeNetwork, createFakeWallet } from '../testing/index.js';
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

// ─── An in-test slice of the wallet directory: /getWallets and /getWalletImage/{id} ────────────────────
async function directoryServer() {
  const requests: URL[] = [];
  const held: ServerResponse[] = [];
  const control = { holdImages: false };
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
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(list(url)));
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
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
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
    // Past the first 20, an image is requested only when a tile shows it (issue 24): no URL until then.
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
