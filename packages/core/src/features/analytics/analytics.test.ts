import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWalletDock, type WalletDockClient } from '../../client/create-walletdock.js';
import { ERROR_TELEMETRY_LIMIT } from '../../controllers/timing.js';
import type { WalletDockOptions } from '../../options/types.js';
import type { AnalyticsEvent } from '../../services/blockchain-api/types.js';
import { createSiwx } from '../../siwx/default-siwx.js';
import { memoryStorage } from '../../storage/backends.js';
import { createFakeAdapter, createFakeNetwork, createFakeWallet } from '../../testing/index.js';
import { analyticsFeature } from './feature.js';

// Our own loopback server standing in for the wallet directory (`/getAnalyticsConfig`) and `POST /e`; what it
// answers is set per test. The client side is the real one: service clients, HTTP layer, fetch.
const server = {
  enabled: true as boolean | 'fail',
  eventStatus: 202,
  configRequests: 0,
  events: [] as AnalyticsEvent[],
  eventQueries: [] as URLSearchParams[],
};
let baseUrl = '';
const http = createServer(async (request: IncomingMessage, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/getAnalyticsConfig') {
    server.configRequests += 1;
    if (server.enabled === 'fail') response.writeHead(404).end();
    else response.writeHead(200).end(JSON.stringify({ isAnalyticsEnabled: server.enabled }));
    return;
  }
  if (url.pathname === '/e' && request.method === 'POST') {
    let body = '';
    for await (const chunk of request) body += chunk;
    if (server.eventStatus === 202) {
      server.events.push(JSON.parse(body) as AnalyticsEvent);
      server.eventQueries.push(url.searchParams);
    }
    response.writeHead(server.eventStatus).end(JSON.stringify({ success: server.eventStatus === 202 }));
    return;
  }
  response.writeHead(404).end();
});

