import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveDevAccounts } from '../../stack/dev-accounts.js';
import { type StackServices, startStackServices } from '../../stack/stack-services.js';
import { SAMPLE_ANALYTICS_EVENT } from '../../test-utils/sample-analytics-event.js';
import { REJECTED_PROJECT_ID } from '../stack-server-config.js';

// The HTTP behaviour every route shares, on the stack's services (@walletdock/server behind the fault proxy). No
// chain is needed: a directory-only server.
let server: StackServices;
const at = (path: string, projectId: string | null = 'test-project') =>
  `${server.url}${path}${projectId === null ? '' : `${path.includes('?') ? '&' : '?'}projectId=${projectId}`}`;
const postJson = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

beforeAll(async () => {
  server = await startStackServices({ chains: [], accounts: deriveDevAccounts(2) }, '127.0.0.1');
});
afterAll(() => server?.close());

describe("the stack's services over HTTP", () => {
  it('start on a free loopback port and close idempotently', async () => {
    const other = await startStackServices({ chains: [], accounts: [] }, '127.0.0.1');
    expect(other.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(other.port).toBeGreaterThan(0);
    await Promise.all([other.close(), other.close()]);
    await expect(fetch(`${other.url}/getAnalyticsConfig?projectId=test`)).rejects.toThrow();
  });

  it('answer an unknown route with 404 and a JSON error body', async () => {
    const response = await fetch(at('/v1/nowhere'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await errorOf(response)).toEqual({ code: 'not_found', message: 'No route GET /v1/nowhere' });
  });

  it('answer a known route with the wrong method with 405 and Allow', async () => {
    const response = await fetch(at('/getWallets?page=1&entries=1'), { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, OPTIONS');
    expect(await response.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
  });

  it('require a project id: 400 with a message when it is missing', async () => {
    const response = await fetch(at('/getAnalyticsConfig', null));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: 'missing_project_id',
      message: '"projectId" is required',
    });
  });

  it('refuse a project id they do not know with 403 { message: "invalid key" } (core maps it to an alert)', async () => {
    const response = await fetch(at('/getAnalyticsConfig', REJECTED_PROJECT_ID));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: 'invalid key',
      error: { code: 'invalid_key', message: 'invalid key' },
    });
  });

  it('accept only the configured project ids', async () => {
    const strict = await startStackServices({ chains: [], accounts: [] }, '127.0.0.1', {
      projectIds: ['good'],
    });
    try {
      expect((await fetch(`${strict.url}/getAnalyticsConfig?projectId=good`)).status).toBe(200);
      expect((await fetch(`${strict.url}/getAnalyticsConfig?projectId=test`)).status).toBe(403);
    } finally {
      await strict.close();
    }
  });

  it('take the project id of a POST from its JSON body too', async () => {
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

  it('answer 400 invalid_json for a body that is not JSON', async () => {
    const response = await fetch(at('/e'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_json' } });
  });

  it('send CORS headers for browser pages on allowed origins, and answer preflights with 204', async () => {
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

describe('POST /e', () => {
  const event = SAMPLE_ANALYTICS_EVENT;

  it.each([
    [{ ...event, eventId: undefined }, '"eventId" is required'],
    [{ ...event, timestamp: 'soon' }, '"timestamp" must be integer'],
    [{ ...event, props: 'x' }, '"props" must be object'],
    [{ ...event, props: { type: 'other', event: 'X' } }, '"props.type" must be one of track, error'],
    [{ ...event, props: { type: 'track' } }, '"props.event" is required'],
  ] as [object, string][])('rejects a malformed event with 400 (%#)', async (body, message) => {
    await fetch(`${server.url}/__events`, { method: 'DELETE' });
    const response = await postJson(at('/e'), body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
    expect(await (await fetch(`${server.url}/__events`)).json()).toEqual({ events: [] });
  });
});
