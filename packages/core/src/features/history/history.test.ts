import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaipNetworkId } from '../../caip/types.js';
import { createWalletDock } from '../../client/create-walletdock.js';
import { ValidationError } from '../../errors/validation-error.js';
import type { WalletDockOptions } from '../../options/types.js';
import type { HistoryItem, HistoryTransfer } from '../../services/blockchain-api/types.js';
import { memoryStorage } from '../../storage/backends.js';
import { createFakeAdapter, createFakeNetwork, createFakeWallet } from '../../testing/index.js';
import {
  groupTransactionsByMonth,
  isSpamOnly,
  TRANSACTIONS_WITHOUT_ADDRESS,
  visibleTransactions,
} from './history.js';

const ALICE = '0xA11cE00000000000000000000000000000000001';
const BOB = '0xB0b0000000000000000000000000000000000002';
const local = createFakeNetwork({ caipNetworkId: 'eip155:31337', name: 'Local', symbol: 'ETH' });
const localB = createFakeNetwork({ caipNetworkId: 'eip155:31338', name: 'Local B', symbol: 'ETH' });
const sol = createFakeNetwork({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', symbol: 'SOL' });

const fungible: HistoryTransfer = {
  fungible_info: { name: 'Ether', symbol: 'ETH' },
  direction: 'out',
  quantity: { numeric: '1' },
};
const spamNft = (isSpam: boolean): HistoryTransfer => ({
  nft_info: { name: 'Free tokens', flags: { is_spam: isSpam } },
  direction: 'in',
  quantity: { numeric: '1' },
});

function item(
  id: string,
  minedAt: string,
  options: { chain?: CaipNetworkId; transfers?: HistoryTransfer[] } = {},
): HistoryItem {
  return {
    id,
    metadata: {
      operationType: 'send',
      hash: `0x${id.padStart(64, '0')}`,
      minedAt,
      sentFrom: ALICE,
      sentTo: BOB,
      status: 'confirmed',
      nonce: 0,
      chain: options.chain ?? 'eip155:31337',
    },
    transfers: options.transfers ?? [fungible],
  };
}

describe('history rules', () => {
  it.each([
    ['no transfers', [], false],
    ['a fungible transfer', [fungible], false],
    ['one spam NFT', [spamNft(true)], true],
    ['spam and a real NFT', [spamNft(true), spamNft(false)], false],
    ['spam and a fungible transfer', [spamNft(true), fungible], false],
    ['only spam', [spamNft(true), spamNft(true)], true],
  ] as const)('isSpamOnly: %s → %s', (_name, transfers, expected) => {
    expect(isSpamOnly(item('1', '2025-01-01T00:00:00Z', { transfers: [...transfers] }))).toBe(expected);
  });

  it('hides spam-only items, items of other chains and items without a readable date', () => {
    const items = [
      item('keep', '2025-01-01T00:00:00Z'),
      item('spam', '2025-01-01T00:00:00Z', { transfers: [spamNft(true)] }),
      item('other', '2025-01-01T00:00:00Z', { chain: 'eip155:1' }),
      item('undated', 'yesterday'),
    ];
    expect(visibleTransactions(items, 'eip155:31337').map((i) => i.id)).toEqual(['keep']);
  });

  it('groups by year and month (UTC), newest first', () => {
    const groups = groupTransactionsByMonth([
      item('a', '2024-12-31T23:59:59Z'),
      item('b', '2025-01-02T00:00:00Z'),
      item('c', '2025-01-20T00:00:00Z'),
      item('d', '2024-02-01T00:00:00Z'),
    ]);
    expect(groups.map((g) => [g.year, g.month, g.transactions.map((t) => t.id)])).toEqual([
      [2025, 0, ['c', 'b']],
      [2024, 11, ['a']],
      [2024, 1, ['d']],
    ]);
  });
});

// ─── An in-test slice of the Blockchain API: GET /v1/account/{account}/history ─────────────────────────
type Page = { data: HistoryItem[]; next: string | null };

async function historyServer(pages: Record<string, Page | { status: number }>) {
  const requests: URL[] = [];
  const headers: Record<string, string | string[] | undefined>[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    headers.push(req.headers);
    const page = /^\/v1\/account\/[^/]+\/history$/.test(url.pathname)
      ? pages[url.searchParams.get('cursor') ?? 'first']
      : undefined;
    const status = page === undefined ? 404 : 'status' in page ? page.status : 200;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(page && !('status' in page) ? page : { message: 'no such page' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    headers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function setup(
  pages: Record<string, Page | { status: number }>,
  options: Partial<WalletDockOptions> = {},
) {
  const server = await historyServer(pages);
  closers.push(server.close);
  const wallet = createFakeWallet({ id: 'io.alice', name: 'Alice', accounts: [ALICE, BOB] });
  const client = createWalletDock({
    projectId: 'test-project',
    networks: [local, localB],
    adapters: [createFakeAdapter({ networks: [local, localB], wallets: [wallet] })],
    storage: memoryStorage(),
    logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
    services: { blockchainApiUrl: server.url },
    ...options,
  });
  await client.mount();
  await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.alice' });
  return { client, wallet, server, history: await client.feature('history') };
}

const FIRST: Page = {
  data: [
    item('3', '2025-02-03T00:00:00Z'),
    item('spam', '2025-02-02T00:00:00Z', { transfers: [spamNft(true)] }),
    item('other-chain', '2025-02-01T00:00:00Z', { chain: 'eip155:1' }),
    item('2', '2025-01-15T00:00:00Z'),
  ],
  next: 'page-2',
};
const SECOND: Page = {
  data: [item('2', '2025-01-15T00:00:00Z'), item('1', '2024-12-01T00:00:00Z')],
  next: null,
};

describe('transaction history', () => {
  it('loads the active account on the active chain and hides spam-only items and other chains', async () => {
    const { history, server } = await setup({ first: FIRST });
    await history.fetchTransactions();
    expect(history.state.transactions.map((t) => t.id)).toEqual(['3', '2']);
    expect(history.state.next).toBe('page-2');
    expect(history.state.empty).toBe(false);
    expect(history.state.loading).toBe(false);
    expect(history.state.caipAddress).toBe(`eip155:31337:${ALICE}`);
    expect(server.requests[0]?.pathname).toBe(`/v1/account/${ALICE}/history`);
    expect(server.requests[0]?.searchParams.get('chainId')).toBe('eip155:31337');
    expect(server.requests[0]?.searchParams.has('cursor')).toBe(false);
  });

  it('appends the next page by cursor, each item once, and regroups', async () => {
    const { history, server } = await setup({ first: FIRST, 'page-2': SECOND });
    await history.fetchTransactions();
    await history.fetchMore();
    expect(server.requests[1]?.searchParams.get('cursor')).toBe('page-2');
    expect(history.state.transactions.map((t) => t.id)).toEqual(['3', '2', '1']);
    expect(history.state.next).toBeUndefined();
    expect(history.state.grouped.map((g) => [g.year, g.month, g.transactions.map((t) => t.id)])).toEqual([
      [2025, 1, ['3']],
      [2025, 0, ['2']],
      [2024, 11, ['1']],
    ]);
    await history.fetchMore(); // the last page was loaded: nothing to request
    expect(server.requests).toHaveLength(2);
  });

  it('marks an account without transactions as empty', async () => {
    const { history } = await setup({ first: { data: [], next: null } });
    await history.fetchTransactions();
    expect(history.state).toMatchObject({ transactions: [], grouped: [], empty: true });
  });

  it('on failure marks the list empty and failed, without a toast (the tab shows the error)', async () => {
    const { client, history } = await setup({ first: FIRST, 'page-2': { status: 400 } });
    client.controllers.toast.setPlace('Account'); // as if the modal showed the Account view
    await history.fetchTransactions();
    expect(history.state.failed).toBe(false);
    await history.fetchMore();
    expect(client.state.toast.open).toBe(false);
    expect(history.state).toMatchObject({
      transactions: [],
      empty: true,
      failed: true,
      next: undefined,
      loading: false,
    });
  });

  it('needs an account address', async () => {
    const client = createWalletDock({
      projectId: 'test',
      networks: [local],
      adapters: [createFakeAdapter({ networks: [local] })],
      storage: memoryStorage(),
      services: { blockchainApiUrl: 'http://127.0.0.1:9' },
    });
    const fetching = (await client.feature('history')).fetchTransactions();
    await expect(fetching).rejects.toBeInstanceOf(ValidationError);
    await expect(fetching).rejects.toThrow(TRANSACTIONS_WITHOUT_ADDRESS);
  });

  it('resets when the account or the network changes', async () => {
    const { client, wallet, history } = await setup({ first: FIRST });
    await history.fetchTransactions();
    await client.controllers.chains.switchNetwork(localB);
    await vi.waitFor(() => expect(history.state.transactions).toEqual([]));
    expect(history.state.caipAddress).toBeUndefined();

    await history.fetchTransactions();
    expect(history.state.caipAddress).toBe(`eip155:31338:${ALICE}`);
    wallet.setAccounts([BOB]);
    await vi.waitFor(() => expect(history.state.caipAddress).toBeUndefined());
  });

  it('drops a response that arrives after the account changed', async () => {
    const { wallet, history } = await setup({ first: FIRST });
    const loading = history.fetchTransactions();
    wallet.setAccounts([BOB]);
    await loading;
    expect(history.state.transactions).toEqual([]);
  });

  it('requests nothing and stays empty without a blockchain API', async () => {
    const { history, server } = await setup({ first: FIRST }, { services: {} });
    await history.fetchTransactions();
    expect(server.requests).toEqual([]);
    expect(history.state).toMatchObject({ transactions: [], empty: true });
  });

  it('requests nothing on a namespace other than eip155', async () => {
    const server = await historyServer({ first: FIRST });
    closers.push(server.close);
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
    await client.controllers.connection.connect({ namespace: 'solana', connectorId: 'phantom' });
    const history = await client.feature('history');
    await history.fetchTransactions();
    expect(server.requests).toEqual([]);
    expect(history.state.empty).toBe(true);
    // Not offered there (the tab says so), rather than "no activity yet".
    expect(history.state.unsupported).toBe(true);
  });

  it('is not unsupported on eip155, even without a blockchain API', async () => {
    const { history } = await setup({ first: FIRST }, { services: {} });
    await history.fetchTransactions();
    expect(history.state.unsupported).toBe(false);
  });
});

describe('pending entries (a transaction the visitor just sent)', () => {
  const sent = (hash: string, status: 'pending' | 'confirmed' = 'pending'): HistoryItem => {
    const base = item('sent', '2025-03-01T00:00:00Z');
    return { ...base, id: `eip155:31337:${hash}`, metadata: { ...base.metadata, hash, status } };
  };
  const HASH = `0x${'ab'.repeat(32)}`;

  it('lists it on top at once, even without a blockchain API', async () => {
    const { history } = await setup({ first: FIRST }, { services: {} });
    history.addPending(sent(HASH));
    expect(history.state.transactions.map((t) => t.metadata.hash)).toEqual([HASH]);
    expect(history.state.empty).toBe(false);
    await history.fetchTransactions();
    expect(history.state.transactions.map((t) => t.metadata.hash)).toEqual([HASH]);
    expect(history.state.empty).toBe(false);
  });

  it('keeps it above the fetched items until a page lists its hash; the refetch revalidates (no-cache)', async () => {
    const listed = { ...sent(HASH.toUpperCase().replace('0X', '0x'), 'confirmed'), id: 'server-id' };
    const { history, server } = await setup({ first: FIRST, 'page-2': SECOND });
    await history.fetchTransactions();
    history.addPending(sent(HASH));
    expect(history.state.transactions.map((t) => t.id)).toEqual([`eip155:31337:${HASH}`, '3', '2']);
    await history.fetchMore();
    expect(history.state.transactions.map((t) => t.id)).toEqual([`eip155:31337:${HASH}`, '3', '2', '1']);
    server.requests.length = 0;
    (FIRST as { data: HistoryItem[] }).data.unshift(listed);
    try {
      await history.fetchTransactions({ cache: 'no-cache' });
    } finally {
      (FIRST as { data: HistoryItem[] }).data.shift();
    }
    // The fetch cache mode 'no-cache' revalidates: fetch sends `Cache-Control: max-age=0` (Fetch standard).
    expect(server.headers.at(-1)?.['cache-control']).toBe('max-age=0');
    expect(server.requests[0]?.searchParams.has('cache')).toBe(false);
    expect(history.state.transactions.map((t) => t.id)).toEqual(['server-id', '3', '2']);
  });

  it('settlePending marks it confirmed or failed, or removes it', async () => {
    const { history } = await setup({ first: FIRST }, { services: {} });
    history.addPending(sent(HASH));
    history.settlePending(HASH, 'confirmed');
    expect(history.state.transactions[0]?.metadata.status).toBe('confirmed');
    history.settlePending(HASH, 'failed');
    expect(history.state.transactions[0]?.metadata.status).toBe('failed');
    history.settlePending(HASH, undefined);
    expect(history.state.transactions).toEqual([]);
    expect(history.state.empty).toBe(true);
  });

  it('drops it when the account changes, and ignores one for another network than the active one', async () => {
    const { history, wallet } = await setup({ first: FIRST }, { services: {} });
    history.addPending({ ...sent(HASH), metadata: { ...sent(HASH).metadata, chain: 'eip155:1' } });
    expect(history.state.transactions).toEqual([]);
    history.addPending(sent(HASH));
    wallet.setAccounts([BOB]);
    await vi.waitFor(() => expect(history.state.transactions).toEqual([]));
  });
});
