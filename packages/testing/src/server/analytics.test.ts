/**
 * Core's analytics against a real `@walletdock/server` over real HTTP (embedded PGlite in a temporary
 * directory): a client of a project with analytics on stores the modal's events, with the spec's fields and
 * only the whitelisted props; a client of a project with analytics off asks once and sends nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWalletDock, memoryStorage, type WalletDockClient } from '@walletdock/core';
import { createFakeAdapter, createFakeNetwork, createFakeWallet } from '@walletdock/core/testing';
import { createServer, type WalletDockServer } from '@walletdock/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const ALICE = '0xA11cE00000000000000000000000000000000001';
const local = createFakeNetwork({ caipNetworkId: 'eip155:31337', name: 'Local', symbol: 'ETH' });
const local2 = createFakeNetwork({ caipNetworkId: 'eip155:31338', name: 'Local 2', symbol: 'ETH' });

let server: WalletDockServer;
let url = '';
let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'walletdock-analytics-test-'));
  server = await createServer({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    logLevel: 'silent',
    projects: [
      { id: 'on', name: 'On', allowedOrigins: ['https://app.example.com'], analytics: true },
      { id: 'off', name: 'Off', allowedOrigins: ['https://app.example.com'], analytics: false },
    ],
  });
  url = await server.listen();
}, 60_000);
afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function makeClient(projectId: string): WalletDockClient {
  vi.stubGlobal('location', {
    origin: 'https://app.example.com',
    pathname: '/',
    hostname: 'app.example.com',
  });
  const wallet = createFakeWallet({ id: 'io.alice', name: 'Alice', type: 'INJECTED', accounts: [ALICE] });
  return createWalletDock({
    projectId,
    networks: [local, local2],
    adapters: [createFakeAdapter({ networks: [local, local2], wallets: [wallet] })],
    storage: memoryStorage(),
    logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
    services: { walletDirectoryUrl: url, analyticsUrl: url },
    features: { email: false, socials: false },
  });
}

async function journey(client: WalletDockClient): Promise<void> {
  await client.mount();
  await client.controllers.modal.open();
  await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.alice' });
  await client.controllers.chains.switchNetwork(local2);
  await client.controllers.connection.disconnect();
  await client.controllers.modal.close();
  await vi.waitFor(() => expect(client.state.features.analytics).toBe('ready'));
  await new Promise((resolve) => setTimeout(resolve, 50)); // the modal's close is seen after a batch
  await client.loadedFeature('analytics')?.flush();
}

const stored = (projectId: string) =>
  server.store.db
    .selectFrom('analytics_events')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('seq')
    .execute();

describe('analytics against @walletdock/server', () => {
  it('stores the journey of a project with analytics on, with the spec fields and whitelisted props', async () => {
    const client = makeClient('on');
    await journey(client);
    const rows = await stored('on');
    expect(rows.map((row) => row.event).sort()).toEqual(
      [
        'CONNECT_STARTED',
        'CONNECT_SUCCESS',
        'DISCONNECT_SUCCESS',
        'MODAL_CLOSE',
        'MODAL_OPEN',
        'SWITCH_NETWORK',
      ].sort(),
    );
    const success = rows.find((row) => row.event === 'CONNECT_SUCCESS');
    expect(success).toMatchObject({
      type: 'track',
      address: ALICE,
      url: 'https://app.example.com/',
      domain: 'app.example.com',
      sdk_type: 'walletdock',
    });
    expect(success?.properties).toEqual({
      namespace: 'eip155',
      walletId: 'io.alice',
      name: 'Alice',
      method: 'injected',
    });
    client.destroy();
  });

  it('sends nothing for a project with analytics off (the server says so once)', async () => {
    const posts: string[] = [];
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      if (new URL(input).pathname === '/e') posts.push(input);
      return realFetch(input, init);
    });
    const client = makeClient('off');
    await journey(client);
    await expect(client.loadedFeature('analytics')?.isEnabled()).resolves.toBe(false);
    expect(posts).toEqual([]);
    expect(await stored('off')).toEqual([]);
    client.destroy();
  });
});
