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
  },
});
