import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletDock } from '../../client/create-walletdock.js';
import type { Nft } from '../../services/blockchain-api/types.js';
import { memoryStorage } from '../../storage/backends.js';
import { createFakeAdapter, createFakeNetwork, createFakeWallet } from '../../testing/index.js';

const ALICE = '0xA11cE00000000000000000000000000000000001';
const BOB = '0xB0b0000000000000000000000000000000000002';
const local = createFakeNetwork({ caipNetworkId: 'eip155:31337', name: 'Local', symbol: 'ETH' });
const localB = createFakeNetwork({ caipNetworkId: 'eip155:31338', name: 'Local B', symbol: 'ETH' });

const nft = (tokenId: string): Nft => ({
  chainId: 'eip155:31337',
  contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tokenId,
  name: `Dock #${tokenId}`,
  collection: 'Dock NFT',
  imageUrl: 'data:image/svg+xml,<svg/>',
});

type Page = { data: Nft[]; next: string | null };

async function nftServer(pages: Record<string, Page | { status: number } | { delayMs: number; page: Page }>) {
  const requests: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const entry = /^\/v1\/account\/[^/]+\/nfts$/.test(url.pathname)
      ? pages[`${url.pathname.split('/')[3]}:${url.searchParams.get('cursor') ?? 'first'}`]
      : undefined;
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (entry === undefined) reply(404, { message: 'no such page' });
    else if ('status' in entry) reply(entry.status, { message: 'failure' });
    else if ('delayMs' in entry) setTimeout(() => reply(200, entry.page), entry.delayMs);
    else reply(200, entry);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function setup(pages: Parameters<typeof nftServer>[0], withApi = true) {
  const server = await nftServer(pages);
  closers.push(server.close);
  const wallet = createFakeWallet({ id: 'io.alice', name: 'Alice', accounts: [ALICE, BOB] });
  const client = createWalletDock({
    projectId: 'test-project',
    networks: [local, localB],
    adapters: [createFakeAdapter({ networks: [local, localB], wallets: [wallet] })],
    storage: memoryStorage(),
    logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
    ...(withApi ? { services: { blockchainApiUrl: server.url } } : {}),
  });
  await client.mount();
  closers.push(async () => client.destroy());
  await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.alice' });
  return { client, wallet, server, nfts: await client.feature('nfts') };
}

describe('NFTs of the active account', () => {
  it('loads the first page for the active address and chain', async () => {
    const { nfts, server } = await setup({ [`${ALICE}:first`]: { data: [nft('1'), nft('2')], next: 'p2' } });
    await nfts.fetchNfts();
    expect(nfts.state.nfts.map((n) => n.tokenId)).toEqual(['1', '2']);
    expect(nfts.state).toMatchObject({ loading: false, empty: false, failed: false, next: 'p2' });
    expect(nfts.state.caipAddress).toBe(`eip155:31337:${ALICE}`);
    expect(server.requests[0]?.searchParams.get('chainId')).toBe('eip155:31337');
  });

  it('appends the next page once, without repeating an NFT, and stops after the last page', async () => {
    const { nfts, server } = await setup({
      [`${ALICE}:first`]: { data: [nft('1'), nft('2')], next: 'p2' },
      [`${ALICE}:p2`]: { data: [nft('2'), nft('3')], next: null },
    });
    await nfts.fetchNfts();
    await nfts.fetchMore();
    expect(nfts.state.nfts.map((n) => n.tokenId)).toEqual(['1', '2', '3']);
    expect(server.requests[1]?.searchParams.get('cursor')).toBe('p2');
    await nfts.fetchMore();
    expect(server.requests).toHaveLength(2);
  });

  it('marks an account without NFTs as empty', async () => {
    const { nfts } = await setup({ [`${ALICE}:first`]: { data: [], next: null } });
    await nfts.fetchNfts();
    expect(nfts.state).toMatchObject({ nfts: [], empty: true, failed: false });
  });

  it('a failure empties the list and flags it, without throwing or a toast', async () => {
    const { nfts, client } = await setup({ [`${ALICE}:first`]: { status: 400 } });
    await expect(nfts.fetchNfts()).resolves.toBeUndefined();
    expect(nfts.state).toMatchObject({ nfts: [], empty: true, failed: true, loading: false });
    expect(client.state.toast.open).toBe(false);
  });

  it('requests nothing without a blockchain API', async () => {
    const { nfts, server } = await setup({}, false);
    await nfts.fetchNfts();
    expect(server.requests).toHaveLength(0);
    expect(nfts.state.empty).toBe(true);
    expect(nfts.state.unsupported).toBe(false);
  });

  it('marks a Solana account unsupported (not offered there) and requests nothing', async () => {
    const server = await nftServer({});
    closers.push(server.close);
    const sol = createFakeNetwork({
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      symbol: 'SOL',
    });
    const phantom = createFakeWallet({
      id: 'phantom',
      name: 'Phantom',
      accounts: ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'],
    });
    const client = createWalletDock({
      projectId: 'test',
      networks: [sol],
      adapters: [createFakeAdapter({ namespace: 'solana', networks: [sol], wallets: [phantom] })],
      storage: memoryStorage(),
      services: { blockchainApiUrl: server.url },
    });
    await client.mount();
    closers.push(async () => client.destroy());
    await client.controllers.connection.connect({ namespace: 'solana', connectorId: 'phantom' });
    const nfts = await client.feature('nfts');
    await nfts.fetchNfts();
    expect(server.requests).toHaveLength(0);
    expect(nfts.state).toMatchObject({ nfts: [], empty: true, unsupported: true });
  });

  it('resets when the account changes and drops a response for the old account', async () => {
    const { nfts, wallet, client } = await setup({
      [`${ALICE}:first`]: { delayMs: 80, page: { data: [nft('1')], next: null } },
      [`${BOB}:first`]: { data: [nft('9')], next: null },
    });
    const slow = nfts.fetchNfts();
    await Promise.resolve();
    wallet.setAccounts([BOB, ALICE]);
    await vi.waitFor(() => expect(client.controllers.chains.activeAddress()).toBe(BOB));
    await slow;
    expect(nfts.state.nfts).toEqual([]);
    await nfts.fetchNfts();
    expect(nfts.state.nfts.map((n) => n.tokenId)).toEqual(['9']);
  });
});
