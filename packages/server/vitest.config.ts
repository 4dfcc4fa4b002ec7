import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@walletdock/server',
    environment: 'node',
    // The suites start real server processes and a real PostgreSQL on a shared 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // One module graph per worker, not per file: the files share what is slow to load and set up once in a
    // process — PGlite's WebAssembly and its empty-cluster template (src/db/pglite-template.ts), the server's
    // and the stack's modules — which halves this project's time in `npm test`. Every file still builds its
    // own servers, stacks and stores, and stops them; none relies on a fresh module state (run with
    // `--sequence.shuffle` to check a change keeps it so).
    isolate: false,
  },
});
