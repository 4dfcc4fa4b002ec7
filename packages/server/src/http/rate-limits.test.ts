import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type WalletDockServer } from '../index.js';
import { call, TEST_PROJECTS, tempDir } from '../test-utils/fixtures.js';

describe('rate limits', () => {
  let server: WalletDockServer;
  let base: string;
  let dir: Awaited<ReturnType<typeof tempDir>>;

  beforeAll(async () => {
    dir = await tempDir('walletdock-rate-');
    server = await createServer({
      port: 0,
      logLevel: 'silent',
      dataDir: dir.path,
      projects: TEST_PROJECTS,
      rateLimit: { perIpPerMinute: 5, perProjectPerMinute: 3 },
    });
    base = await server.listen();
  });
  afterAll(async () => {
    await server.close();
    await dir.remove();
  });

  it('limits each project, then each client address, with 429 rate_limited and Retry-After', async () => {
    const config = (project: string) => call(`${base}/getAnalyticsConfig?projectId=${project}`);
    for (let i = 0; i < 3; i++) expect((await config('proj-on')).status).toBe(200);
    const limited = await config('proj-on');
    expect(limited).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another project has its own budget.
    expect((await config('proj-off')).status).toBe(200);
    // That was the 5th request from this address, its limit.
    const byAddress = await config('proj-off');
    expect(byAddress).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } });
    expect(byAddress.body.error.message).toContain('this address');
    expect(Number(byAddress.headers.get('retry-after'))).toBeGreaterThan(0);
    // Health checks are never limited.
    expect((await call(`${base}/healthz`)).status).toBe(200);
  });
});
