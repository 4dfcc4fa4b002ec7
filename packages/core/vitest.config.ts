import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@walletdock/core',
    // Worker threads, not forks: no new process per file (about a fifth of this project's time, 2026-11-29).
    pool: 'threads',
    // One module graph per worker, not per file: 48 s → 13 s for this project on a 2-core machine (2026-11-29). No
    // test may rely on a fresh module state, e.g. that a lazy feature's code has not loaded yet (check a change
    // with `--sequence.shuffle.files`, see CONTRIBUTING.md).
    isolate: false,
  },
});
