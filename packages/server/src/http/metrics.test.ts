import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type WalletDockServer } from '../index.js';
import { ADMIN_TOKEN, call, TEST_PROJECTS, tempDir } from '../test-utils/fixtures.js';
import { startPostgres } from '../test-utils/start-postgres.js';

/** The value of one sample of the Prometheus text `body` (`name{labels} value`), 0 when absent. */
function sample(body: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of body.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match === null || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_]+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}

describe('GET /metrics', () => {
  let server: WalletDockServer;
  let base: string;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let scrapes = 0;
  const scrape = async () => {
    // From an address of its own each time: the per-address limit of this server is 3 a minute.
    scrapes += 1;
    const response = await call(`${base}/metrics`, 'GET', undefined, {
      authorization: `Bearer ${ADMIN_TOKEN}`,
      'x-forwarded-for': `10.9.9.${scrapes}`,
    });
    expect(response.status).toBe(200);
    return response.body as string;
  };

  beforeAll(async () => {
    dir = await tempDir('walletdock-metrics-');
    server = await createServer({
      port: 0,
      logLevel: 'silent',
      dataDir: dir.path,
      projects: TEST_PROJECTS,
      adminToken: ADMIN_TOKEN,
      trustProxy: true,
      rateLimit: { perIpPerMinute: 3, perProjectPerMinute: 5 },
    });
    base = await server.listen();
  });
  afterAll(async () => {
    await server.close();
    await dir.remove();
  });

  it('is refused without the admin token or with a wrong one, in the error shape', async () => {
    const without = await call(`${base}/metrics`, 'GET', undefined, { 'x-forwarded-for': '10.1.0.1' });
    expect(without).toMatchObject({ status: 401, body: { error: { code: 'unauthorized' } } });
    const wrong = await call(`${base}/metrics`, 'GET', undefined, {
      authorization: `Bearer ${ADMIN_TOKEN}x`,
      'x-forwarded-for': '10.1.0.2',
    });
    expect(wrong).toMatchObject({ status: 401, body: { error: { code: 'unauthorized' } } });
    expect(JSON.stringify(wrong.body)).not.toContain('walletdock_http');
  });

  it('answers the Prometheus text format with the admin token', async () => {
    const response = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'x-forwarded-for': '10.1.0.3' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = await response.text();
    expect(body).toContain('# TYPE walletdock_http_requests_total counter');
    expect(body).toContain('# TYPE walletdock_http_request_duration_seconds histogram');
    // Process metrics.
    expect(sample(body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(body).toContain('nodejs_eventloop_lag_seconds');
    // The embedded store has no pool.
    expect(body).toMatch(/^walletdock_db_pool_clients 0$/m);
  });

  it('counts requests by method, route pattern and status class, never by raw URL', async () => {
    const before = await scrape();
    const wallets = { method: 'GET', route: '/getWalletImage/:id', status_class: '4xx' };
    const unknown = { method: 'GET', route: 'unknown', status_class: '4xx' };
    for (const [i, id] of ['a', 'b', 'c'].entries()) {
      // Unknown wallet images: 404 on one route pattern whatever the id.
      const response = await call(
        `${base}/getWalletImage/no-such-${id}?projectId=proj-off`,
        'GET',
        undefined,
        {
          'x-forwarded-for': `10.2.0.${i}`,
        },
      );
      expect(response.status).toBe(404);
    }
    for (const i of [1, 2]) {
      await call(`${base}/no/such/route/${i}`, 'GET', undefined, { 'x-forwarded-for': `10.3.0.${i}` });
    }
    await call(`${base}/healthz?x=1`);
    const after = await scrape();
    expect(sample(after, 'walletdock_http_requests_total', wallets)).toBe(
      sample(before, 'walletdock_http_requests_total', wallets) + 3,
    );
    expect(sample(after, 'walletdock_http_requests_total', unknown)).toBe(
      sample(before, 'walletdock_http_requests_total', unknown) + 2,
    );
    const health = { method: 'GET', route: '/healthz', status_class: '2xx' };
    expect(sample(after, 'walletdock_http_request_duration_seconds_count', health)).toBe(
      sample(before, 'walletdock_http_request_duration_seconds_count', health) + 1,
    );
    expect(after).not.toContain('no-such-');
    expect(after).not.toContain('/no/such');
  });

  it('counts rate-limit refusals per client address and per project', async () => {
    const before = await scrape();
    const config = (ip: string) =>
      call(`${base}/getAnalyticsConfig?projectId=proj-on`, 'GET', undefined, { 'x-forwarded-for': ip });
    // The project's budget is 5 a minute (proj-on has had none yet): the sixth is refused.
    const statuses = [];
    for (let i = 1; i <= 6; i++) statuses.push((await config(`10.4.0.${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // One address's budget is 3 a minute: the fourth is refused.
    for (let i = 0; i < 3; i++)
      await call(`${base}/healthz/x`, 'GET', undefined, { 'x-forwarded-for': '10.5.0.1' });
    expect(
      (await call(`${base}/healthz/x`, 'GET', undefined, { 'x-forwarded-for': '10.5.0.1' })).status,
    ).toBe(429);
    const after = await scrape();
    for (const scope of ['ip', 'project']) {
      expect(sample(after, 'walletdock_rate_limited_total', { scope })).toBe(
        sample(before, 'walletdock_rate_limited_total', { scope }) + 1,
      );
    }
  });

  it('times the database queries', async () => {
    const before = await scrape();
    const response = await call(`${base}/getWallets?projectId=proj-off&page=1&entries=5`, 'GET', undefined, {
      'x-forwarded-for': '10.6.0.1',
    });
    expect(response.status).toBe(200);
    const after = await scrape();
    expect(sample(after, 'walletdock_db_query_duration_seconds_count')).toBeGreaterThan(
      sample(before, 'walletdock_db_query_duration_seconds_count'),
    );
    expect(after).toContain('# TYPE walletdock_db_query_failures_total counter');
  });
});

describe('GET /metrics without an admin token', () => {
  it('is off, like the admin routes', async () => {
    const dir = await tempDir('walletdock-metrics-off-');
    const server = await createServer({
      port: 0,
      logLevel: 'silent',
      dataDir: dir.path,
      projects: TEST_PROJECTS,
    });
    try {
      const base = await server.listen();
      const metrics = await call(`${base}/metrics`);
      const summary = await call(`${base}/v1/analytics/summary?projectId=proj-on`);
      expect(summary.status).toBe(501);
      expect(metrics).toMatchObject({ status: summary.status, body: { error: { code: 'not_configured' } } });
    } finally {
      await server.close();
      await dir.remove();
    }
  });
});

describe('GET /metrics on PostgreSQL', () => {
  it('reports the pool: its clients, the idle ones, the queries waiting', async () => {
    const postgres = await startPostgres();
    const dir = await tempDir('walletdock-metrics-pg-');
    const server = await createServer({
      port: 0,
      logLevel: 'silent',
      dataDir: dir.path,
      databaseUrl: postgres.url,
      projects: TEST_PROJECTS,
      adminToken: ADMIN_TOKEN,
    });
    try {
      const base = await server.listen();
      await call(`${base}/getWallets?projectId=proj-off&page=1&entries=5&search=zz`);
      const response = await call(`${base}/metrics`, 'GET', undefined, {
        authorization: `Bearer ${ADMIN_TOKEN}`,
      });
      const body = response.body as string;
      const pool = server.store.pool();
      expect(pool).toBeDefined();
      expect(sample(body, 'walletdock_db_pool_clients')).toBeGreaterThanOrEqual(1);
      expect(sample(body, 'walletdock_db_pool_idle_clients')).toBeGreaterThanOrEqual(0);
      expect(body).toMatch(/^walletdock_db_pool_waiting_requests 0$/m);
      expect(sample(body, 'walletdock_db_query_duration_seconds_count')).toBeGreaterThan(0);
    } finally {
      await server.close();
      await dir.remove();
      await postgres.stop();
    }
  });
});