beforeAll(async () => {
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
});
beforeEach(() => {
  Object.assign(server, { enabled: true, eventStatus: 202, configRequests: 0, events: [], eventQueries: [] });
  // A page: the client sends its URL without query and fragment, and its host name.
  vi.stubGlobal('location', {
    origin: 'https://app.example.com',
    pathname: '/swap',
    hostname: 'app.example.com',
    search: '?email=alice@example.com',
    href: 'https://app.example.com/swap?email=alice@example.com',
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ALICE = '0xA11cE00000000000000000000000000000000001';
const local = createFakeNetwork({ caipNetworkId: 'eip155:31337', name: 'Local', symbol: 'ETH' });
const local2 = createFakeNetwork({ caipNetworkId: 'eip155:31338', name: 'Local 2', symbol: 'ETH' });

function makeClient(options: Partial<WalletDockOptions> = {}) {
  const wallet = createFakeWallet({ id: 'io.alice', name: 'Alice', type: 'INJECTED', accounts: [ALICE] });
  const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const client = createWalletDock({
    projectId: 'proj-on',
    networks: [local, local2],
    adapters: [createFakeAdapter({ networks: [local, local2], wallets: [wallet] })],
    storage: memoryStorage(),
    logger,
    services: { walletDirectoryUrl: baseUrl, analyticsUrl: baseUrl },
    // No e-mail or socials: the allowed-origin check (its own Invalid App Configuration alert) stays out.
    ...options,
    features: { email: false, socials: false, ...options.features },
  });
  return { client, wallet, logger };
}

/** Sends what is queued (the feature must be loaded: the modal opened). */
async function flush(client: WalletDockClient): Promise<void> {
  await vi.waitFor(() => expect(client.state.features.analytics).toBe('ready'));
  await client.loadedFeature('analytics')?.flush();
}

const names = () => server.events.map((event) => event.props.event);
const connect = (client: WalletDockClient) =>
  client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.alice' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('analytics', () => {
  it('loads, asks and sends nothing before the modal opens; the first event is the open', async () => {
    const load = vi.spyOn(analyticsFeature, 'load');
    const { client } = makeClient();
    await client.mount();
    await connect(client);
    await client.controllers.connection.disconnect();
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(server.configRequests).toBe(0);

    await client.controllers.modal.open();
    await flush(client);
    expect(names()).toEqual(['MODAL_OPEN']);
    expect(server.configRequests).toBe(1);
  });

  it("counts no network switch when a connect reports the wallet's network, only the switches after it", async () => {
    const local3 = createFakeNetwork({ caipNetworkId: 'eip155:31339', name: 'Local 3', symbol: 'ETH' });
    const { client } = makeClient({
      networks: [local, local2, local3],
      adapters: [
        createFakeAdapter({
          networks: [local, local2, local3],
          wallets: [
            createFakeWallet({
              id: 'io.alice',
              name: 'Alice',
              type: 'INJECTED',
              accounts: [ALICE],
              // The app's default is `local`, which this wallet does not know: it connects on `local2`.
              networks: [local2.caipNetworkId, local3.caipNetworkId],
            }),
          ],
        }),
      ],
    });
    await client.mount();
    await client.controllers.modal.open();
    await flush(client);
    await connect(client);
    expect(client.controllers.chains.activeNetwork()?.caipNetworkId).toBe(local2.caipNetworkId);
    await client.controllers.chains.switchNetwork(local3);
    await settle();
    await flush(client);

    expect(names()).toEqual(['MODAL_OPEN', 'CONNECT_STARTED', 'CONNECT_SUCCESS', 'SWITCH_NETWORK']);
    expect(server.events.at(-1)?.props.properties).toEqual({ namespace: 'eip155', network: 'eip155:31339' });
  });

  it('sends a connect journey with the spec fields: open, connect, network switch, disconnect, close', async () => {
    const { client } = makeClient();
    await client.mount();
    await client.controllers.modal.open();
    await flush(client);
    await connect(client);
    await client.controllers.chains.switchNetwork(local2);
    await client.controllers.connection.disconnect();
    await client.controllers.modal.close();
    await settle(); // the modal's state is seen after a microtask batch
    await flush(client);

    expect(names()).toEqual([
      'MODAL_OPEN',
      'CONNECT_STARTED',
      'CONNECT_SUCCESS',
      'SWITCH_NETWORK',
      'DISCONNECT_SUCCESS',
      'MODAL_CLOSE',
    ]);
    const [open, started, success, switched] = server.events;
    expect(open).toMatchObject({
      url: 'https://app.example.com/swap',
      domain: 'app.example.com',
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false, view: 'Connect' } },
    });
    expect(open?.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(server.events.map((event) => event.eventId)).size).toBe(server.events.length);
    expect(Math.abs((open?.timestamp ?? 0) - Date.now())).toBeLessThan(10_000);
    const wallet = { namespace: 'eip155', walletId: 'io.alice', name: 'Alice', method: 'injected' };
    expect(started?.props).toEqual({ type: 'track', event: 'CONNECT_STARTED', properties: wallet });
    expect(success?.props).toEqual({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      address: ALICE,
      properties: wallet,
    });
    expect(switched?.props.properties).toEqual({ namespace: 'eip155', network: 'eip155:31338' });
    expect(server.eventQueries[0]?.get('projectId')).toBe('proj-on');
    expect(server.eventQueries[0]?.get('st')).toBe('walletdock');
  });

  it('reports a declined connect as CONNECT_REJECTED, not as an error', async () => {
    const { client, wallet } = makeClient();
    await client.mount();
    await client.controllers.modal.open();
    wallet.mode = 'reject';
    await expect(connect(client)).rejects.toThrow();
    await flush(client);
    expect(names()).toEqual(['MODAL_OPEN', 'CONNECT_STARTED', 'CONNECT_REJECTED']);
  });

  it(`sends at most ${ERROR_TELEMETRY_LIMIT} error events in 60 s`, async () => {
    const { client, wallet } = makeClient();
    await client.mount();
    await client.controllers.modal.open();
    for (let i = 0; i < 7; i++) {
      wallet.failNext('connect', new Error(`boom ${i}`));
      await expect(connect(client)).rejects.toThrow();
    }
    await flush(client);
    const errors = server.events.filter((event) => event.props.type === 'error');
    expect(errors).toHaveLength(ERROR_TELEMETRY_LIMIT);
    expect(errors[0]?.props).toMatchObject({ event: 'CONNECT_ERROR', properties: { errorName: 'Error' } });
    expect(names().filter((name) => name === 'CONNECT_STARTED')).toHaveLength(7);
  });

  it('never sends a property outside the whitelist: no e-mail, signature, message or key', async () => {
    const { client } = makeClient();
    await client.mount();
    await client.controllers.modal.open();
    await flush(client);
    client.controllers.telemetry.track('CONNECT_SUCCESS', {
      name: 'alice@example.com',
      walletId: 'io.alice',
      email: 'alice@example.com',
      signature: '0xdeadbeef',
      message: 'example.com wants you to sign in',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
      address: '0xSmuggled',
    });
    client.controllers.telemetry.track('EMAIL_LOGIN', { email: 'a@b.co' });
    await client.loadedFeature('analytics')?.flush();
    expect(names()).toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS']);
    expect(server.events[1]?.props).toEqual({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      properties: { walletId: 'io.alice' },
    });
    const sent = JSON.stringify(server.events);
    for (const secret of ['alice@example.com', '0xdeadbeef', 'sign in', 'ac0974', 'Smuggled', 'email']) {
      expect(sent).not.toContain(secret);
    }
  });

  it('sends nothing and loads nothing with features.analytics off', async () => {
    const load = vi.spyOn(analyticsFeature, 'load');
    const { client } = makeClient({ features: { analytics: false } });
    await client.mount();
    await client.controllers.modal.open();
    await connect(client);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(server.configRequests).toBe(0);
    expect(server.events).toEqual([]);
  });

  it.each([
    ['the project has analytics off', false],
    ['getAnalyticsConfig fails', 'fail'],
  ] as const)('sends no event when %s (asked once)', async (_case, enabled) => {
    server.enabled = enabled;
    server.eventStatus = 500; // a POST /e would be seen by the counter below
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { client } = makeClient();
    await client.mount();
    await client.controllers.modal.open();
    await connect(client);
    await flush(client);
    await client.controllers.modal.close();
    await client.controllers.modal.open();
    await settle();
    await client.loadedFeature('analytics')?.flush();
    expect(server.configRequests).toBe(1);
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('/e?'))).toEqual([]);
  });

  it('reports a 403 once as FORBIDDEN, with the Invalid App Configuration alert, until a later success', async () => {
    server.eventStatus = 403;
    const { client, logger } = makeClient();
    await client.mount();
    await client.controllers.modal.open();
    await flush(client);
    const forbidden = () =>
      logger.warn.mock.calls.filter(([message]) => String(message).includes('FORBIDDEN'));
    expect(forbidden()).toHaveLength(1);
    expect(client.state.alert).toMatchObject({ open: true, title: 'Invalid App Configuration' });
    expect(client.state.alert.message).toContain('403');

    await connect(client); // two more refused events: not reported again
    await client.loadedFeature('analytics')?.flush();
    expect(forbidden()).toHaveLength(1);

    server.eventStatus = 202;
    await client.controllers.connection.disconnect();
    await client.loadedFeature('analytics')?.flush();
    server.eventStatus = 403;
    await connect(client);
    await client.loadedFeature('analytics')?.flush();
    expect(forbidden()).toHaveLength(2); // reported again after the success
  }, 20_000);

  it('batches events and sends the pending ones with keepalive on page hide', async () => {
    const listeners = new Map<string, () => void>();
    vi.stubGlobal('addEventListener', (type: string, listener: () => void) => listeners.set(type, listener));
    vi.stubGlobal('removeEventListener', (type: string) => listeners.delete(type));
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { client } = makeClient();
    await client.mount();
    await client.controllers.modal.open();
    await vi.waitFor(() => expect(client.state.features.analytics).toBe('ready'));
    await connect(client);
    expect(server.events).toEqual([]); // waiting for the batch delay
    listeners.get('pagehide')?.();
    await vi.waitFor(() => expect(names()).toEqual(['MODAL_OPEN', 'CONNECT_STARTED', 'CONNECT_SUCCESS']));
    const posts = fetchSpy.mock.calls.filter(([url]) => String(url).includes('/e?'));
    expect(posts.map(([, init]) => init?.keepalive)).toEqual([true, true, true]);
  });

  it('sends the queue by itself after the batch delay', async () => {
    const { client } = makeClient();
    await client.mount();
    await client.controllers.modal.open();
    await vi.waitFor(() => expect(names()).toEqual(['MODAL_OPEN']), { timeout: 5_000 });
  });

  it('reports a feature view opened (FEATURE_USE)', async () => {
    const { client } = makeClient();
    await client.mount();
    await connect(client);
    await client.controllers.modal.open();
    await flush(client);
    client.controllers.router.push('RegisterAccountName');
    await settle();
    client.controllers.router.push('Swap');
    await settle();
    await client.loadedFeature('analytics')?.flush();
    expect(server.events.slice(-2).map((event) => event.props.properties)).toEqual([
      { feature: 'names', view: 'RegisterAccountName' },
      { feature: 'swaps', view: 'Swap' },
    ]);
  });

  it('reports sign-in: declined, then success; never the message or the signature', async () => {
    const storage = memoryStorage();
    const { client, wallet } = makeClient({
      storage,
      siwx: createSiwx({ domain: 'app.example', uri: 'https://app.example', storage }),
    });
    await client.mount();
    await client.controllers.modal.open();
    await connect(client);
    await vi.waitFor(() => expect(client.state.router.view).toBe('SIWXSignMessage'));
    const siwx = await client.feature('siwx');
    wallet.mode = 'reject';
    await expect(siwx.signIn()).rejects.toThrow();
    wallet.mode = 'approve';
    const session = await siwx.signIn();
    await settle();
    await flush(client);
    const signIns = server.events.filter((event) => event.props.event.startsWith('SIGN_IN'));
    expect(signIns.map((event) => [event.props.event, event.props.properties])).toEqual([
      ['SIGN_IN_DECLINED', { namespace: 'eip155', network: 'eip155:31337' }],
      ['SIGN_IN_SUCCESS', { namespace: 'eip155', network: 'eip155:31337' }],
    ]);
    const sent = JSON.stringify(server.events);
    expect(sent).not.toContain(session.signature);
    expect(sent).not.toContain('wants you to sign in');
  });

  it('reports the wallet chosen for a WalletConnect connect, with the walletconnect method', async () => {
    const { client } = makeClient();
    await client.mount();
    await client.controllers.modal.open();
    await flush(client);
    client.controllers.connection.state.connecting = {
      kind: 'walletConnect',
      namespace: 'eip155',
      connectorId: 'walletConnect',
      name: 'Rainbow',
      status: 'connecting',
      attempt: 1,
    };
    const connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' };
    client.controllers.telemetry.track('CONNECT_STARTED', {
      namespace: 'eip155',
      connectorId: 'walletConnect',
      connector,
    });
    await client.loadedFeature('analytics')?.flush();
    expect(server.events.at(-1)?.props.properties).toEqual({
      namespace: 'eip155',
      walletId: 'walletConnect',
      name: 'Rainbow',
      method: 'walletconnect',
    });
  });
});
