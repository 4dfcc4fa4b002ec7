import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@walletdock/testing',
    environment: 'node',
    // Needs the run's PostgreSQL: it runs in "@walletdock/testing (PostgreSQL)" (vitest.postgres.config.ts).
    exclude: [...configDefaults.exclude, 'src/server/stack-database.test.ts'],
    // These tests start real anvil chains and a real Chromium on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One module graph per worker, not per file: the files share what is slow to load and set up once in a
    // process — PGlite's WebAssembly and @walletdock/server's empty-cluster template (pglite-template.ts), the
    // server's and the stack's modules — which halves this project's time in `npm test`. Every file still
    // builds its own servers, stacks and stores, and stops them; none relies on a fresh module state (run with
    // `--sequence.shuffle` to check a change keeps it so).
    isolate: false,
  },
});
