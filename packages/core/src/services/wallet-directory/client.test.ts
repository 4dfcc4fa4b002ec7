import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../client/clock.js';
import { SDK_VERSION } from '../sdk.js';
import { createWalletDirectoryClient } from './client.js';
import type { DirectoryWallet } from './types.js';

// Our own test server on loopback: canned answers per path, every request recorded.
type Answer = { status: number; body: string; type?: string };
const answers = new Map<string, Answer>();
const requests: { path: string; query: Record<string, string> }[] = [];
let baseUrl = '';
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
  const answer = answers.get(url.pathname) ?? { status: 404, body: '{"message":"no route"}' };
  response.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' });
  response.end(answer.body);
});
const json = (body: unknown, status = 200): Answer => ({ status, body: JSON.stringify(body) });

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  answers.clear();
  requests.length = 0;
});

function testLogger() {
  return { debug: vi.fn<Logger['debug']>(), warn: vi.fn<Logger['warn']>(), error: vi.fn<Logger['error']>() };
}

function directory(options: { logger?: Logger; url?: string } = {}) {
  return createWalletDirectoryClient({
    baseUrl: options.url ?? baseUrl,
    projectId: 'p1',
    retry: { baseDelayMs: 1 },
    ...(options.logger ? { logger: options.logger } : {}),
  });
}

const wallet: DirectoryWallet = {
  id: 'dock-wallet',
  name: 'Dock Wallet',
  rdns: 'io.walletdock.wallet',
  image_id: 'dock-wallet-image',
  chains: ['eip155:31337', 'eip155:31338'],
  mobile_link: 'dockwallet://',
  desktop_link: null,
  webapp_link: null,
  injected: [{ namespace: 'eip155', injected_id: 'isDockWallet' }],
  badge_type: 'certified',
  order: 1,
};

describe('createWalletDirectoryClient', () => {
  it('lists wallets with every filter as a query parameter, lists comma-joined', async () => {
    answers.set('/getWallets', json({ count: 1, data: [{ ...wallet, unknownField: true }] }));

    const page = await directory().getWallets({
      page: 2,
      entries: 40,
      include: ['a', 'b'],
      exclude: ['c'],
      chains: ['eip155:31337', 'eip155:31338'],
      search: 'dock',
      badge_type: 'certified',
    });

    expect(page).toEqual({ count: 1, data: [wallet] });
    expect(requests[0]?.query).toEqual({
      st: 'walletdock',
      sv: SDK_VERSION,
      projectId: 'p1',
      page: '2',
      entries: '40',
      include: 'a,b',
      exclude: 'c',
      chains: 'eip155:31337,eip155:31338',
      search: 'dock',
      badge_type: 'certified',
    });
  });

  it('sends no filter that is not given', async () => {
    answers.set('/getWallets', json({ count: 0, data: [] }));

    await directory().getWallets({ page: 1, entries: 4 });

    expect(Object.keys(requests[0]?.query ?? {})).toEqual(['st', 'sv', 'projectId', 'page', 'entries']);
  });

  it('accepts a directory wallet with only the required fields', async () => {
    const { id, name, rdns, image_id, chains, mobile_link, desktop_link, webapp_link } = wallet;
    const minimal = { id, name, rdns, image_id, chains, mobile_link, desktop_link, webapp_link };
    answers.set('/getWallets', json({ count: 1, data: [minimal] }));

    await expect(directory().getWallets({ page: 1, entries: 40 })).resolves.toEqual({
      count: 1,
      data: [minimal],
    });
  });

  it.each([
    ['walletImageUrl', '/getWalletImage/img%201'],
    ['assetImageUrl', '/public/getAssetImage/img%201'],
    ['currencyImageUrl', '/public/getCurrencyImage/img%201'],
    ['tokenImageUrl', '/public/getTokenImage/img%201'],
  ] as const)('%s builds the image URL with st, sv and projectId, requesting nothing', (method, path) => {
    const url = new URL(directory({ url: `${baseUrl}/dir/` })[method]('img 1'));

    expect(url.pathname).toBe(`/dir${path}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      st: 'walletdock',
      sv: SDK_VERSION,
      projectId: 'p1',
    });
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['getWalletImage', '/getWalletImage/w1'],
    ['getAssetImage', '/public/getAssetImage/w1'],
    ['getCurrencyImage', '/public/getCurrencyImage/w1'],
    ['getTokenImage', '/public/getTokenImage/w1'],
  ] as const)('%s fetches the image bytes as a Blob', async (method, path) => {
    answers.set(path, {
      status: 200,
      body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      type: 'image/svg+xml',
    });

    const blob = await directory()[method]('w1');

    expect(blob.type).toBe('image/svg+xml');
    expect(await blob.text()).toContain('<svg');
    expect(requests[0]?.path).toBe(path);
  });

  it('returns the allowed origins', async () => {
    answers.set(
      '/projects/v1/origins',
      json({ allowedOrigins: ['http://localhost:*', 'https://*.example.com'] }),
    );

    await expect(directory().getProjectOrigins()).resolves.toEqual([
      'http://localhost:*',
      'https://*.example.com',
    ]);
  });

  it('returns the analytics switch', async () => {
    answers.set('/getAnalyticsConfig', json({ isAnalyticsEnabled: true }));

    await expect(directory().getAnalyticsConfig()).resolves.toBe(true);
  });

  const failures: [string, Answer | 'closed port'][] = [
    ['a 404', json({ message: 'no' }, 404)],
    ['a 500 after the retries', json({ message: 'down' }, 500)],
    ['a body that is not JSON', { status: 200, body: 'nope', type: 'text/plain' }],
    ['a body of the wrong shape', json({ allowedOrigins: 'http://localhost', isAnalyticsEnabled: 'yes' })],
    ['a closed port', 'closed port'],
  ];

  it.each(failures)(
    'gives an empty origin list and false analytics on %s, with a warning',
    async (_name, answer) => {
      let url = baseUrl;
      if (answer === 'closed port') {
        const closed = createServer();
        await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
        url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
        await new Promise((resolve) => closed.close(resolve));
      } else {
        answers.set('/projects/v1/origins', answer);
        answers.set('/getAnalyticsConfig', answer);
      }
      const logger = testLogger();
      const client = directory({ logger, url });

      await expect(client.getProjectOrigins()).resolves.toEqual([]);
      await expect(client.getAnalyticsConfig()).resolves.toBe(false);
      expect(logger.warn).toHaveBeenCalledTimes(2);
    },
  );

  it('gives the fallbacks when the caller aborts', async () => {
    answers.set('/projects/v1/origins', json({ allowedOrigins: ['x'] }));

    await expect(directory().getProjectOrigins({ signal: AbortSignal.abort() })).resolves.toEqual([]);
    await expect(directory().getAnalyticsConfig({ signal: AbortSignal.abort() })).resolves.toBe(false);
    expect(requests).toHaveLength(0);
  });
});
