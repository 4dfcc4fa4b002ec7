import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerHealthRoutes } from '../routes/health.js';
import { call, TEST_PROJECTS, tempDir } from '../test-utils/fixtures.js';
import { type ServerProcess, startServerProcess } from '../test-utils/server-process.js';
import { freePort, startPostgres, type TestPostgres } from '../test-utils/start-postgres.js';
import { migrateToLatest } from './migrate.js';
import { openStore, type Store } from './open-store.js';

const SHUTDOWN_TIMEOUT_MS = 3_000;
const LIMITS = {
  WALLETDOCK_DB_POOL_SIZE: '2',
  WALLETDOCK_DB_CONNECT_TIMEOUT_MS: '1000',
  WALLETDOCK_DB_STATEMENT_TIMEOUT_MS: '1000',
  WALLETDOCK_DB_ACQUIRE_TIMEOUT_MS: '500',
};
/** The longest a request may wait on a paused database: a statement and the client's grace, with margin. */
const REQUEST_BOUND_MS = 1_000 + 1_000 + 2_000;

const timed = async <T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> => {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
};

// The database away — paused with SIGSTOP (it accepts TCP and answers nothing), or never answering at all:
// every wait is bounded, refusals are 503 database_unavailable, and the server comes back with it.
describe('timeouts on the database', () => {
  let postgres: TestPostgres;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  const running: ServerProcess[] = [];
  let silent: Server;
  const accepted: { at: number; socket: Socket }[] = [];

  const startOnPostgres = async () => {
    const server = await startServerProcess(
      {
        DATABASE_URL: postgres.url,
        WALLETDOCK_PROJECTS: JSON.stringify(TEST_PROJECTS),
        WALLETDOCK_DATA_DIR: dir.path,
        WALLETDOCK_SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
        ...LIMITS,
      },
      120_000,
    );
    running.push(server);
    return server;
  };

  beforeAll(async () => {
    dir = await tempDir('walletdock-db-timeouts-');
    postgres = await startPostgres();
    // A "database" that accepts connections and never says a word.
    silent = createTcpServer((socket) => {
      accepted.push({ at: Date.now(), socket });
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(running.map((server) => server.exited));
    for (const { socket } of accepted) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
    await postgres?.stop();
    await dir?.remove();
  });

  it('fails the start within connectTimeoutMs when the database never answers (exit 1, a clear error)', {
    timeout: 150_000,
  }, async () => {
    const { port } = silent.address() as { port: number };
    const start = startServerProcess(
      {
        DATABASE_URL: `postgres://walletdock:secret@127.0.0.1:${port}/walletdock`,
        WALLETDOCK_PROJECTS: JSON.stringify(TEST_PROJECTS),
        WALLETDOCK_DATA_DIR: dir.path,
        ...LIMITS,
      },
      120_000,
    );
    await expect(start).rejects.toThrow(
      /exited \(1\) while starting:\nwalletdock-server: Cannot connect to the database of databaseUrl: no answer within 1000 ms/,
    );
    const first = accepted[0];
    expect(first).toBeDefined();
    // From the connection's acceptance to the process's exit: the connect limit, with margin.
    expect(Date.now() - (first?.at ?? 0)).toBeLessThan(1_000 + 2_000 + 1_000);
  });

  it('answers 503 database_unavailable with Retry-After while PostgreSQL is paused, and recovers', {
    timeout: 150_000,
  }, async () => {
    const server = await startOnPostgres();
    const lookup = (name: string) =>
      call(`${server.url}/v1/profile/account/${name}?projectId=proj-on&apiVersion=2`);
    expect((await lookup('nobody-yet')).status).toBe(404);
    postgres.pause();
    try {
      // More requests than connections: two wait on a statement, the others on a free connection.
      const { value: answers, ms } = await timed(() =>
        Promise.all(Array.from({ length: 6 }, (_, i) => lookup(`paused-${i}`))),
      );
      expect(ms).toBeLessThan(REQUEST_BOUND_MS);
      for (const answer of answers) {
        expect(answer).toMatchObject({
          status: 503,
          body: {
            error: { code: 'database_unavailable', message: 'The database is not answering; retry shortly' },
          },
        });
        expect(answer.headers.get('retry-after')).toBe('5');
      }
      // /readyz has its own bound under a second.
      const ready = await timed(() => call(`${server.url}/readyz`));
      expect(ready.value).toMatchObject({ status: 503, body: { status: 'database unreachable' } });
      expect(ready.ms).toBeLessThan(1_000 + 1_000);
    } finally {
      postgres.resume();
    }
    let recovered = 0;
    for (let i = 0; i < 50 && recovered === 0; i += 1) {
      const answer = await lookup('nobody-after');
      if (answer.status === 404) recovered = i + 1;
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(recovered).toBeGreaterThan(0);
    await expect.poll(async () => (await call(`${server.url}/readyz`)).status, { timeout: 10_000 }).toBe(200);
  });

  it('exits on SIGTERM within shutdownTimeoutMs (+2 s) while PostgreSQL is paused', {
    timeout: 150_000,
  }, async () => {
    const server = running[0]?.child.exitCode === null ? running[0] : await startOnPostgres();
    await call(`${server.url}/v1/profile/account/warm-up?projectId=proj-on&apiVersion=2`);
    postgres.pause();
    try {
      // A request in flight on the paused database, and idle connections that will never say goodbye.
      const inFlight = call(
        `${server.url}/v1/profile/account/in-flight?projectId=proj-on&apiVersion=2`,
      ).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { value: code, ms } = await timed(async () => {
        server.child.kill('SIGTERM');
        return server.exited;
      });
      expect(code).toBe(0);
      expect(ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 2_000);
      await inFlight;
    } finally {
      postgres.resume();
    }
  });

  it('serves /readyz from a result cached for a second (one probe, not one query per call)', {
    timeout: 60_000,
  }, async () => {
    let queries = 0;
    const store: Store = await openStore({
      databaseUrl: postgres.url,
      dataDir: dir.path,
      onQuery: () => {
        queries += 1;
      },
    });
    const app = Fastify();
    try {
      await migrateToLatest(store.db);
      registerHealthRoutes(app, { db: store.db, isClosing: () => false });
      const port = await freePort();
      await app.listen({ port, host: '127.0.0.1' });
      const readyz = () => call(`http://127.0.0.1:${port}/readyz`);
      queries = 0;
      expect((await readyz()).status).toBe(200);
      const perProbe = queries;
      expect(perProbe).toBeGreaterThan(0);
      for (let i = 0; i < 9; i += 1) expect((await readyz()).status).toBe(200);
      expect(queries).toBe(perProbe);
      // A second later it asks again.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await readyz()).status).toBe(200);
      expect(queries).toBe(2 * perProbe);
    } finally {
      await app.close();
      await store.close();
    }
  });
});
