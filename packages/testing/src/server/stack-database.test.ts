import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { StackServerStartError } from '../stack/errors.js';
import { createStackDatabase } from './stack-database.js';
import { startStackServer } from './stack-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL (packages/server/src/test-utils/postgres-global-setup.ts). */
    stackPostgresUrl: string;
  }
}

// Runs in the "@walletdock/testing (PostgreSQL)" project (vitest.postgres.config.ts): the run's PostgreSQL is
// provided by the server's global setup.
const serverUrl = inject('stackPostgresUrl');

async function stackDatabases(): Promise<string[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'walletdock_stack_%' ORDER BY datname",
    );
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

const started: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.close()));
});

describe('stack servers on PostgreSQL', () => {
  it('each gets a database of its own, which its close drops', async () => {
    const [first, second] = await Promise.all([
      startStackServer({ chains: [] }, { postgresUrl: serverUrl }),
      startStackServer({ chains: [] }, { postgresUrl: serverUrl }),
    ]);
    started.push(first, second);
    // (Other test files of the run have stack servers on the same PostgreSQL at the same time.)
    const own = [first, second].map((server) =>
      new URL(server.server.config.databaseUrl ?? '').pathname.slice(1),
    );
    expect(own[0]).toMatch(/^walletdock_stack_[0-9a-f]{16}$/);
    expect(own[1]).not.toBe(own[0]);
    expect(await stackDatabases()).toEqual(expect.arrayContaining(own));

    // What one stores, the other does not see.
    const event = {
      eventId: crypto.randomUUID(),
      url: 'http://localhost:5173/',
      domain: 'localhost',
      timestamp: Date.now(),
      props: { type: 'track', event: 'MODAL_OPEN' },
    };
    const response = await fetch(`${first.url}/e?projectId=test&st=walletdock&sv=test`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
      body: JSON.stringify(event),
    });
    expect(response.status).toBeLessThan(300);
    const count = async (server: typeof first) =>
      (await server.server.store.db.selectFrom('analytics_events').select('seq').execute()).length;
    expect(await count(first)).toBe(1);
    expect(await count(second)).toBe(0);

    await first.close();
    await second.close();
    const left = await stackDatabases();
    for (const name of own) expect(left).not.toContain(name);
  });

  it('refuses a URL that is not a PostgreSQL one, naming the variable and not the URL', async () => {
    await expect(createStackDatabase('mysql://user:secret@localhost/db')).rejects.toThrow(
      new StackServerStartError('WALLETDOCK_STACK_POSTGRES_URL must be a postgres:// URL'),
    );
    await expect(createStackDatabase('not a url')).rejects.toBeInstanceOf(StackServerStartError);
  });

  it('says why a database could not be created, without the password', async () => {
    const wrong = new URL(serverUrl);
    wrong.password = 'not-the-password';
    const error = await createStackDatabase(wrong.href).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StackServerStartError);
    expect(String((error as Error).message)).not.toContain('not-the-password');
  });
});
