import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/config.js';
import { DatabaseTimeoutError } from './database-availability.js';

/** How much longer than `statement_timeout` the client waits for an answer before giving up on the server. */
const CLIENT_GRACE_MS = 1_000;

/** A `pg` pool bounded in time everywhere, as Kysely's `PostgresDialect` takes it. */
export type BoundedPool = PostgresPool & {
  /** The pool's counts: connections open, idle, and requests waiting for one. */
  counts(): { total: number; idle: number; waiting: number };
  /** Ends the pool, waiting at most `timeoutMs` for its connections; then destroys their sockets. */
  endWithin(timeoutMs: number): Promise<void>;
};

function within<T>(promise: Promise<T>, timeoutMs: number, error: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(error()), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Opens a `pg` pool whose every wait is bounded by `limits`: opening a connection (`connectTimeoutMs`, the
 * TCP connect and PostgreSQL's start-up handshake), waiting for a free connection when all `poolSize` are busy
 * (`acquireTimeoutMs`), and one statement (`statementTimeoutMs`: PostgreSQL's `statement_timeout`, plus a
 * client-side read timeout a second later for a server that does not answer at all). A connection whose
 * query timed out on the client is discarded, never reused.
 */
export function openPostgresPool(connectionString: string, limits: DatabaseConfig): BoundedPool {
  const pool = new pg.Pool({
    connectionString,
    max: limits.poolSize,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    query_timeout: limits.statementTimeoutMs + CLIENT_GRACE_MS,
  });
  // An idle client's error (the server restarted) must not crash the process; the pool replaces it.
  pool.on('error', () => {});

  const acquire = async (): Promise<PostgresPoolClient> => {
    // All connections busy: wait at most acquireTimeoutMs for one; else opening one is bounded by connect.
    const saturated = pool.totalCount >= limits.poolSize && pool.idleCount === 0;
    const waitMs = saturated ? limits.acquireTimeoutMs : limits.connectTimeoutMs + CLIENT_GRACE_MS;
    const connecting = pool.connect();
    const client = await within(connecting, waitMs, () =>
      saturated
        ? new DatabaseTimeoutError(`no free database connection in ${limits.acquireTimeoutMs} ms`)
        : new DatabaseTimeoutError(`connecting to the database took over ${limits.connectTimeoutMs} ms`),
    ).catch((error: unknown) => {
      // A connection that arrives after we gave up goes back to the pool.
      connecting.then(
        (late) => late.release(),
        () => {},
      );
      throw error;
    });
    let broken = false;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    return {
      query: ((...args: unknown[]) => {
        const result = query(...args);
        if (result instanceof Promise) {
          result.catch((error: unknown) => {
            // `Query read timeout`: the answer may still come; the connection's protocol state is unknown.
            if (error instanceof Error && error.message === 'Query read timeout') broken = true;
          });
        }
        return result;
      }) as PostgresPoolClient['query'],
      release: (destroy?: boolean) => client.release(destroy === true || broken),
    };
  };

  let ending: Promise<void> | undefined;
  const end = () => {
    ending ??= pool.end().catch(() => {});
    return ending;
  };
  return {
    connect: acquire,
    end,
    counts: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async endWithin(timeoutMs) {
      const finished = await within(
        end().then(() => true),
        timeoutMs,
        () => new Error('timeout'),
      ).catch(() => false);
      if (finished) return;
      // The database does not answer the goodbye: drop the sockets so that nothing waits on them.
      const clients = (pool as unknown as { _clients?: { connection?: { stream?: { destroy(): void } } }[] })
        ._clients;
      for (const client of clients ?? []) client.connection?.stream?.destroy();
    },
  };
}
