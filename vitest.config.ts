import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run over every package. Each package is a project; options such as timeouts or the DOM
// environment live in the package's own vitest.config.ts (root test options are not inherited).
export default defineConfig({
  test: {
    // Most test time is waiting on real processes (anvil, the Solana chain, the server, relays), not CPU: two
    // workers even on a 2-core machine (vitest's default there is one) halve the wall time of `npm test`.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // packages/react runs a second time on React 18.3 (its vitest.react18.config.ts); the services contract suite
    // a second time on PostgreSQL (packages/testing/vitest.postgres.config.ts); adapter-evm's tests that need a
    // fresh module graph in a project of their own (its vitest.isolated.config.ts).
    projects: [
      'packages/*',
      'apps/*',
      'packages/react/vitest.react18.config.ts',
      'packages/testing/vitest.postgres.config.ts',
      'packages/adapter-evm/vitest.isolated.config.ts',
    ],
  },
});
