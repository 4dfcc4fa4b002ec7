import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ANALYTICS_EVENT } from '../test-utils/sample-analytics-event.js';
import { type StackServices, startStackServices } from './stack-services.js';

// The fault proxy in front of the stack's @walletdock/server (a directory-only one: no chain is needed).
let server: StackServices;
const at = (path: string, projectId: string | null = 'test-project') =>
  `${server.url}${path}${projectId === null ? '' : `${path.includes('?') ? '&' : '?'}projectId=${projectId}`}`;
const postJson = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  server = await startStackServices({ chains: [], accounts: [] }, '127.0.0.1');
});
afterAll(() => server?.close());
afterEach(async () => {
  await fetch(`${server.url}/__faults`, { method: 'DELETE' });
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

describe('the stored analytics events (GET and DELETE /__events)', () => {
  const event = SAMPLE_ANALYTICS_EVENT;

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

  it('clears the stored events with DELETE /__events', async () => {
    await postJson(at('/e'), event);
    expect((await fetch(`${server.url}/__events`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${server.url}/__events`)).json()).toEqual({ events: [] });
  });
});
