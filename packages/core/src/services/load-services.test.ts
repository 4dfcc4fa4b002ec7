import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../client/clock.js';
import type { WalletDockOptions } from '../options/types.js';
import { memoryStorage } from '../storage/backends.js';
import { createFakeAdapter, createFakeNetwork } from '../testing/index.js';

// Our own slice of the wallet directory on loopback: an empty /getWallets, one project origin.
const requests: string[] = [];
let baseUrl = '';
const server = createServer((request, response) => {
  requests.push(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
  response.writeHead(200, { 'content-type': 'application/json' });
  if (request.url?.startsWith('/getWallets')) response.end('{"count":0,"data":[]}');
  else if (request.url?.startsWith('/v1/identity/')) response.end('{"name":"dock.eth","avatar":null}');
  else response.end('[]');
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  requests.length = 0;
  vi.doUnmock('./create-services.js');
  vi.resetModules();
});

/** Lets a started import (if any) finish: what the tests check must hold after that too. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
const logger = () => ({ debug: vi.fn(), warn: vi.fn(), error: vi.fn() });
const local = createFakeNetwork({ caipNetworkId: 'eip155:31337', name: 'Local', symbol: 'ETH' });

/**
 * Fresh modules in which importing ./create-services.js (the service layer's entry: clients, HTTP wrapper,
 * response schemas) calls `loaded`, and throws while `failing.now` is set (a chunk that could not be fetched).
 */
async function withObservedServiceLayer() {
  const loaded = vi.fn();
  const failing = { now: false };
  vi.resetModules();
  vi.doMock('./create-services.js', async (importOriginal) => {
    loaded();
    if (failing.now) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  const { lazyServices } = await import('./load-services.js');
  const { createWalletDock } = await import('../client/create-walletdock.js');
  // The error class of these fresh modules (the statically imported one is another copy).
  const { ConfigurationError } = await import('../errors/configuration-error.js');
  return { loaded, failing, lazyServices, createWalletDock, ConfigurationError };
}

describe('lazyServices', () => {
  it('refuses an invalid service URL when it is created, as createServices does', async () => {
    const { lazyServices, loaded, ConfigurationError } = await withObservedServiceLayer();
    const deps = { clock: systemClock(), logger: logger() };
    expect(() =>
      lazyServices({ projectId: 'p1', services: { walletDirectoryUrl: 'ftp://x' } }, deps),
    ).toThrow(ConfigurationError);
    expect(() =>
      lazyServices({ projectId: 'p1', services: { blockchainApiUrl: '/relative' } }, deps),
    ).toThrow('Invalid service URL');
    expect(loaded).not.toHaveBeenCalled();
  });

  it('loads the service layer on the first call only and gives every caller the same clients', async () => {
    const { lazyServices, loaded } = await withObservedServiceLayer();
    const load = lazyServices(
      { projectId: 'p1', services: { walletDirectoryUrl: baseUrl } },
      { clock: systemClock(), logger: logger() },
    );
    await settle();
    expect(loaded).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([load(), load()]);
    const third = await load();

    expect(loaded).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(first.walletDirectory?.baseUrl).toBe(baseUrl);
    expect(first.blockchainApi).toBeUndefined();
    expect(requests).toEqual([]);
  });

  it('forgets a failed load and tries again on the next call', async () => {
    const { lazyServices, loaded, failing } = await withObservedServiceLayer();
    const load = lazyServices(
      { projectId: 'p1', services: { walletDirectoryUrl: baseUrl } },
      { clock: systemClock(), logger: logger() },
    );
    failing.now = true;
    await expect(load()).rejects.toThrow();
    expect(loaded).toHaveBeenCalledTimes(1);

    failing.now = false;
    const services = await load();
    expect(services.walletDirectory?.baseUrl).toBe(baseUrl);
    expect(loaded).toHaveBeenCalledTimes(2);
  });
});

describe('createWalletDock and the service layer', () => {
  const options = (services: {
    walletDirectoryUrl?: string;
    blockchainApiUrl?: string;
  }): WalletDockOptions => ({
    projectId: 'test-project',
    networks: [local],
    adapters: [createFakeAdapter({ networks: [local], wallets: [] })],
    storage: memoryStorage(),
    logger: logger(),
    services,
    features: { email: false, socials: false },
    platform: { mobile: false },
  });

  it('still refuses an invalid service URL when the client is created', async () => {
    const { createWalletDock, ConfigurationError } = await withObservedServiceLayer();
    expect(() => createWalletDock(options({ walletDirectoryUrl: 'not a url' }))).toThrow(ConfigurationError);
  });

  it('does not load the service layer on creation or mount, and loads it once when the modal opens', async () => {
    const { createWalletDock, loaded } = await withObservedServiceLayer();
    const client = createWalletDock(options({ walletDirectoryUrl: baseUrl, blockchainApiUrl: baseUrl }));
    await client.mount();
    await settle();
    // An image is shown only once loaded: asking for its URL loads nothing and requests nothing.
    expect(client.controllers.walletDirectory.imageUrl('img-1')).toBeUndefined();
    expect(loaded).not.toHaveBeenCalled();
    expect(requests).toEqual([]);

    await client.controllers.modal.open();
    await vi.waitFor(() => expect(requests).toContain('/getWallets'));
    // Another controller, another service client: the same load.
    await expect((await client.feature('names')).getIdentity('0x1')).resolves.toEqual({
      name: 'dock.eth',
      avatar: null,
    });
    expect(requests).toContain('/v1/identity/0x1');
    expect(loaded).toHaveBeenCalledTimes(1);
    client.destroy();
  });

  it('never loads the service layer when no service is configured', async () => {
    const { createWalletDock, loaded } = await withObservedServiceLayer();
    const client = createWalletDock(options({}));
    await client.mount();
    await client.controllers.modal.open();
    await client.controllers.walletDirectory.fetchWallets({ page: 1 });
    await client.controllers.walletDirectory.searchWallets('dock');
    await settle();

    expect(client.controllers.walletDirectory.imageUrl('img-1')).toBeUndefined();
    await expect((await client.feature('names')).getIdentity('0x1')).resolves.toEqual({
      name: null,
      avatar: null,
    });
    expect(loaded).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    client.destroy();
  });
});
