import type { TestProject } from 'vitest/node';
import { startPostgres } from './start-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The URL of the run's PostgreSQL (see postgres-global-setup.ts). */
    stackPostgresUrl: string;
  }
}

/**
 * A vitest global setup: one real PostgreSQL (`startPostgres`) for the whole run of its project, provided to the
 * tests as `stackPostgresUrl` (postgres-stack-env.ts hands it to @walletdock/testing's `startStackServer`, which
 * creates a database of its own there per server). Used by packages/testing/vitest.postgres.config.ts: the
 * services contract suite against the server on PostgreSQL. Only this project's tests see it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startPostgres();
  project.provide('stackPostgresUrl', postgres.url);
  return () => postgres.stop();
}
