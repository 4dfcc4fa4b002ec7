import { join } from 'node:path';
import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import type { DatabaseConfig } from '../config/config.js';
import { lockDataDir } from './data-dir-lock.js';
import { PGliteDialect } from './pglite-dialect.js';
import { openPGlite } from './pglite-template.js';
import { openPostgresPool } from './postgres-pool.js';
import { makePrivate } from './private-files.js';
import type { Database } from './schema.js';

export { DataDirLockedError } from './data-dir-lock.js';

/** The database the server keeps its state in. */
export type Store = {
  db: Kysely<Database>;
  /** `pglite`: embedded, one process; `postgres`: a PostgreSQL server, any number of instances. */
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's pool: connections open, idle, and requests waiting for one; `undefined` for PGlite. */
  pool(): { total: number; idle: number; waiting: number } | undefined;
  /**
   * Closes the connections (and, for PGlite, flushes and releases the data directory). For PostgreSQL it waits
   * at most `timeoutMs` (default 5 000) for the connections to end, then drops them: a database that does not
   * answer cannot hold a shutdown.
   */
  close(options?: { timeoutMs?: number }): Promise<void>;
};

/** One query the store ran: how long it took, and whether it failed. */
export type QueryEvent = { durationMs: number; failed: boolean };

/** The `database` limits' defaults (as `validateConfig` fills them). */
const DEFAULT_LIMITS: DatabaseConfig = {
  poolSize: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 10_000,
  acquireTimeoutMs: 2_000,
};

/**
 * Opens the store: PostgreSQL through a `pg` pool when `databaseUrl` is set, else PGlite persisted in
 * `dataDir/pgdata`. PostgreSQL's waits are bounded by `database` (see `openPostgresPool`); its first
 * connection is opened here, so that an unreachable database fails the start within `connectTimeoutMs`.
 * PGlite's data directory is locked for this process (`lockDataDir`) and kept private to its user: existing
 * entries lose group and other permissions (`makePrivate`), and PGlite writes every file `0600` and directory
 * `0700` (`PrivateNodeFS`), whatever the umask.
 * `onQuery` is told of every query (for metrics).
 * @throws {DataDirLockedError} when another live process holds `dataDir`.
 */
export async function openStore(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** @deprecated use `database.poolSize` */
  poolSize?: number;
  database?: Partial<DatabaseConfig>;
  onQuery?: (event: QueryEvent) => void;
}): Promise<Store> {
  const limits: DatabaseConfig = {
    ...DEFAULT_LIMITS,
    ...(options.poolSize === undefined ? {} : { poolSize: options.poolSize }),
    ...options.database,
  };
  const onQuery = options.onQuery;
  const log =
    onQuery === undefined
      ? undefined
      : (event: LogEvent) =>
          onQuery({ durationMs: event.queryDurationMillis, failed: event.level === 'error' });
  if (options.databaseUrl !== undefined) {
    const pool = openPostgresPool(options.databaseUrl, limits);
    try {
      (await pool.connect()).release();
    } catch (error) {
      await pool.endWithin(1_000);
      const reason = /timeout/i.test((error as Error).message)
        ? `no answer within ${limits.connectTimeoutMs} ms (database.connectTimeoutMs): ${(error as Error).message}`
        : (error as Error).message;
      throw new Error(`Cannot connect to the database of databaseUrl: ${reason}`, { cause: error });
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log && { log }) });
    return {
      db,
      kind: 'postgres',
      pool: () => pool.counts(),
      close: async ({ timeoutMs = 5_000 } = {}) => {
        // Kysely's destroy ends the pool, which waits for every connection: bounded here.
        void db.destroy().catch(() => {});
        await pool.endWithin(timeoutMs);
      },
    };
  }
  const unlock = await lockDataDir(options.dataDir);
  try {
    await makePrivate(options.dataDir);
    const pglite = await openPGlite(join(options.dataDir, 'pgdata'));
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), ...(log && { log }) });
    return {
      db,
      kind: 'pglite',
      pool: () => undefined,
      async close() {
        await db.destroy();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}
