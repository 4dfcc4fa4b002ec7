import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'adapter-solana',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Worker threads, not forks: a forked vitest worker that loaded litesvm (the local Solana chain) and used
    // node:crypto aborts with `std::bad_alloc` when it exits (plain Node and worker threads do not).
    pool: 'threads',
  },
});
