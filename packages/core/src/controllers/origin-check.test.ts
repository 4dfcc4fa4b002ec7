import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletDock } from '../client/create-walletdock.js';
import { ALERTS } from '../errors/messages.js';
import type { WalletDockOptions } from '../options/types.js';
import { memoryStorage } from '../storage/backends.js';
import { createFakeAdapter, createFakeNetwork } from '../testing/index.js';
import { originNotAllowedMessage } from './origin-check.js';

const local = createFakeNetwork({ caipNetworkId: 'eip155:31337', name: 'Local', symbol: 'ETH' });

// ─── An in-test slice of the wallet directory: GET /projects/v1/origins ────────────────────────────────
async function originsServer(reply: { status: number; body: unknown }) {
  const requests: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const { status, body } =
      url.pathname === '/projects/v1/origins' ? reply : { status: 404, body: { message: 'not found' } };
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
  vi.unstubAllGlobals();
  for (const close of closers.splice(0)) await close();
});

async function setup(
  origin: string | undefined,
  options: Partial<WalletDockOptions> = {},
  reply: { status: number; body: unknown } = {
    status: 200,
    body: { allowedOrigins: ['https://app.example.com', 'https://*.example.org'] },
  },
) {
  const server = await originsServer(reply);
  closers.push(server.close);
  if (origin !== undefined) vi.stubGlobal('location', { origin });
  const client = createWalletDock({
    projectId: 'test-project',
    networks: [local],
    adapters: [createFakeAdapter({ networks: [local] })],
    storage: memoryStorage(),
    logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
    services: { walletDirectoryUrl: server.url },
    ...options,
  });
  return { client, server, originCheck: client.controllers.originCheck };
}

const originRequests = (server: { requests: URL[] }) =>
  server.requests.filter((r) => r.pathname === '/projects/v1/origins');

describe('allowed-origin check', () => {
  it.each([
    ['an origin on the allow-list', 'https://app.example.com', true],
    ['a wildcard match', 'https://preview.shop.example.org', true],
    ['a default ancestor (localhost)', 'http://localhost:5173', true],
    ['an origin not on the list', 'https://evil.example.net', false],
  ])('%s: %s → %s', async (_name, origin, allowed) => {
    const { client, originCheck } = await setup(origin);
    expect(await originCheck.check()).toBe(allowed);
    expect(originCheck.state.allowed).toBe(allowed);
    expect(client.state.alert.open).toBe(!allowed);
  });

  it('shows Invalid App Configuration once, when the modal first opens, and checks only once', async () => {
    const { client, server } = await setup('https://evil.example.net');
    await client.mount();
    expect(originRequests(server)).toEqual([]);
    await client.controllers.modal.open();
    expect(client.state.alert).toMatchObject({
      open: true,
      id: ALERTS.invalidAppConfiguration.id,
      title: ALERTS.invalidAppConfiguration.title,
      message: originNotAllowedMessage('https://evil.example.net'),
    });
    client.controllers.alert.close();
    await client.controllers.modal.close();
    await client.controllers.modal.open();
    expect(client.state.alert.open).toBe(false);
    expect(originRequests(server)).toHaveLength(1);
  });

  it('reads a failed request as an empty list: only the default ancestors pass', async () => {
    const failing = { status: 400, body: { message: 'down' } };
    const allowed = await setup('http://127.0.0.1:4173', {}, failing);
    expect(await allowed.originCheck.check()).toBe(true);
    const denied = await setup('https://app.example.com', {}, failing);
    expect(await denied.originCheck.check()).toBe(false);
  });

  it('does not check when neither e-mail nor socials are enabled', async () => {
    const { server, originCheck } = await setup('https://evil.example.net', {
      features: { email: false, socials: false },
    });
    expect(await originCheck.check()).toBe(true);
    expect(originCheck.state.allowed).toBeUndefined();
    expect(server.requests).toEqual([]);
  });

  it('checks when only socials are enabled', async () => {
    const { originCheck } = await setup('https://evil.example.net', {
      features: { email: false, socials: ['github'] },
    });
    expect(await originCheck.check()).toBe(false);
  });

  it('does not check without a wallet directory or without a page origin (server side)', async () => {
    const noDirectory = await setup('https://evil.example.net', { services: {} });
    expect(await noDirectory.originCheck.check()).toBe(true);
    vi.unstubAllGlobals();
    const { server, originCheck } = await setup(undefined);
    expect(await originCheck.check()).toBe(true);
    expect(server.requests).toEqual([]);
  });
});
