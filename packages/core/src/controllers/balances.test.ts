import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaipNetwork } from '../caip/types.js';
import { createWalletDock } from '../client/create-walletdock.js';
import { MESSAGES } from '../errors/messages.js';
import type { WalletDockOptions } from '../options/types.js';
import { memoryStorage } from '../storage/backends.js';
import {
  createFakeAdapter,
  createFakeClock,
  createFakeNetwork,
  createFakeWallet,
  type FakeToken,
} from '../testing/index.js';
import { BALANCE_RETRY_GUARD_MS } from './balances.js';
import type { TokenBalance } from './types.js';

const ALICE = '0xA11cE00000000000000000000000000000000001';
const BOB = '0xB0b0000000000000000000000000000000000002';
const DOCK = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const TUSD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const ETH = 10n ** 18n;

const local = createFakeNetwork({ caipNetworkId: 'eip155:31337', name: 'Local', symbol: 'ETH' });
const localB = createFakeNetwork({ caipNetworkId: 'eip155:31338', name: 'Local B', symbol: 'ETH' });
const stranger = createFakeNetwork({ caipNetworkId: 'eip155:999', name: 'Stranger', symbol: 'ETH' });
const btc = createFakeNetwork({ caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', symbol: 'BTC' });

const TOKENS: Record<string, readonly FakeToken[]> = {
  'eip155:31337': [
    { address: DOCK, name: 'Dock Test Token', symbol: 'DOCK', decimals: 18 },
    { address: TUSD, name: 'Test USD', symbol: 'tUSD', decimals: 6 },
  ],
};

// ─── An in-test slice of the Blockchain API: GET /v1/account/{address}/balance ─────────────────────────
type Reply = { status: number; body: unknown };

async function balanceServer(reply: (url: URL) => Reply) {
  const requests: URL[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const { status, body } = /^\/v1\/account\/[^/]+\/balance$/.test(url.pathname)
      ? reply(url)
      : { status: 404, body: { message: 'not found' } };
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const usdEntry = (overrides: Partial<TokenBalance> = {}): TokenBalance => ({
  address: `eip155:31337:${TUSD}`,
  name: 'Test USD',
  symbol: 'tUSD',
  chainId: 'eip155:31337',
  price: 1,
  value: 10_000,
  quantity: { decimals: '6', numeric: '10000' },
  ...overrides,
});

async function setup(
  options: Partial<WalletDockOptions> & { networks?: readonly [CaipNetwork, ...CaipNetwork[]] } = {},
) {
  const clock = createFakeClock(Date.UTC(2025, 0, 1));
  const wallet = createFakeWallet({
    id: 'io.alice',
    name: 'Alice Wallet',
    accounts: [ALICE, BOB],
    networks: ['eip155:31337', 'eip155:31338', 'eip155:999'],
    balances: { [`eip155:31337:${ALICE}`]: (3n * ETH) / 2n },
    tokenBalances: { [`eip155:31337:${ALICE}`]: { [DOCK]: 1_000n * ETH, [TUSD]: 0n } },
  });
  const networks = options.networks ?? [local, localB];
  const adapter = createFakeAdapter({ networks: [...networks, stranger], wallets: [wallet], tokens: TOKENS });
  const client = createWalletDock({
    projectId: 'test-project',
    networks,
    adapters: [adapter],
    storage: memoryStorage(),
    platform: { mobile: false },
    logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
    clock,
    ...options,
  });
  await client.mount();
  await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.alice' });
  const account = () => client.controllers.chains.getAccount('eip155');
  return { client, clock, wallet, account, balances: client.controllers.balances };
}

describe('token balances through the direct-RPC fallback (no blockchain API)', () => {
  it('lists the native balance and the configured tokens held, read through the adapter', async () => {
    const { balances, account } = await setup({
      tokens: { 'eip155:31337': [{ address: DOCK }, { address: TUSD }] },
    });
    const list = await balances.fetchTokenBalances();
    expect(list).toEqual([
      {
        name: 'ETH',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        price: 0,
        value: 0,
        quantity: { decimals: '18', numeric: '1.5' },
      },
      {
        address: `eip155:31337:${DOCK}`,
        name: 'Dock Test Token',
        symbol: 'DOCK',
        chainId: 'eip155:31337',
        price: 0,
        value: 0,
        quantity: { decimals: '18', numeric: '1000' },
      },
    ]);
    expect(account()?.tokenBalance).toEqual(list);
    expect(account()?.balanceLoading).toBe(false);
  });

  it('shows only the native balance when no tokens are configured for the network', async () => {
    const { balances } = await setup({ tokens: { 'eip155:31338': [{ address: DOCK }] } });
    expect((await balances.fetchTokenBalances()).map((b) => b.symbol)).toEqual(['ETH']);
  });

  it('sets the loading flag while the adapter reads', async () => {
    const { balances, account } = await setup();
    const loading = balances.fetchTokenBalances();
    expect(account()?.balanceLoading).toBe(true);
    await loading;
    expect(account()?.balanceLoading).toBe(false);
  });

  it('caches the list for 30 s', async () => {
    const { balances, wallet, clock } = await setup();
    expect((await balances.fetchTokenBalances())[0]?.quantity.numeric).toBe('1.5');
    wallet.setBalance(ALICE, 'eip155:31337', 2n * ETH);
    clock.advance(29_999);
    expect((await balances.fetchTokenBalances())[0]?.quantity.numeric).toBe('1.5');
    clock.advance(1);
    expect((await balances.fetchTokenBalances())[0]?.quantity.numeric).toBe('2');
  });

  it('reads fresh when asked to force an update', async () => {
    const { balances, wallet } = await setup();
    await balances.fetchTokenBalances();
    wallet.setBalance(ALICE, 'eip155:31337', 2n * ETH);
    const list = await balances.fetchTokenBalances(`eip155:31337:${DOCK}`);
    expect(list[0]?.quantity.numeric).toBe('2');
  });

  it('after a failure empties the list, marks it failed (lastRetry), shows no toast and blocks retries for 30 s', async () => {
    const { client, balances, wallet, clock, account } = await setup();
    client.controllers.toast.setPlace('Account'); // as if the modal showed the Account view
    wallet.failNext('getBalance', new Error('RPC unreachable'));
    expect(await balances.fetchTokenBalances()).toEqual([]);
    // The Tokens tab shows the error: a toast as well would say it twice.
    expect(client.state.toast.open).toBe(false);
    expect(account()?.lastRetry).toBe(clock.now());
    expect(account()?.tokenBalance).toEqual([]);

    clock.advance(BALANCE_RETRY_GUARD_MS - 1);
    expect(await balances.fetchTokenBalances()).toEqual([]);
    expect(account()?.balanceLoading).toBe(false);

    clock.advance(1);
    expect((await balances.fetchTokenBalances()).map((b) => b.symbol)).toEqual(['ETH']);
    expect(account()?.lastRetry).toBeUndefined();
  });

  it('"Try again" (retryTokenBalances) loads at once, without waiting out the 30 s guard', async () => {
    const { balances, wallet, account } = await setup();
    wallet.failNext('getBalance', new Error('RPC unreachable'));
    await balances.fetchTokenBalances();
    expect(await balances.fetchTokenBalances()).toEqual([]); // guarded
    expect((await balances.retryTokenBalances()).map((b) => b.symbol)).toEqual(['ETH']);
    expect(account()?.lastRetry).toBeUndefined();
  });

  it('keeps balances per network and account (the cache is keyed by CAIP-10 account)', async () => {
    const { client, balances, wallet } = await setup();
    wallet.setBalance(ALICE, 'eip155:31338', 7n * ETH);
    expect((await balances.fetchTokenBalances())[0]?.quantity.numeric).toBe('1.5');
    await client.controllers.chains.switchNetwork(localB);
    expect((await balances.fetchTokenBalances())[0]?.quantity.numeric).toBe('7');
    wallet.setAccounts([BOB]);
    expect((await balances.fetchTokenBalances())[0]?.quantity.numeric).toBe('0');
  });

  it('discards a result that arrives after the visitor switched network', async () => {
    const { client, balances, account } = await setup();
    const loading = balances.fetchTokenBalances();
    await client.controllers.chains.switchNetwork(localB);
    await loading;
    expect(account()?.tokenBalance).toEqual([]);
  });

  it('says "Token Balance Unavailable" on a network the app does not support, without reading', async () => {
    const { client, balances, wallet, account } = await setup({ allowUnsupportedChain: true });
    expect(balances.tokenBalancesAvailable()).toBe(true);
    wallet.switchChain('eip155:999');
    await vi.waitFor(() => expect(client.state.chains.activeCaipNetwork?.caipNetworkId).toBe('eip155:999'));
    wallet.failNext('getBalance', new Error('must not be called'));
    client.controllers.toast.setPlace('Account'); // toasts show inside the open modal only
    expect(await balances.fetchTokenBalances()).toEqual([]);
    expect(client.state.toast.message).toBe(MESSAGES.tokenBalanceUnavailable);
    expect(account()?.lastRetry).toBeUndefined();
    // The list says the same as the toast (the Tokens tab asks this), not "No tokens yet".
    expect(balances.tokenBalancesAvailable()).toBe(false);
  });

  it('resolves an empty list and requests nothing without a connected account', async () => {
    const clock = createFakeClock();
    const client = createWalletDock({
      projectId: 'test',
      networks: [local],
      adapters: [createFakeAdapter({ networks: [local] })],
      storage: memoryStorage(),
      clock,
    });
    expect(await client.controllers.balances.fetchTokenBalances()).toEqual([]);
    expect(await client.controllers.balances.fetchNativeBalance()).toBeUndefined();
    expect(client.state.toast.open).toBe(false);
    expect(client.controllers.balances.tokenBalancesAvailable()).toBe(true);
  });
});

describe('token balances on other namespaces', () => {
  it('says "Token Balance Unavailable" for bip122 (balances are shown on eip155 and solana only)', async () => {
    const wallet = createFakeWallet({ id: 'btc', name: 'BTC Wallet', accounts: ['bc1qalice'] });
    const client = createWalletDock({
      projectId: 'test',
      networks: [btc],
      adapters: [createFakeAdapter({ namespace: 'bip122', networks: [btc], wallets: [wallet] })],
      storage: memoryStorage(),
      clock: createFakeClock(),
    });
    await client.mount();
    await client.controllers.connection.connect({ namespace: 'bip122', connectorId: 'btc' });
    client.controllers.toast.setPlace('Account'); // toasts show inside the open modal only
    expect(await client.controllers.balances.fetchTokenBalances()).toEqual([]);
    expect(client.state.toast.message).toBe(MESSAGES.tokenBalanceUnavailable);
    expect(client.controllers.balances.tokenBalancesAvailable()).toBe(false);
  });
});

describe('invalidate (after a sent transaction)', () => {
  it('makes the next token and native balance loads read fresh, once, and lifts the retry guard', async () => {
    const { balances, wallet, account } = await setup();
    await balances.fetchTokenBalances();
    await balances.fetchNativeBalance();
    wallet.setBalance(ALICE, 'eip155:31337', 2n * ETH);
    expect((await balances.fetchTokenBalances())[0]?.quantity.numeric).toBe('1.5'); // cached
    balances.invalidate();
    expect((await balances.fetchTokenBalances())[0]?.quantity.numeric).toBe('2');
    expect((await balances.fetchNativeBalance())?.balance).toBe('2');
    wallet.setBalance(ALICE, 'eip155:31337', 3n * ETH);
    expect((await balances.fetchTokenBalances())[0]?.quantity.numeric).toBe('2'); // cached again
    expect((await balances.fetchNativeBalance())?.balance).toBe('2');

    wallet.failNext('getBalance', new Error('RPC unreachable'));
    balances.invalidate();
    expect(await balances.fetchTokenBalances()).toEqual([]);
    expect(account()?.lastRetry).toBeDefined();
    balances.invalidate();
    expect(account()?.lastRetry).toBeUndefined();
    expect((await balances.fetchTokenBalances())[0]?.quantity.numeric).toBe('3');
  });

  it('does nothing without a connected account', async () => {
    const { client, balances } = await setup();
    await client.controllers.connection.disconnect();
    expect(() => balances.invalidate()).not.toThrow();
  });
});

describe('native balance', () => {
  it('fills balance and balanceSymbol and caches them for 30 s', async () => {
    const { balances, wallet, clock, account } = await setup();
    expect(await balances.fetchNativeBalance()).toEqual({ balance: '1.5', symbol: 'ETH' });
    expect(account()).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH' });
    wallet.setBalance(ALICE, 'eip155:31337', 2n * ETH);
    clock.advance(29_000);
    expect((await balances.fetchNativeBalance())?.balance).toBe('1.5');
    expect((await balances.fetchNativeBalance({ force: true }))?.balance).toBe('2');
    clock.advance(30_000);
    wallet.setBalance(ALICE, 'eip155:31337', 3n * ETH);
    expect((await balances.fetchNativeBalance())?.balance).toBe('3');
    expect(account()?.balance).toBe('3');
  });

  it('logs a failure and keeps the fields', async () => {
    const { client, balances, wallet, account } = await setup();
    await balances.fetchNativeBalance();
    wallet.failNext('getBalance', new Error('RPC unreachable'));
    expect(await balances.fetchNativeBalance({ force: true })).toBeUndefined();
    expect(account()?.balance).toBe('1.5');
    expect(client.options.logger?.warn).toHaveBeenCalled();
  });
});

describe('token balances through the blockchain API', () => {
  async function apiSetup(reply: (url: URL) => Reply) {
    const server = await balanceServer(reply);
    closers.push(server.close);
    const made = await setup({ services: { blockchainApiUrl: server.url } });
    return { ...made, server };
  }

  it('requests GET /v1/account/{address}/balance with the CAIP-2 chain and usd', async () => {
    const { balances, server, account } = await apiSetup(() => ({
      status: 200,
      body: { balances: [usdEntry()] },
    }));
    expect(await balances.fetchTokenBalances()).toEqual([usdEntry()]);
    expect(account()?.tokenBalance).toEqual([usdEntry()]);
    const [request] = server.requests;
    expect(request?.pathname).toBe(`/v1/account/${ALICE}/balance`);
    expect(Object.fromEntries(request?.searchParams ?? [])).toMatchObject({
      chainId: 'eip155:31337',
      currency: 'usd',
      projectId: 'test-project',
    });
    expect(request?.searchParams.has('forceUpdate')).toBe(false);
  });

  it("drops entries whose quantity decimals are '0'", async () => {
    const zero = usdEntry({ symbol: 'ZERO', quantity: { decimals: '0', numeric: '5' } });
    const { balances } = await apiSetup(() => ({ status: 200, body: { balances: [zero, usdEntry()] } }));
    expect((await balances.fetchTokenBalances()).map((b) => b.symbol)).toEqual(['tUSD']);
  });

  it('caches the answer for 30 s, and forceUpdate asks the server for a fresh read', async () => {
    const { balances, server, clock } = await apiSetup(() => ({
      status: 200,
      body: { balances: [usdEntry()] },
    }));
    await balances.fetchTokenBalances();
    clock.advance(29_999);
    await balances.fetchTokenBalances();
    expect(server.requests).toHaveLength(1);
    await balances.fetchTokenBalances(`eip155:31337:${TUSD}`);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.searchParams.get('forceUpdate')).toBe(`eip155:31337:${TUSD}`);
    clock.advance(30_000);
    await balances.fetchTokenBalances();
    expect(server.requests).toHaveLength(3);
  });

  it('blocks retries for 30 s after the API fails, then asks again', async () => {
    let status = 400;
    const { client, balances, server, clock } = await apiSetup(() => ({
      status,
      body: status === 200 ? { balances: [usdEntry()] } : { message: 'bad request' },
    }));
    expect(await balances.fetchTokenBalances()).toEqual([]);
    expect(client.state.toast.open).toBe(false);
    const failedRequests = server.requests.length;
    status = 200;
    clock.advance(BALANCE_RETRY_GUARD_MS - 1);
    expect(await balances.fetchTokenBalances()).toEqual([]);
    expect(server.requests).toHaveLength(failedRequests);
    clock.advance(1);
    expect(await balances.fetchTokenBalances()).toEqual([usdEntry()]);
  });
});
