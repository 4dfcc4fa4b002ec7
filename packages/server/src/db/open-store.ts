import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';
import { openPGlite } from './pglite-template.js';
import type { Database } from './schema.js';

/** The database the server keeps its state in. */
export type Store = {
  db: Kysely<Database>;
  /** `pglite`: embedded, one process; `postgres`: a PostgreSQL server, any number of instances. */
  kind: 'pglite' | 'postgres';
  /** Closes the connections (and, for PGlite, flushes and releases the data directory). */
  close(): Promise<void>;
};

/** The embedded store's data directory is in use by a running process. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

const LOCK_FILE = 'walletdock-server.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims the data directory for this process (PGlite must never be opened by two processes at once). */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const holder = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
  if (Number.isInteger(holder) && isAlive(holder)) {
    throw new DataDirLockedError(
      `${dataDir} is in use by process ${holder}; the embedded store serves one process (use DATABASE_URL for several)`,
    );
  }
  // A lock left by a killed process is taken over.
  await rm(path, { force: true });
  const handle = await open(path, 'wx');
  await handle.writeFile(String(process.pid));
  await handle.close();
  return () => rm(path, { force: true });
}

/**
 * Opens the store: PostgreSQL through a `pg` pool when `databaseUrl` is set, else PGlite persisted in
 * `dataDir/pgdata`.
 * @throws {DataDirLockedError} when another live process holds `dataDir`.
 */
export async function openStore(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize?: number;
}): Promise<Store> {
  if (options.databaseUrl !== undefined) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client's error (the server restarted) must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const unlock = await lockDataDir(options.dataDir);
  try {
    const pglite = await openPGlite(join(options.dataDir, 'pgdata'));
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    return {
      db,
      kind: 'pglite',
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
