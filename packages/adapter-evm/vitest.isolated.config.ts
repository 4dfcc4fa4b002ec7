import { defineProject } from 'vitest/config';

/**
 * The adapter's `*.isolated.test.ts`: tests that need a fresh module graph per file (e.g. `without-viem`, which
 * makes every viem module fail to load, so nothing else may have loaded viem before). The other tests share one
 * module graph per worker (vitest.config.ts).
 */
export default defineProject({
  test: {
    name: 'adapter-evm (isolated)',
    environment: 'happy-dom',
    include: ['src/**/*.isolated.test.ts'],
    pool: 'threads',
    hookTimeout: 60_000,
  },
});
