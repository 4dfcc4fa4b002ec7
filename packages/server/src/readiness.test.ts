import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type WalletDockServer } from './index.js';
import { call, TEST_PROJECTS } from './test-utils/fixtures.js';
import { startPostgres, type TestPostgres } from './test-utils/start-postgres.js';

describe('when the database goes away', () => {
  let postgres: TestPostgres;
  let server: WalletDockServer;
  let base: string;

  beforeAll(async () => {
    postgres = await startPostgres();
    server = await createServer({
      port: 0,
      logLevel: 'silent',
      databaseUrl: postgres.url,
      projects: TEST_PROJECTS,
    });
    base = await server.listen();
  });
  afterAll(() => server?.close());

  it('stays live, turns /readyz to 503 and answers requests 503 database_unavailable (no details)', async () => {
    expect((await call(`${base}/readyz`)).status).toBe(200);
    await postgres.stop();
    expect(await call(`${base}/healthz`)).toMatchObject({ status: 200 });
    // /readyz serves its result for a second, then asks the database again.
    await expect
      .poll(() => call(`${base}/readyz`), { timeout: 3_000, interval: 200 })
      .toMatchObject({ status: 503, body: { status: 'database unreachable' } });
    // A project not in the registry's cache must be read from the database.
    const failed = await call(`${base}/getWallets?projectId=proj-off&page=1&entries=4`);
    expect(failed).toMatchObject({
      status: 503,
      body: {
        error: { code: 'database_unavailable', message: 'The database is not answering; retry shortly' },
      },
    });
    expect(failed.headers.get('retry-after')).toBe('5');
  });
});
