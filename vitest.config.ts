import { defineConfig } from 'vitest/config';

// One vitest run over every package. Each package is a project; options such as timeouts or the DOM
// environment live in the package's own vitest.config.ts (root test options are not inherited).
export default defineConfig({
  test: {
    // packages/react runs a second time on React 18.3 (its vitest.react18.config.ts); the services tests of
    // packages/testing a second time against the reference services server (its vitest.reference-target.config.ts).
    projects: [
      'packages/*',
      'apps/*',
      'packages/react/vitest.react18.config.ts',
      'packages/testing/vitest.reference-target.config.ts',
    ],
  },
});
