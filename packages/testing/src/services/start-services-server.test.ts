import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deriveDevAccounts } from '../stack/dev-accounts.js';
import { REJECTED_PROJECT_ID, type ServicesServer } from './index.js';
import { expectInvalidMessage, startServicesUnderTest, TARGET } from './test-target.js';

// No chain is needed for the server's own behaviour: a directory-only server.
let server: ServicesServer;
const at = (path: string, projectId: string | null = 'test-project') =>
  `${server.url}${path}${projectId === null ? '' : `${path.includes('?') ? '&' : '?'}projectId=${projectId}`}`;
const postJson = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  server = await startServicesUnderTest({ chains: [], accounts: deriveDevAccounts(2) });
});
afterAll(() => server?.close());
afterEach(async () => {
  await fetch(`${server.url}/__faults`, { method: 'DELETE' });
});

describe('startServicesServer', () => {
  it('starts on a free loopback port in well under 100 ms and closes idempotently', async () => {
    const started = performance.now();
    const other = await startServicesUnderTest({ chains: [], accounts: [] });
    const elapsed = performance.now() - started;
    expect(other.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(other.port).toBeGreaterThan(0);
    // The server opens its PGlite store and applies the migrations first: seconds, not milliseconds.
    if (TARGET === 'reference') expect(elapsed).toBeLessThan(100);
    await Promise.all([other.close(), other.close()]);
    await expect(fetch(`${other.url}/getAnalyticsConfig?projectId=x`)).rejects.toThrow();
  });

  it('answers an unknown route with 404 and a JSON error body', async () => {
    const response = await fetch(at('/v1/nowhere'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('not_found');
    expectInvalidMessage(error.message, 'No route /v1/nowhere', 'No route GET /v1/nowhere');
  });

  it('answers a known route with the wrong method with 405 and Allow', async () => {
    const response = await fetch(at('/getWallets?page=1&entries=1'), { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, OPTIONS');
    expect(await response.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
  });

  it('requires a project id: 400 with a message when it is missing', async () => {
    const response = await fetch(at('/getAnalyticsConfig', null));
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('missing_project_id');
    expectInvalidMessage(
      error.message,
      'The projectId query parameter is required',
      '"projectId" is required',
    );
  });

  it('rejects the configured project id with 403 { message: "invalid key" } (core maps it to an alert)', async () => {
    const response = await fetch(at('/getAnalyticsConfig', REJECTED_PROJECT_ID));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: 'invalid key',
      error: { code: 'invalid_key', message: 'invalid key' },
    });
  });

  it('accepts only the allowed project ids when a list is configured', async () => {
    const strict = await startServicesUnderTest({
      chains: [],
      accounts: [],
      projectIds: { allowed: ['good'] },
    });
    try {
      expect((await fetch(`${strict.url}/getAnalyticsConfig?projectId=good`)).status).toBe(200);
      expect((await fetch(`${strict.url}/getAnalyticsConfig?projectId=other`)).status).toBe(403);
    } finally {
      await strict.close();
    }
  });

  it('takes the project id of a POST from its JSON body too', async () => {
    const response = await postJson(`${server.url}/e`, {
      projectId: 'test',
      eventId: '5f0c6b1e-2222-4222-8222-222222222222',
      url: 'http://localhost/',
      domain: 'localhost',
      timestamp: 1,
      props: { type: 'track', event: 'MODAL_OPEN' },
    });
    expect(response.status).toBe(202);
  });

  it('answers 400 invalid_json for a body that is not JSON', async () => {
    const response = await fetch(at('/e'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_json' } });
  });

  it('sends CORS headers for browser pages on other origins, and answers preflights with 204', async () => {
    const simple = await fetch(at('/getAnalyticsConfig'), { headers: { origin: 'http://localhost:5173' } });
    expect(simple.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(simple.headers.get('access-control-expose-headers')).toContain('Retry-After');
    const preflight = await fetch(at('/v1/fungible/price'), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
  });
});

describe('fault injection (test-only, loopback)', () => {
  const arm = (fault: Record<string, unknown>) => postJson(`${server.url}/__faults`, fault);

  it('injects a 429 with Retry-After for the given number of requests, then answers normally', async () => {
    expect((await arm({ path: '/getAnalyticsConfig', status: 429, retryAfter: 2, times: 2 })).status).toBe(
      201,
    );
    for (let i = 0; i < 2; i++) {
      const response = await fetch(at('/getAnalyticsConfig'));
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('2');
      expect(await response.json()).toMatchObject({ error: { code: 'injected_fault' } });
    }
    expect(await (await fetch(at('/getAnalyticsConfig'))).json()).toEqual({ isAnalyticsEnabled: true });
  });

  it('injects a 503 before the project-id check and routing', async () => {
    await arm({ path: '/anything', status: 503, times: 1 });
    expect((await fetch(`${server.url}/anything`)).status).toBe(503);
    expect((await fetch(`${server.url}/anything?projectId=test`)).status).toBe(404);
  });

  it('delays an answer by delayMs', async () => {
    await arm({ path: '/getAnalyticsConfig', delayMs: 150, times: 1 });
    const started = performance.now();
    const response = await fetch(at('/getAnalyticsConfig'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(await response.json()).toEqual({ isAnalyticsEnabled: true });
  });

  it('survives a client that gives up during a delay', async () => {
    await arm({ path: '/getAnalyticsConfig', delayMs: 200, times: 1 });
    await expect(fetch(at('/getAnalyticsConfig'), { signal: AbortSignal.timeout(50) })).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await fetch(at('/getAnalyticsConfig'))).status).toBe(200);
  });

  it('serves a body that is not JSON (malformed: true) or JSON of the wrong shape (malformed: "shape")', async () => {
    await arm({ path: '/projects/v1/origins', malformed: true, times: 1 });
    const broken = await fetch(at('/projects/v1/origins'));
    expect(broken.status).toBe(200);
    expect(broken.headers.get('content-type')).toContain('application/json');
    await expect(broken.json()).rejects.toThrow(SyntaxError);
    await arm({ path: '/projects/v1/origins', malformed: 'shape', times: 1 });
    expect(await (await fetch(at('/projects/v1/origins'))).json()).toEqual({ unexpected: true });
  });

  it('lists and clears the armed faults', async () => {
    await arm({ path: '/a', status: 500, times: 3 });
    expect(await (await fetch(`${server.url}/__faults`)).json()).toEqual({
      faults: [{ path: '/a', status: 500, times: 3 }],
    });
    expect((await fetch(`${server.url}/__faults`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${server.url}/__faults`)).json()).toEqual({ faults: [] });
  });

  it.each([
    [{ status: 500, times: 1 }, '"path" is required'],
    [{ path: 'no-slash', status: 500, times: 1 }, '"path" must start with /'],
    [{ path: '/a', status: 500 }, '"times" is required'],
    [{ path: '/a', status: 500, times: 0 }, '"times" must be an integer from 1 to 10000, got 0'],
    [{ path: '/a', status: 99, times: 1 }, '"status" must be an integer from 100 to 599, got 99'],
    [{ path: '/a', times: 1 }, 'A fault needs "status", "delayMs" or "malformed"'],
    [{ path: '/a', times: 1, malformed: 'yes' }, '"malformed" must be true, false, "json" or "shape"'],
    [['/a'], 'The request body must be a JSON object'],
  ])('rejects the malformed fault %j with 400', async (fault, message) => {
    const response = await arm(fault as Record<string, unknown>);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  });
});

describe('analytics sink', () => {
  const event = {
    eventId: '5f0c6b1e-1111-4111-8111-111111111111',
    url: 'http://localhost:5173/',
    domain: 'localhost',
    timestamp: 1_700_000_000_000,
    props: { type: 'track', event: 'MODAL_OPEN', address: '0x1' },
  };

  it('stores POST /e events with their query parameters; GET /__events reads them back', async () => {
    await fetch(`${server.url}/__events`, { method: 'DELETE' });
    const response = await postJson(
      `${server.url}/e?projectId=p1&st=walletdock&sv=walletdock-core-0.0.0`,
      event,
    );
    expect(response.status).toBe(202);
    const { events } = (await (await fetch(`${server.url}/__events`)).json()) as { events: unknown[] };
    expect(events).toEqual([
      {
        projectId: 'p1',
        st: 'walletdock',
        sv: 'walletdock-core-0.0.0',
        event,
        receivedAt: expect.any(Number),
      },
    ]);
  });

  it.each([
    [{ ...event, eventId: undefined }, '"eventId" is required'],
    [
      { ...event, timestamp: 'soon' },
      '"timestamp" must be an integer from 0 to 9007199254740991, got soon',
      '"timestamp" must be integer',
    ],
    [{ ...event, props: 'x' }, '"props" must be an object', '"props" must be object'],
    [
      { ...event, props: { type: 'other', event: 'X' } },
      '"props.type" must be track or error',
      '"props.type" must be one of track, error',
    ],
    [{ ...event, props: { type: 'track' } }, '"event" is required', '"props.event" is required'],
  ] as [object, string, string?][])(
    'rejects a malformed event with 400 (%#)',
    async (body, message, server) => {
      const response = await postJson(at('/e'), body);
      expect(response.status).toBe(400);
      expectInvalidMessage(
        ((await response.json()) as { error: { message: string } }).error.message,
        message,
        server,
      );
    },
  );
});
