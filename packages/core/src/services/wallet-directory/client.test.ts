import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../client/clock.js';
import { HttpError } from '../../errors/http-error.js';
import { createFakeClock } from '../../testing/fake-clock.js';
import { HttpNetworkError, HttpTimeoutError, MalformedResponseError } from '../errors.js';
import { SDK_VERSION } from '../sdk.js';
import { createWalletDirectoryClient } from './client.js';
import type { DirectoryWallet } from './types.js';

// Our own test server on loopback: canned answers per path, every request recorded.
type Answer = { status: number; body: string; type?: string; location?: string; hang?: boolean };
const answers = new Map<string, Answer>();
const requests: { path: string; query: Record<string, string> }[] = [];
let baseUrl = '';
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
  const answer = answers.get(url.pathname) ?? { status: 404, body: '{"message":"no route"}' };
  if (answer.hang) return; // never answers (closed by afterAll)
  response.writeHead(answer.status, {
    'content-type': answer.type ?? 'application/json',
    ...(answer.location ? { location: answer.location } : {}),
  });
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

function directory(
  options: {
    logger?: Logger;
    url?: string;
    clock?: ReturnType<typeof createFakeClock>;
    timeoutMs?: number;
  } = {},
) {
  return createWalletDirectoryClient({
    baseUrl: options.url ?? baseUrl,
    projectId: 'p1',
    retry: { baseDelayMs: 1 },
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
}

async function closedPortUrl(): Promise<string> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
  return url;
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
        url = await closedPortUrl();
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

  describe('getWallets with a malformed directory', () => {
    const { id, name, rdns, image_id, chains, mobile_link, desktop_link, webapp_link } = wallet;
    const minimal = { id, name, rdns, image_id, chains, mobile_link, desktop_link, webapp_link };
    const other = { ...minimal, id: 'other', name: 'Other Wallet', image_id: 'other-image' };

    it.each([
      ['a missing field', { ...minimal, id: 'bad', chains: undefined }, '$.data[1].chains'],
      ['a field of the wrong type', { ...minimal, id: 'bad', mobile_link: 42 }, '$.data[1].mobile_link'],
      ['a wallet that is not an object', 'not a wallet', '$.data[1]'],
      ['an empty id', { ...minimal, id: '' }, '$.data[1].id'],
      ['an id that is not a string', { ...minimal, id: 7 }, '$.data[1].id'],
      [
        'a name with nothing visible',
        { ...minimal, id: 'bad', name: '\u202E\u200B \u3164' },
        '$.data[1].name',
      ],
      ['a bad injected entry', { ...minimal, id: 'bad', injected: [{ namespace: 1 }] }, '$.data[1].injected'],
      ['an unknown badge', { ...minimal, id: 'bad', badge_type: 'gold' }, '$.data[1].badge_type'],
    ])('drops a wallet with %s, keeps the rest and logs where (debug)', async (_case, bad, path) => {
      answers.set('/getWallets', json({ count: 3, data: [minimal, bad, other] }));
      const logger = testLogger();

      const page = await directory({ logger }).getWallets({ page: 1, entries: 40 });

      expect(page).toEqual({ count: 3, data: [minimal, other] });
      expect(logger.debug).toHaveBeenCalledTimes(1);
      const [line] = logger.debug.mock.calls[0] ?? [];
      expect(line).toContain('GET /getWallets');
      expect(line).toContain(path);
      expect(logger.warn).not.toHaveBeenCalled();
    });

    it('never logs the dropped wallet itself', async () => {
      const secret = 'https://evil.example/'.padEnd(5000, 'x');
      answers.set(
        '/getWallets',
        json({ count: 2, data: [{ ...minimal, id: 'bad', rdns: 9, homepage: secret }, other] }),
      );
      const logger = testLogger();

      await directory({ logger }).getWallets({ page: 1, entries: 40 });

      expect(JSON.stringify(logger.debug.mock.calls)).not.toContain('evil.example');
    });

    it('cleans names for display: overrides, invisible characters and controls removed', async () => {
      answers.set(
        '/getWallets',
        json({ count: 1, data: [{ ...minimal, name: '\u202Etellaw\u200B kcoD\u0007  \n Pro ' }] }),
      );

      const page = await directory().getWallets({ page: 1, entries: 40 });

      expect(page.data[0]?.name).toBe('tellaw kcoD Pro');
    });

    it.each(['.', '..', ''])('keeps a wallet whose image id is %j, without an image', async (imageId) => {
      answers.set('/getWallets', json({ count: 1, data: [{ ...minimal, image_id: imageId }] }));

      const page = await directory().getWallets({ page: 1, entries: 40 });

      expect(page.data).toEqual([{ ...minimal, image_id: '' }]);
    });

    it('keeps an image id that is a valid segment once encoded', async () => {
      answers.set('/getWallets', json({ count: 1, data: [{ ...minimal, image_id: '.../a/b' }] }));

      const page = await directory().getWallets({ page: 1, entries: 40 });

      expect(page.data[0]?.image_id).toBe('.../a/b');
    });

    it.each([
      ['data is not an array', { count: 1, data: { 0: wallet } }, '$.data'],
      ['data is missing', { count: 1 }, '$.data'],
      ['count is a string', { count: '1', data: [wallet] }, '$.count'],
      ['the body is an array', [wallet], '$'],
    ])('fails the read when the envelope is malformed: %s', async (_case, body, path) => {
      answers.set('/getWallets', json(body));

      const error = await directory()
        .getWallets({ page: 1, entries: 40 })
        .catch((e: unknown) => e);

      expect(error).toBeInstanceOf(MalformedResponseError);
      expect(error).toMatchObject({ endpoint: 'GET /getWallets', path });
    });

    it('fails the read on a body that is not JSON', async () => {
      answers.set('/getWallets', { status: 200, body: '{"count":1,"data":[', type: 'application/json' });

      await expect(directory().getWallets({ page: 1, entries: 40 })).rejects.toBeInstanceOf(
        MalformedResponseError,
      );
    });

    it('fails the read with HttpError on a 500, after the retries', async () => {
      answers.set('/getWallets', json({ message: 'down' }, 500));

      await expect(directory().getWallets({ page: 1, entries: 40 })).rejects.toBeInstanceOf(HttpError);
      expect(requests).toHaveLength(4);
    });

    it.each([
      ['data:', 'data:application/json,{"count":0,"data":[]}'],
      ['file:', 'file:///etc/passwd'],
    ])('fails the read with HttpNetworkError on a redirect to a %s URL', async (_scheme, location) => {
      answers.set('/getWallets', { status: 302, body: '', location });

      await expect(directory().getWallets({ page: 1, entries: 40 })).rejects.toBeInstanceOf(HttpNetworkError);
    });

    it('fails the read with HttpNetworkError when the directory cannot be reached', async () => {
      const url = await closedPortUrl();

      await expect(directory({ url }).getWallets({ page: 1, entries: 40 })).rejects.toBeInstanceOf(
        HttpNetworkError,
      );
    });

    it("fails the read with HttpTimeoutError when the directory never answers, at the clock's timeout", async () => {
      answers.set('/getWallets', { status: 200, body: '', hang: true });
      const clock = createFakeClock();
      const reading = directory({ clock, timeoutMs: 5_000 })
        .getWallets({ page: 1, entries: 40 })
        .catch((e: unknown) => e);
      await vi.waitFor(() => expect(requests).toHaveLength(1));

      clock.advance(5_000);

      expect(await reading).toBeInstanceOf(HttpTimeoutError);
      expect(requests).toHaveLength(1); // a timeout is not retried
    });
  });
});
