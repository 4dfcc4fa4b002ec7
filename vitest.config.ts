import { defineConfig } from 'vitest/config';

// One vitest run over every package; each package may add its own vitest.config.ts (a "project").
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
    // Tests that start anvil need more than the default 5 s on a loaded 2-core machine.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
