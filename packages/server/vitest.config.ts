import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@walletdock/server',
    environment: 'node',
    // The suites start real server processes and a real PostgreSQL on a shared 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
