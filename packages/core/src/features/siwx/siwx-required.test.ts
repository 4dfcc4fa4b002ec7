import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaipNetworkId } from '../../caip/types.js';
import { createWalletDock } from '../../client/create-walletdock.js';
import { createSiwxMessage } from '../../siwx/create-message.js';
import { createSiwx } from '../../siwx/default-siwx.js';
import type { SIWXConfig, SIWXSession } from '../../siwx/types.js';
import { memoryStorage } from '../../storage/backends.js';
import type { StorageBackend } from '../../storage/types.js';
import { createFakeAdapter, createFakeNetwork, createFakeWallet } from '../../testing/index.js';

// Sign-in the app marks required (spec §2 sign-in view), with the sessions kept where an app with a server keeps
// them: our own sign-in server on loopback, over real HTTP (the nonce, the verified session, the lookup, the
// revocation), so what counts is what the server holds, not what the page remembers. Its revocations can be
// slowed down, to show that a reconnect's lookup waits for the disconnect's revocation.

const ALICE = '0xA11cE00000000000000000000000000000000001';
const BOB = '0xB0b0000000000000000000000000000000000002';
const local = createFakeNetwork({ caipNetworkId: 'eip155:31337', name: 'Local', symbol: 'ETH' });
const localB = createFakeNetwork({ caipNetworkId: 'eip155:31338', name: 'Local B', symbol: 'ETH' });

type Held = { chainId: string; address: string; session: SIWXSession };

const held: Held[] = [];
let logoutDelayMs = 0;
let baseUrl = '';

async function body(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}

const sameAccount = (entry: Held, chainId: string, address: string) =>
  entry.chainId === chainId && entry.address.toLowerCase() === address.toLowerCase();

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const reply = (status: number, json?: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(json === undefined ? undefined : JSON.stringify(json));
  };
  void (async () => {
    const key = `${request.method} ${url.pathname}`;
    if (key === 'GET /nonce') return reply(200, { nonce: `n${Math.random().toString(36).slice(2, 14)}` });
    if (key === 'POST /sessions') {
      const session = (await body(request)) as SIWXSession;
      const { chainId, accountAddress } = session.data;
      const kept = held.filter((entry) => !sameAccount(entry, chainId, accountAddress));
      held.splice(0, held.length, ...kept, { chainId, address: accountAddress, session });
      return reply(204);
    }
    if (key === 'GET /sessions') {
      const chainId = url.searchParams.get('chainId') ?? '';
      const address = url.searchParams.get('address') ?? '';
      return reply(
        200,
        held.filter((entry) => sameAccount(entry, chainId, address)).map((e) => e.session),
      );
    }
    if (key === 'POST /logout') {
      const { chainId, address } = (await body(request)) as { chainId: string; address: string };
      await new Promise((resolve) => setTimeout(resolve, logoutDelayMs));
      const kept = held.filter((entry) => !sameAccount(entry, chainId, address));
      held.splice(0, held.length, ...kept);
      return reply(204);
    }
    return reply(404, { message: 'no route' });
  })();
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The sign-in contract over the server: the sessions are the server's. */
function serverSiwx(required: boolean): SIWXConfig & { revoked: string[] } {
  const revoked: string[] = [];
  const post = (path: string, json: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
  return {
    revoked,
    getRequired: () => required,
    async createMessage({ accountAddress, chainId }) {
      const { nonce } = (await (await fetch(`${baseUrl}/nonce`)).json()) as { nonce: string };
      const data = {
        accountAddress,
        chainId,
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1',
        nonce,
        issuedAt: new Date().toISOString(),
      };
      return { data, message: createSiwxMessage(data) };
    },
    async addSession(session) {
      await post('/sessions', session);
    },
    async getSessions(caipNetworkId: CaipNetworkId, address: string) {
      const query = new URLSearchParams({ chainId: caipNetworkId, address });
      return (await (await fetch(`${baseUrl}/sessions?${query}`)).json()) as SIWXSession[];
    },
    async revokeSession(caipNetworkId, address) {
      revoked.push(`${caipNetworkId} ${address}`);
      await post('/logout', { chainId: caipNetworkId, address });
    },
    async setSessions() {
      throw new Error('not used');
    },
  };
}

/** What the server holds now: "network address" of each session. */
const onServer = () => held.map((entry) => `${entry.chainId} ${entry.address.toLowerCase()}`);

const clients: { destroy(): void }[] = [];
beforeEach(() => {
  held.splice(0);
  logoutDelayMs = 0;
});
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy();
});

function setup({
  required = true,
  storage = memoryStorage(),
  wallet = createFakeWallet({ id: 'io.alice', name: 'Alice', accounts: [ALICE, BOB] }),
  siwx = serverSiwx(required),
}: {
  required?: boolean;
  storage?: StorageBackend;
  wallet?: ReturnType<typeof createFakeWallet>;
  siwx?: SIWXConfig & { revoked: string[] };
} = {}) {
  const client = createWalletDock({
    projectId: 'test',
    networks: [local, localB],
    adapters: [createFakeAdapter({ networks: [local, localB], wallets: [wallet] })],
    storage,
    logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
    siwx,
  });
  clients.push(client);
  const connect = () =>
    client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.alice' });
  const prompted = () =>
    vi.waitFor(() => {
      expect(client.state.modal.open).toBe(true);
      expect(client.state.router.view).toBe('SIWXSignMessage');
      expect(client.state.siwx.status).toBe('unauthenticated');
    });
  const signedIn = async () => {
    await prompted();
    await (await client.feature('siwx')).signIn();
    expect(client.state.siwx.status).toBe('authenticated');
  };
  return { client, wallet, storage, siwx, connect, prompted, signedIn };
}

