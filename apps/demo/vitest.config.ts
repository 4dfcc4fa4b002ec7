import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'demo',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // The relay test starts the local stack (chains, relay, services).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
