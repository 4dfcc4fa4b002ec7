import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'adapter-evm',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
    // Worker threads, not forks: a fresh module graph per test file without a new process per file (about a fifth
    // less time on a 2-core machine, 2026-11-29).
    pool: 'threads',
    // Many files start a local stack (anvil chains, the services server) in `beforeAll`: on a loaded 2-core
    // machine that takes longer than vitest's default 10 s (as in adapter-solana, testing and server).
    hookTimeout: 60_000,
  },
});