const aliceOn = (network: { caipNetworkId: string }) => `${network.caipNetworkId} ${ALICE.toLowerCase()}`;

describe('required sign-in lives as long as the connection', () => {
  it('a disconnect ends the session on the server; the reconnect asks again (its lookup waits for the revocation)', async () => {
    const { client, connect, signedIn, prompted } = setup();
    await client.mount();
    await connect();
    await signedIn();
    expect(onServer()).toEqual([aliceOn(local)]);

    logoutDelayMs = 150; // the server is slow to forget: the reconnect's lookup must not find the old session
    await client.controllers.connection.disconnect();
    expect(client.state.siwx.status).toBe('unauthenticated');
    await connect();
    await prompted();
    expect(onServer()).toEqual([]);
  });

  it('ends every session of the connection: each account and network it signed in', async () => {
    const { client, wallet, connect, signedIn, siwx } = setup();
    await client.mount();
    await connect();
    await signedIn();
    await client.controllers.chains.switchNetwork(localB);
    await signedIn();
    wallet.setAccounts([BOB, ALICE]);
    await signedIn();
    expect(onServer()).toHaveLength(3);

    await client.controllers.connection.disconnect();
    await vi.waitFor(() => expect(onServer()).toEqual([]));
    expect(siwx.revoked).toHaveLength(3);
  });

  it('the Cancel of the sign-in view disconnects; nothing was signed, nothing is revoked', async () => {
    const { client, connect, prompted, siwx } = setup();
    await client.mount();
    await connect();
    await prompted();
    await (await client.feature('siwx')).cancel();
    expect(client.controllers.chains.activeAddress()).toBeUndefined();
    expect(siwx.revoked).toEqual([]);
  });

  it('signing out while connected disconnects, and the next connect asks again', async () => {
    const { client, connect, signedIn, prompted } = setup();
    await client.mount();
    await connect();
    await signedIn();

    await (await client.feature('siwx')).signOut();
    expect(onServer()).toEqual([]);
    expect(client.controllers.chains.getAccount('eip155')?.status).toBe('disconnected');
    expect(client.state.siwx.status).toBe('unauthenticated');
    await connect();
    await prompted();
  });

  it('the wallet disconnecting ends the session too; a sign-in view it leaves without an account closes', async () => {
    const { client, wallet, connect, signedIn, prompted } = setup();
    await client.mount();
    await connect();
    await signedIn();
    wallet.disconnect();
    await vi.waitFor(() => expect(onServer()).toEqual([]));

    await connect();
    await prompted();
    wallet.disconnect(); // while the view asks: it cannot be dismissed, so it must not stay without an account
    await vi.waitFor(() => expect(client.state.modal.open).toBe(false));
    expect(client.controllers.chains.activeAddress()).toBeUndefined();
  });

  it('a reload is no disconnect: the restored connection keeps its session, without a prompt', async () => {
    const first = setup();
    await first.client.mount();
    await first.connect();
    await first.signedIn();
    first.client.destroy();
    expect(onServer()).toEqual([aliceOn(local)]);

    const reloaded = setup({ storage: first.storage, wallet: first.wallet });
    await reloaded.client.mount();
    await vi.waitFor(() => expect(reloaded.client.state.siwx.status).toBe('authenticated'));
    expect(reloaded.client.state.modal.open).toBe(false);
    expect(onServer()).toEqual([aliceOn(local)]);
    expect(reloaded.siwx.revoked).toEqual([]);
  });

  it('with the default local store too, required ends the session at a disconnect', async () => {
    const storage = memoryStorage();
    const stored = createSiwx({ domain: 'app.example', uri: 'https://app.example', storage, required: true });
    const siwx = Object.assign(stored, { revoked: [] as string[] });
    const { client, connect, signedIn, prompted } = setup({ storage, siwx });
    await client.mount();
    await connect();
    await signedIn();
    await client.controllers.connection.disconnect();
    await connect();
    await prompted();
    expect(await siwx.getSessions(local.caipNetworkId, ALICE)).toEqual([]);
  });
});

describe('sign-in not required', () => {
  it('a disconnect keeps the session: the reconnect signs in without asking; signing out keeps the wallet', async () => {
    const { client, connect, signedIn } = setup({ required: false });
    await client.mount();
    await connect();
    await signedIn();
    await client.controllers.connection.disconnect();
    await connect();
    await vi.waitFor(() => expect(client.state.siwx.status).toBe('authenticated'));
    expect(client.state.modal.open).toBe(false);

    await (await client.feature('siwx')).signOut();
    expect(onServer()).toEqual([]);
    expect(client.controllers.chains.activeAddress()).toBe(ALICE);
  });
});
