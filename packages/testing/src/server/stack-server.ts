import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type WalletDockServer } from '@walletdock/server';
import type { LocalSolanaChain } from '../solana/types.js';
import { StackServerStartError } from '../stack/errors.js';
import type { DevAccount, LocalChain } from '../stack/types.js';
import { createOwnedTempDir } from './owned-temp-dir.js';
import { sampleSessions } from './sample-sessions.js';
import { createStackDatabase, STACK_POSTGRES_URL_ENV, type StackDatabase } from './stack-database.js';
import { writeStackDirectorySeed } from './stack-directory-seed.js';
import { DEFAULT_ALLOWED_ORIGINS, STACK_PROJECT_IDS, stackServerConfig } from './stack-server-config.js';

/** What the stack's server serves: the stack's chains (none for a directory-only server). */
export type StackServerInfo = {
  chains: readonly LocalChain[];
  /** The first one gets the two sample smart sessions (one active, one expired). Default: none. */
  accounts?: readonly DevAccount[];
  /** The local Solana chain: its SOL and dUSD balances are served. Default: none. */
  solana?: LocalSolanaChain | undefined;
};

/** Options of {@link startStackServer}. */
export type StartStackServerOptions = {
  /** Adds the generated filler wallets to the directory (paging and search tests). Default false. */
  fillerWallets?: boolean;
  /** The project ids the server accepts (any other is 403 `invalid key`). Default {@link STACK_PROJECT_IDS}. */
  projectIds?: readonly string[];
  /** Every project's allowed origins. Default {@link DEFAULT_ALLOWED_ORIGINS}: localhost and loopback on any port. */
  allowedOrigins?: readonly string[];
  /** Every project's analytics switch (`/getAnalyticsConfig`, `POST /e`). Default true. */
  analytics?: boolean;
  /**
   * A PostgreSQL server (`postgres://` URL, its user may create databases) to store in instead of PGlite: the
   * server gets a new database of its own there, dropped on close. Default: `WALLETDOCK_STACK_POSTGRES_URL` if
   * set, else PGlite.
   */
  postgresUrl?: string;
};

/** A running `@walletdock/server` of the stack, on PGlite in a temporary directory (or its own PostgreSQL database). */
export type StackServer = {
  /** e.g. `http://127.0.0.1:41234`. */
  url: string;
  host: string;
  port: number;
  /** The server itself (its `store.db` holds the analytics events, names, sessions…). */
  server: WalletDockServer;
  /** Closes the server, then removes its data directory; idempotent. */
  close(): Promise<void>;
};

/**
 * Starts `@walletdock/server` (`createServer`) configured for the local stack (`stackServerConfig`): PGlite in a
 * new temporary directory (removed on close; one a killed process left is removed by the next start:
 * `createOwnedTempDir`), the stack's wallet directory written as a seed file (`writeStackDirectorySeed`),
 * loopback on a free port, logs off. The first dev account gets the two sample smart sessions
 * (`sampleSessions`), recorded through the admin route.
 * @throws {StackServerStartError} when the sample sessions cannot be recorded (and whatever `createServer`
 *   throws, e.g. `ConfigError`).
 *
 * @example
 * const services = await startStackServer(stack, { fillerWallets: true });
 * await fetch(`${services.url}/getWallets?projectId=test&page=1&entries=40`);
 * await services.close();
 */
export async function startStackServer(
  info: StackServerInfo,
  options: StartStackServerOptions = {},
): Promise<StackServer> {
  // Owned by this process: the next start removes it if this process dies without closing (SIGKILL).
  const dir = await createOwnedTempDir('walletdock-stack-server-');
  let server: WalletDockServer | undefined;
  let database: StackDatabase | undefined;
  const cleanUp = async () => {
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const postgresUrl = options.postgresUrl ?? process.env[STACK_POSTGRES_URL_ENV];
    if (postgresUrl) database = await createStackDatabase(postgresUrl);
    const directorySeed = await writeStackDirectorySeed(join(dir, 'seed'), {
      fillerWallets: options.fillerWallets ?? false,
    });
    const adminToken = randomBytes(24).toString('hex');
    server = await createServer({
      ...stackServerConfig({
        chains: info.chains,
        solana: info.solana,
        projectIds: options.projectIds ?? STACK_PROJECT_IDS,
        allowedOrigins: options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS,
        analytics: options.analytics ?? true,
      }),
      dataDir: join(dir, 'data'),
      ...(database === undefined ? {} : { databaseUrl: database.url }),
      directorySeed,
      adminToken,
    });
    const url = await server.listen();
    const first = info.accounts?.[0];
    if (first !== undefined) await recordSampleSessions(url, adminToken, first);
    const { port } = new URL(url);
    const running = server;
    let closing: Promise<void> | undefined;
    return {
      url,
      host: running.config.host,
      port: Number(port),
      server: running,
      close() {
        closing ??= running.close().finally(cleanUp);
        return closing;
      },
    };
  } catch (error) {
    await server?.close().catch(() => undefined);
    await cleanUp().catch(() => undefined);
    throw error;
  }
}

async function recordSampleSessions(url: string, adminToken: string, account: DevAccount): Promise<void> {
  for (const { revokedAt: _revokedAt, ...session } of sampleSessions(account.address, Date.now())) {
    const response = await fetch(`${url}/admin/v1/sessions/${account.address}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(session),
    });
    if (response.status !== 201) {
      throw new StackServerStartError(
        `Recording a sample session failed: HTTP ${response.status} ${await response.text()}`,
      );
    }
  }
}
