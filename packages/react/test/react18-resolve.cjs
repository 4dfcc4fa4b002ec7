// Preloaded into the React 18.3 test workers (vitest.react18.config.ts): react-dom 18 is installed under the
// npm alias `react-dom-18`, and its own `require('react')` would find the workspace's React 19. This hook sends
// `react` (and `react/*`) required from inside react-dom 18 to react@18.3.1 (the `react-18` alias).
const Module = require('node:module');
const path = require('node:path');

const react18 = path.dirname(
  require.resolve('react-18/package.json', { paths: [path.join(__dirname, '..')] }),
);
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveReact18(request, parent, ...rest) {
  const fromReactDom18 = parent?.filename?.includes(`${path.sep}react-dom@18.3.1`);
  if (fromReactDom18 && (request === 'react' || request.startsWith('react/'))) {
    return resolve.call(this, request.replace(/^react/, react18), parent, ...rest);
  }
  return resolve.call(this, request, parent, ...rest);
};
