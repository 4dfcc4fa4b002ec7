import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type WalletDockServer } from '../index.js';
import { call, TEST_PROJECTS, tempDir } from '../test-utils/fixtures.js';

describe('the probes and the per-address rate limit', () => {
  let server: WalletDockServer;
  let base: string;
  let dir: Awaited<ReturnType<typeof tempDir>>;

  beforeAll(async () => {
    dir = await tempDir('walletdock-probes-');
    server = await createServer({
      port: 0,
      logLevel: 'silent',
      dataDir: dir.path,
      projects: TEST_PROJECTS,
      rateLimit: { perIpPerMinute: 2, perProjectPerMinute: 100 },
    });
    base = await server.listen();
  });
  afterAll(async () => {
    await server.close();
    await dir.remove();
  });

  it('never limits /healthz or /readyz, whatever their query or trailing slash', async () => {
    const probes = ['/healthz', '/healthz?x=1', '/healthz/', '/readyz?probe=lb', '/readyz/', '/healthz/?a=b'];
    for (let round = 0; round < 2; round++) {
      for (const probe of probes) {
        const response = await call(`${base}${probe}`);
        expect({ probe, status: response.status }).toEqual({ probe, status: 200 });
      }
    }
    // Other routes are limited (2 a minute), and the probes still answer after.
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await call(`${base}/getAnalyticsConfig?projectId=proj-on`)).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await call(`${base}/healthz?after=1`)).status).toBe(200);
  });
});

describe('the rate-limit headers', () => {
  it('come with a refusal only, not with every answer', async () => {
    const dir = await tempDir('walletdock-rate-headers-');
    const server = await createServer({
      port: 0,
      logLevel: 'silent',
      dataDir: dir.path,
      projects: TEST_PROJECTS,
      rateLimit: { perIpPerMinute: 1, perProjectPerMinute: 100 },
    });
    try {
      const base = await server.listen();
      const served = await call(`${base}/getAnalyticsConfig?projectId=proj-off`);
      const limited = await call(`${base}/getAnalyticsConfig?projectId=proj-off`);
      expect([served.status, limited.status]).toEqual([200, 429]);
      for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
        expect({ name, value: served.headers.get(name) }).toEqual({ name, value: null });
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(limited.headers.get('x-ratelimit-limit')).toBe('1');
    } finally {
      await server.close();
      await dir.remove();
    }
  });
});
