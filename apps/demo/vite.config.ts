import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import react from '@vitejs/plugin-react';
import { type Alias, defineConfig } from 'vite';

// The page reads the local stack at run time (window.__WALLETDOCK_STACK__, injected by scripts/start.mjs),
// so one build works against any ports. In `vite dev` it reads VITE_WALLETDOCK_STACK instead.
//
// WALLETDOCK_DEMO_REACT=18 builds the same demo against react@18.3.1 / react-dom@18.3.1 (the low end of
// @walletdock/react's peer range) into dist-react18, for the e2e journeys that run on both majors. React 18 is
// installed as the npm aliases `react-18` / `react-dom-18` of packages/react (the demo cannot add them offline),
// so they are resolved from there; every import of react / react-dom — the demo's, @walletdock/react's, its
// dependencies' and react-dom 18's own `require('react')` — is aliased to them.
const react18 = process.env.WALLETDOCK_DEMO_REACT === '18';
// WALLETDOCK_DEMO_OUT=<folder> builds into <folder>/dist and <folder>/dist-react18 instead of this folder (the e2e
// setup serves the same folder when it is set): two checkouts' worth of builds side by side, e.g. for engineers
// who run the e2e journeys on one machine at the same time.
const outRoot = process.env.WALLETDOCK_DEMO_OUT;
const outName = react18 ? 'dist-react18' : 'dist';

function react18Aliases(): Alias[] {
  const require = createRequire(new URL('../../packages/react/package.json', import.meta.url));
  const reactDir = dirname(require.resolve('react-18/package.json'));
  const reactDomDir = dirname(require.resolve('react-dom-18/package.json'));
  return [
    { find: /^react$/, replacement: `${reactDir}/index.js` },
    { find: /^react\/(.*)$/, replacement: `${reactDir}/$1` },
    { find: /^react-dom$/, replacement: `${reactDomDir}/index.js` },
    { find: /^react-dom\/(.*)$/, replacement: `${reactDomDir}/$1` },
  ];
}

export default defineConfig({
  plugins: [react()],
  resolve: react18 ? { alias: react18Aliases() } : {},
  build: {
    target: 'es2022',
    sourcemap: true,
    outDir: outRoot ? `${outRoot}/${outName}` : outName,
    emptyOutDir: true,
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
