import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The React 18.3 compatibility run: the same tests against react@18.3.1 / react-dom@18.3.1 (installed as the
// npm aliases `react-18` / `react-dom-18`). Imports of react / react-dom are aliased to them; a preloaded
// resolve hook (test/react18-resolve.cjs) makes react-dom 18's own `require('react')` find React 18 too.
const require = createRequire(import.meta.url);
const react18 = dirname(require.resolve('react-18/package.json'));
const reactDom18 = dirname(require.resolve('react-dom-18/package.json'));

export default defineProject({
  resolve: {
    alias: [
      { find: /^react$/, replacement: `${react18}/index.js` },
      { find: /^react\/(.*)$/, replacement: `${react18}/$1` },
      { find: /^react-dom$/, replacement: `${reactDom18}/index.js` },
      { find: /^react-dom\/(.*)$/, replacement: `${reactDom18}/$1` },
    ],
  },
  test: {
    name: 'react (React 18.3)',
    environment: 'happy-dom',
    env: { WALLETDOCK_REACT_MAJOR: '18' },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-utils/setup-cleanup.ts'],
    // One module graph per worker, not per file (React, react-dom, core and the modal loaded once): about a third
    // less time (2026-11-29). Each file still gets its own document, and the harness's cleanup runs after every
    // test of every file (the setup file above); run with `--sequence.shuffle` to check a change keeps it so.
    isolate: false,
    // Dependencies that import react themselves run through Vite, so the aliases above reach them too.
    server: { deps: { inline: ['@tanstack/react-virtual'] } },
    execArgv: ['--require', fileURLToPath(new URL('./test/react18-resolve.cjs', import.meta.url))],
  },
});
