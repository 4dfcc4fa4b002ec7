import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'adapter-evm',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
    // `*.isolated.test.ts` need a module graph of their own (they mock modules the others load for real): they run
    // in the project of vitest.isolated.config.ts.
    exclude: [...configDefaults.exclude, 'src/**/*.isolated.test.ts'],
    // Worker threads, not forks: no new process per file (about a fifth less time on a 2-core machine).
    pool: 'threads',
    // One module graph per worker, not per file: the ten files that start a local stack load its modules, PGlite's
    // WebAssembly and the empty-cluster template once per worker instead of once per file — a first start of the
    // stack in a fresh module graph costs ~9 s of CPU, a later one ~3 s (2026-11-29: this project 87 s → 44 s on
    // a 2-core machine). No test may rely on a fresh module state (check a change with
    // `--sequence.shuffle.files`, see CONTRIBUTING.md).
    isolate: false,
    // Many files start a local stack (anvil chains, the services server) in `beforeAll`: on a loaded 2-core
    // machine that takes longer than vitest's default 10 s (as in adapter-solana, testing and server).
    hookTimeout: 60_000,
  },
});
