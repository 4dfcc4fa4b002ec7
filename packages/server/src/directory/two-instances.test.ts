import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type WalletDockServer } from '../index.js';
import { TEST_PROJECTS, tempDir } from '../test-utils/fixtures.js';
import { startPostgres, type TestPostgres } from '../test-utils/start-postgres.js';

// Several instances on one real PostgreSQL: starting together, and a directory change made by one of them.
describe('two instances on one PostgreSQL', () => {
  let postgres: TestPostgres;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let log = '';
  let databases = 0;
  const running: WalletDockServer[] = [];

  /** A fresh database on the test PostgreSQL: its URL. */
  const freshDatabase = async () => {
    databases += 1;
    const name = `instances_${databases}`;
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    return postgres.url.replace(/\/walletdock$/, `/${name}`);
  };
  const start = async (databaseUrl: string, directorySeed?: string) => {
    const server = await createServer({
      port: 0,
      logLevel: 'silent',
      dataDir: dir.path,
      databaseUrl,
      projects: TEST_PROJECTS,
      ...(directorySeed === undefined ? {} : { directorySeed }),
    });
    running.push(server);
    return server;
  };

  beforeAll(async () => {
    dir = await tempDir('walletdock-instances-');
    postgres = await startPostgres({
      onLog: (message) => {
        log += message;
      },
    });
  });
  afterAll(async () => {
    await Promise.all(running.map((server) => server.close()));
    await postgres?.stop();
    await dir?.remove();
  });

  it('start together on a new database without a duplicate-key error in PostgreSQL’s log', async () => {
    for (let round = 0; round < 2; round++) {
      const url = await freshDatabase();
      await Promise.all([start(url), start(url)]);
    }
    const errors = log.split('\n').filter((line) => /duplicate key|unique constraint/i.test(line));
    expect(errors).toEqual([]);
  });

  it('drop their cached directory when another instance seeds another one', async () => {
    const url = await freshDatabase();
    const first = await start(url);
    const base = await first.listen();
    const page = `${base}/getWallets?page=1&entries=3&projectId=proj-off`;
    const before = await fetch(page);
    const etag = before.headers.get('etag') as string;
    const { data } = (await before.json()) as { data: { name: string }[] };
    expect(data[0]?.name).toBe('MetaMask');

    // A rolling upgrade: the second instance starts with another directory seed.
    const seed = join(dir.path, 'other-seed.json');
    const wallet = {
      key: 'only-wallet',
      name: 'Only Wallet',
      chains: ['eip155:1'],
      homepage: 'https://example.com',
    };
    await writeFile(seed, JSON.stringify({ wallets: [wallet] }));
    await start(url, seed);
    const seeded = Date.now();
    let names: string[] = [];
    let status = 0;
    while (Date.now() - seeded < 10_000) {
      const response = await fetch(page, { headers: { 'if-none-match': etag } });
      status = response.status;
      if (status === 200) {
        names = ((await response.json()) as { data: { name: string }[] }).data.map((each) => each.name);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect(names).toEqual(['Only Wallet']);
    // Within the poll interval (1 s) of the second instance's seeding, plus a loaded machine's margin.
    expect(Date.now() - seeded).toBeLessThan(1_000 + 2_000);
  });
});
