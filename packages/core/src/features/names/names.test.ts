import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletDock } from '../../client/create-walletdock.js';
import { MESSAGES } from '../../errors/messages.js';
import { NameError } from '../../errors/name-error.js';
import type { WalletDockOptions } from '../../options/types.js';
import type { NameRecord } from '../../services/blockchain-api/types.js';
import { memoryStorage } from '../../storage/backends.js';
import {
  createFakeAdapter,
  createFakeClock,
  createFakeNetwork,
  createFakeWallet,
} from '../../testing/index.js';

const ALICE = '0xA11cE00000000000000000000000000000000001';
const BOB = '0xB0b0000000000000000000000000000000000002';
const local = createFakeNetwork({ caipNetworkId: 'eip155:31337', name: 'Local', symbol: 'ETH' });

const aliceName: NameRecord = {
  name: 'alice.wd.eth',
  registered: 1_735_689_600,
  updated: 1_735_689_600,
  addresses: { '60': { address: ALICE } },
  attributes: [{ avatar: 'https://example.com/alice.png' }],
};

// ─── An in-test slice of the Blockchain API: identity and profile endpoints ────────────────────────────
type Reply = { status: number; body: unknown };

async function namesServer(failing: { value: boolean }) {
  const requests: URL[] = [];
  const route = (url: URL): Reply => {
    if (failing.value) return { status: 400, body: { message: 'broken' } };
    const path = url.pathname;
    let match = /^\/v1\/identity\/([^/]+)$/.exec(path);
    if (match) {
      const known = match[1]?.toLowerCase() === ALICE.toLowerCase();
      return {
        status: 200,
        body: known
          ? { name: aliceName.name, avatar: 'https://example.com/alice.png' }
          : { name: null, avatar: null },
      };
    }
    match = /^\/v1\/profile\/account\/([^/]+)$/.exec(path);
    if (match) {
      return decodeURIComponent(match[1] ?? '') === aliceName.name
        ? { status: 200, body: aliceName }
        : { status: 404, body: { message: 'name not found' } };
    }
    match = /^\/v1\/profile\/reverse\/([^/]+)$/.exec(path);
    if (match)
      return { status: 200, body: match[1]?.toLowerCase() === ALICE.toLowerCase() ? [aliceName] : [] };
    match = /^\/v1\/profile\/suggestions\/([^/]+)$/.exec(path);
    if (match) {
      const label = decodeURIComponent(match[1] ?? '');
      return {
        status: 200,
        body: {
          suggestions: [
            { name: `${label}.wd.eth`, registered: label === 'alice' },
            { name: `${label}1.wd.eth`, registered: false },
          ],
        },
      };
    }
    return { status: 404, body: { message: 'not found' } };
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const { status, body } = route(url);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
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

async function setup(options: Partial<WalletDockOptions> = {}) {
  const failing = { value: false };
  const server = await namesServer(failing);
  closers.push(server.close);
  const clock = createFakeClock(Date.UTC(2025, 0, 1));
  const wallet = createFakeWallet({ id: 'io.alice', name: 'Alice', accounts: [ALICE, BOB] });
  const client = createWalletDock({
    projectId: 'test-project',
    networks: [local],
    adapters: [createFakeAdapter({ networks: [local], wallets: [wallet] })],
    storage: memoryStorage(),
    logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
    services: { blockchainApiUrl: server.url },
    features: { email: false, socials: false },
    clock,
    ...options,
  });
  const connect = async () => {
    await client.mount();
    await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.alice' });
  };
  return { client, clock, server, failing, wallet, connect, names: await client.feature('names') };
}

describe('names', () => {
  it('resolves the identity of an address and caches it for 5 minutes', async () => {
    const { names, server, clock } = await setup();
    expect(await names.getIdentity(ALICE)).toEqual({
      name: 'alice.wd.eth',
      avatar: 'https://example.com/alice.png',
    });
    expect(server.requests[0]?.pathname).toBe(`/v1/identity/${ALICE}`);
    clock.advance(5 * 60_000 - 1);
    await names.getIdentity(ALICE.toLowerCase());
    expect(server.requests).toHaveLength(1);
    clock.advance(1);
    await names.getIdentity(ALICE);
    expect(server.requests).toHaveLength(2);
  });

  it('sends the connected address as sender', async () => {
    const { names, server, connect } = await setup();
    await connect();
    await names.getIdentity(BOB);
    expect(server.requests.at(-1)?.searchParams.get('sender')).toBe(ALICE);
  });

  it('gives an empty identity on failure, without caching it', async () => {
    const { names, failing, server } = await setup();
    failing.value = true;
    expect(await names.getIdentity(ALICE)).toEqual({ name: null, avatar: null });
    failing.value = false;
    const before = server.requests.length;
    expect((await names.getIdentity(ALICE)).name).toBe('alice.wd.eth');
    expect(server.requests.length).toBeGreaterThan(before);
  });

  it('resolves a name to its records and caches them for 5 minutes', async () => {
    const { names, server, clock } = await setup();
    expect(await names.resolveName('alice.wd.eth')).toEqual(aliceName);
    expect(server.requests[0]?.searchParams.get('apiVersion')).toBe('2');
    await names.resolveName('alice.wd.eth');
    expect(server.requests).toHaveLength(1);
    clock.advance(5 * 60_000);
    await names.resolveName('alice.wd.eth');
    expect(server.requests).toHaveLength(2);
  });

  it.each([
    ['resolveName', MESSAGES.errorResolvingName],
    ['getNamesForAddress', MESSAGES.errorFetchingNamesForAddress],
    ['getSuggestions', MESSAGES.errorFetchingNameSuggestions],
  ] as const)('%s failures throw NameError %j', async (method, message) => {
    const { names, failing } = await setup();
    failing.value = true;
    const call = method === 'getNamesForAddress' ? names[method](ALICE) : names[method]('alice.wd.eth');
    await expect(call).rejects.toBeInstanceOf(NameError);
    await expect(call).rejects.toMatchObject({ shortMessage: message });
  });

  it('throws the spec message for an unknown name', async () => {
    const { names } = await setup();
    await expect(names.resolveName('nobody.wd.eth')).rejects.toMatchObject({
      name: 'NameError',
      shortMessage: MESSAGES.errorResolvingName,
    });
  });

  it('lists the names of an address and suggests names', async () => {
    const { names } = await setup();
    expect(await names.getNamesForAddress(ALICE)).toEqual([aliceName]);
    expect(await names.getNamesForAddress(BOB)).toEqual([]);
    expect(await names.getSuggestions('alice')).toEqual([
      { name: 'alice.wd.eth', registered: true },
      { name: 'alice1.wd.eth', registered: false },
    ]);
  });

  it('throws NameError, and gives an empty identity, without a blockchain API', async () => {
    const { names } = await setup({ services: {} });
    expect(await names.getIdentity(ALICE)).toEqual({ name: null, avatar: null });
    await expect(names.resolveName('alice.wd.eth')).rejects.toMatchObject({
      shortMessage: MESSAGES.errorResolvingName,
    });
  });
});

describe('profile sync', () => {
  it('requests nothing on creation, mount or connect; fills the profile when the modal opens', async () => {
    const { client, server, connect } = await setup();
    await connect();
    expect(server.requests).toEqual([]);
    await client.controllers.modal.open();
    expect(client.controllers.chains.getAccount('eip155')).toMatchObject({
      profileName: 'alice.wd.eth',
      profileImage: 'https://example.com/alice.png',
    });
  });

  it('sets a null profile for an address without a name', async () => {
    const { client, wallet, connect, names } = await setup();
    await connect();
    wallet.setAccounts([BOB]);
    await vi.waitFor(() => expect(client.controllers.chains.activeAddress()).toBe(BOB));
    await names.syncProfile();
    expect(client.controllers.chains.getAccount('eip155')).toMatchObject({
      profileName: null,
      profileImage: null,
    });
  });

  it('does nothing without a connected account', async () => {
    const { server, names } = await setup();
    await names.syncProfile();
    expect(server.requests).toEqual([]);
  });
});
