import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'demo',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Worker threads, not forks: a fresh module graph per test file without a new process per file (about a fifth
    // less time on a 2-core machine, 2026-11-29).
    pool: 'threads',
    // The relay test starts the local stack (chains, relay, services).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
