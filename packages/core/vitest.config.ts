import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@walletdock/core',
    // Worker threads, not forks: each test file still gets a fresh module graph, without a new process per file
    // (119 files: about a fifth of this project's time on a 2-core machine, 2026-11-29).
    pool: 'threads',
  },
});
