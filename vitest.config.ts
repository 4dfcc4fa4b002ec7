import { defineConfig } from 'vitest/config';

// One vitest run over every package. Each package is a project; options such as timeouts or the DOM
// environment live in the package's own vitest.config.ts (root test options are not inherited).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
