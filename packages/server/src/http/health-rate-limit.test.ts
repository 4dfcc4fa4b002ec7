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
