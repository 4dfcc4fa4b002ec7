import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletDock } from '../../client/create-walletdock.js';
import * as MESSAGES from '../../errors/message-texts.js';
import { formatUnits } from '../../format/units.js';
import type { HistoryItem, NameRecord } from '../../services/blockchain-api/types.js';
import { memoryStorage } from '../../storage/backends.js';
import {
  createFakeAdapter,
  createFakeNetwork,
  createFakeWallet,
  type FakeWallet,
} from '../../testing/index.js';

// Send with a blockchain API (a local HTTP server; the chain is the fake adapter's ledger): receivers typed as
// names, resolved through the names feature, and the history refetched after the block.

const ALICE = '0xa11ce00000000000000000000000000000000001';
const BOB = '0xb0b0000000000000000000000000000000000002';
const local = createFakeNetwork({ caipNetworkId: 'eip155:31337', name: 'Local', symbol: 'ETH' });

const NAMES: Record<string, NameRecord> = {
  'bob.wd.eth': {
    name: 'bob.wd.eth',
    registered: 1,
    updated: 1,
    addresses: { '60': { address: BOB } },
    attributes: [{ bio: 'hi' }, { avatar: 'https://avatars.example/bob.png' }],
  },
  'solana-only.wd.eth': {
    name: 'solana-only.wd.eth',
    registered: 1,
    updated: 1,
    addresses: { '501': { address: 'x' } },
    attributes: [],
  },
  'hostile.wd.eth': {
    name: 'hostile.wd.eth',
    registered: 1,
    updated: 1,
    addresses: { '60': { address: BOB } },
    attributes: [{ avatar: 'javascript:alert(1)' }],
  },
};

async function apiServer(wallet: () => FakeWallet, history: HistoryItem[]) {
  const requests: { url: URL; cacheControl: string | undefined }[] = [];
  let nameDelay = Promise.resolve();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ url, cacheControl: req.headers['cache-control'] });
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const name = /^\/v1\/profile\/account\/([^/]+)$/.exec(url.pathname)?.[1];
    if (name !== undefined) {
      await nameDelay;
      const record = NAMES[decodeURIComponent(name)];
      return record ? reply(200, record) : reply(404, { message: 'not found' });
    }
    if (/^\/v1\/identity\//.test(url.pathname))
      return reply(200, { name: 'bob.wd.eth', avatar: 'https://avatars.example/bob.png' });
    if (/\/history$/.test(url.pathname)) return reply(200, { data: history, next: null });
    if (/\/balance$/.test(url.pathname)) {
      const units = wallet().balanceOf(ALICE, local.caipNetworkId);
      return reply(200, {
        balances: [
          {
            name: 'Ether',
            symbol: 'ETH',
            chainId: local.caipNetworkId,
            price: 2000,
            quantity: { decimals: '18', numeric: formatUnits(units, 18) },
          },
        ],
      });
    }
    return reply(404, { message: 'no route' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    holdNames(until: Promise<void>) {
      nameDelay = until;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function setup(history: HistoryItem[] = []) {
  const wallet = createFakeWallet({
    id: 'io.alice',
    name: 'Alice',
    accounts: [ALICE],
    balances: { [`${local.caipNetworkId}:${ALICE}`]: 10n ** 18n },
  });
  const server = await apiServer(() => wallet, history);
  closers.push(server.close);
  const client = createWalletDock({
    projectId: 'test',
    networks: [local],
    adapters: [createFakeAdapter({ networks: [local], wallets: [wallet] })],
    storage: memoryStorage(),
    services: { blockchainApiUrl: server.url },
    logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
  });
  await client.mount();
  await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.alice' });
  const send = await client.feature('send');
  return { client, wallet, server, send, history: await client.feature('history') };
}

describe('send: a receiver typed as a name (eip155, through the names feature)', () => {
  it('resolves it to its coin type 60 address, with its name and avatar', async () => {
    const { send, server } = await setup();
    let release = () => {};
    server.holdNames(new Promise((resolve) => (release = resolve)));
    const resolving = send.setReceiver('bob.wd.eth');
    await vi.waitFor(() => expect(send.state.resolvingName).toBe(true));
    expect(send.state.receiverAddress).toBeUndefined();
    release();
    await resolving;
    expect(send.state).toMatchObject({
      resolvingName: false,
      receiverInput: 'bob.wd.eth',
      receiverAddress: BOB,
      receiverProfileName: 'bob.wd.eth',
      receiverProfileImage: 'https://avatars.example/bob.png',
      problem: undefined,
    });
  });

  it.each(['nobody.wd.eth', 'solana-only.wd.eth'])(
    '"No address found for this name" for %s',
    async (name) => {
      const { send } = await setup();
      await send.setReceiver(name);
      expect(send.state.problem).toEqual({ field: 'receiver', message: MESSAGES.sendNameNotResolved });
      send.setAmount('0.1');
      send.setToken((await send.tokens())[0]);
      expect(send.validate()).toEqual({ field: 'receiver', message: MESSAGES.sendNameNotResolved });
    },
  );

  it('shows no avatar the sanitiser refuses', async () => {
    const { send } = await setup();
    await send.setReceiver('hostile.wd.eth');
    expect(send.state).toMatchObject({ receiverAddress: BOB, receiverProfileImage: undefined });
  });

  it('a newer input wins over a name still resolving', async () => {
    const { send, server } = await setup();
    let release = () => {};
    server.holdNames(new Promise((resolve) => (release = resolve)));
    const late = send.setReceiver('bob.wd.eth');
    await send.setReceiver('0x0000000000000000000000000000000000000001');
    release();
    await late;
    expect(send.state.receiverAddress).toBe('0x0000000000000000000000000000000000000001');
  });

  it('a typed address gets its primary name and avatar', async () => {
    const { send } = await setup();
    await send.setReceiver(BOB);
    expect(send.state).toMatchObject({
      receiverProfileName: 'bob.wd.eth',
      receiverProfileImage: 'https://avatars.example/bob.png',
    });
  });
});

describe('send: after the block, with a blockchain API', () => {
  it('refetches the history past the fetch cache and reads the balances fresh; the fee shows in USD', async () => {
    const { send, server, history, client } = await setup();
    const [eth] = await send.tokens();
    expect(send.state.networkBalanceInUSD).toBe('2000.00');
    send.setToken(eth);
    send.setAmount('0.25');
    await send.setReceiver(BOB);
    const fee = await send.review();
    expect(fee.usd).toBeCloseTo(0.000021 * 2000, 10);
    server.requests.length = 0;
    const hash = await send.send();
    const historyRequest = server.requests.find((r) => r.url.pathname.endsWith('/history'));
    expect(historyRequest?.cacheControl).toBe('max-age=0');
    expect(server.requests.some((r) => r.url.pathname.endsWith('/balance'))).toBe(true);
    expect(client.controllers.chains.getAccount()?.tokenBalance[0]?.quantity.numeric).toBe('0.749979');
    // The service does not list the new transaction yet: the sent entry stays on top, confirmed.
    expect(history.state.transactions[0]?.metadata).toMatchObject({ hash, status: 'confirmed' });
  });
});
