import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../client/clock.js';
import { ConfigurationError } from '../errors/configuration-error.js';
import { createServices } from './create-services.js';
import { HttpTimeoutError } from './errors.js';

// Our own test server on loopback, standing in for both contracts at its root (their paths do not collide).
const requests: string[] = [];
let baseUrl = '';
const server = createServer((request, response) => {
  requests.push(request.url ?? '');
  const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
  response.writeHead(200, { 'content-type': 'application/json' });
  if (path === '/v1/supported-chains') response.end(JSON.stringify({ http: ['eip155:31337'], ws: [] }));
  else if (path === '/getAnalyticsConfig') response.end(JSON.stringify({ isAnalyticsEnabled: true }));
  else response.end('{}');
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
});

const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
const deps = () => ({ clock: systemClock(), logger });

describe('createServices', () => {
  it('creates no client when no service URL is configured', () => {
    expect(createServices({ projectId: 'p1' }, deps())).toEqual({
      blockchainApi: undefined,
      walletDirectory: undefined,
      analytics: undefined,
    });
  });

  it('creates a client per configured URL and requests nothing at creation', async () => {
    const services = createServices(
      { projectId: 'p1', services: { blockchainApiUrl: baseUrl, walletDirectoryUrl: baseUrl } },
      deps(),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(requests).toEqual([]);
    expect(services.blockchainApi?.baseUrl).toBe(baseUrl);
    expect(services.walletDirectory?.baseUrl).toBe(baseUrl);
    await expect(services.blockchainApi?.getSupportedChains()).resolves.toEqual({
      http: ['eip155:31337'],
      ws: [],
    });
    await expect(services.walletDirectory?.getAnalyticsConfig()).resolves.toBe(true);
    expect(requests.map((url) => new URL(url, baseUrl).searchParams.get('projectId'))).toEqual(['p1', 'p1']);
  });

  it('sends analytics to the Blockchain API URL unless analyticsUrl is set', () => {
    const defaulted = createServices({ projectId: 'p1', services: { blockchainApiUrl: baseUrl } }, deps());
    const own = createServices(
      { projectId: 'p1', services: { blockchainApiUrl: baseUrl, analyticsUrl: `${baseUrl}/events` } },
      deps(),
    );
    const alone = createServices({ projectId: 'p1', services: { analyticsUrl: baseUrl } }, deps());

    expect(defaulted.analytics?.baseUrl).toBe(baseUrl);
    expect(own.analytics?.baseUrl).toBe(`${baseUrl}/events`);
    expect(alone).toMatchObject({ blockchainApi: undefined, walletDirectory: undefined });
    expect(alone.analytics?.baseUrl).toBe(baseUrl);
  });

  it('posts events to /e on the analytics URL', async () => {
    const services = createServices({ projectId: 'p1', services: { analyticsUrl: `${baseUrl}/a` } }, deps());

    await services.analytics?.sendEvent({
      eventId: 'e1',
      url: 'https://app.example/',
      domain: 'app.example',
      timestamp: 1,
      props: { type: 'track', event: 'MODAL_OPEN' },
    });

    expect(new URL(requests[0] ?? '', baseUrl).pathname).toBe('/a/e');
  });

  it('applies services.timeoutMs', async () => {
    const silent = createServer(() => {
      // never answers
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const services = createServices(
      { projectId: 'p1', services: { blockchainApiUrl: url, timeoutMs: 50 } },
      deps(),
    );

    await expect(services.blockchainApi?.getSupportedChains()).rejects.toMatchObject({
      name: HttpTimeoutError.name,
      timeoutMs: 50,
    });
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('uses the fetch it is given', async () => {
    let calls = 0;
    const services = createServices(
      { projectId: 'p1', services: { walletDirectoryUrl: baseUrl } },
      {
        ...deps(),
        fetch: (input, init) => {
          calls += 1;
          return globalThis.fetch(input, init);
        },
      },
    );

    await services.walletDirectory?.getAnalyticsConfig();
    expect(calls).toBe(1);
  });

  it.each(['not a url', 'ftp://example.com', '/relative/path', ''])('refuses the service URL %j', (url) => {
    expect(() => createServices({ projectId: 'p1', services: { blockchainApiUrl: url } }, deps())).toThrow(
      ConfigurationError,
    );
  });
});
