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
    // Dependencies that import react themselves run through Vite, so the aliases above reach them too.
    server: { deps: { inline: ['@tanstack/react-virtual'] } },
    execArgv: ['--require', fileURLToPath(new URL('./test/react18-resolve.cjs', import.meta.url))],
  },
});
