import { randomBytes } from 'node:crypto';
import { StackServerStartError } from '../stack/errors.js';

/** The environment variable naming a PostgreSQL server for the stack's servers (see {@link createStackDatabase}). */
export const STACK_POSTGRES_URL_ENV = 'WALLETDOCK_STACK_POSTGRES_URL';

/** A database of its own for one stack server, on a shared PostgreSQL server. */
export type StackDatabase = {
  /** The database's URL (`DATABASE_URL` of the server). */
  url: string;
  /** Drops the database (its connections closed first); idempotent. */
  drop(): Promise<void>;
};

/**
 * Creates a new, empty database `walletdock_stack_<hex>` on the PostgreSQL server of `serverUrl` (a
 * `postgres://` URL whose user may create databases), so that stack servers sharing one PostgreSQL never see
 * each other's names, sessions or events. `pg` is loaded only here.
 * @throws {StackServerStartError} when the URL is not a PostgreSQL URL or the database cannot be created.
 */
export async function createStackDatabase(serverUrl: string): Promise<StackDatabase> {
  let admin: URL;
  try {
    admin = new URL(serverUrl);
  } catch {
    throw new StackServerStartError(`${STACK_POSTGRES_URL_ENV} is not a URL`);
  }
  if (admin.protocol !== 'postgres:' && admin.protocol !== 'postgresql:') {
    throw new StackServerStartError(`${STACK_POSTGRES_URL_ENV} must be a postgres:// URL`);
  }
  const name = `walletdock_stack_${randomBytes(8).toString('hex')}`;
  const run = async (sql: string) => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: admin.href });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  try {
    await run(`CREATE DATABASE "${name}"`);
  } catch (error) {
    // The error's message names the problem, not the URL (which may hold a password).
    throw new StackServerStartError(
      `Creating the stack's database failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const url = new URL(admin.href);
  url.pathname = `/${name}`;
  let dropping: Promise<void> | undefined;
  return {
    url: url.href,
    drop() {
      dropping ??= run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      return dropping;
    },
  };
}
