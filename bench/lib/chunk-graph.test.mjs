// node --test bench/lib/chunk-graph.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { initialChunks, initialChunksTable, shortModuleId, staticClosure } from './chunk-graph.mjs';

const chunk = (fields) => ({
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  bytes: 1000,
  imports: [],
  dynamicImports: [],
  modules: [],
  ...fields,
});

const chunks = new Map([
  [
    'assets/index.js',
    chunk({ isEntry: true, imports: ['assets/shared.js'], dynamicImports: ['assets/view.js'] }),
  ],
  [
    'assets/shared.js',
    chunk({ bytes: 2500, modules: [{ id: '/repo/packages/core/dist/errors/messages.js', bytes: 10 }] }),
  ],
  [
    'assets/view.js',
    chunk({
      isDynamicEntry: true,
      facadeModuleId: '/repo/packages/react/dist/views/account/account-view.js',
      imports: ['assets/shared.js', 'assets/index.js'],
    }),
  ],
]);

test('shortModuleId names workspace, dependency and app modules', () => {
  assert.equal(shortModuleId('/repo/packages/core/dist/errors/messages.js'), 'core/errors/messages.js');
  assert.equal(
    shortModuleId('/repo/node_modules/.pnpm/v@1/node_modules/valtio/esm/vanilla.mjs'),
    'nm:valtio/esm/vanilla.mjs',
  );
  assert.equal(shortModuleId('/repo/bench/apps/walletdock/main.jsx'), '(bench app)/walletdock/main.jsx');
});

test('staticClosure is the entry and its static imports, not the import()s', () => {
  assert.deepEqual(staticClosure(chunks), ['assets/index.js', 'assets/shared.js']);
});

test('initialChunks says which lazy chunk shares a chunk with the entry', () => {
  const [entry, shared] = initialChunks(chunks, staticClosure(chunks));
  assert.equal(entry.isEntry, true);
  assert.deepEqual(shared.modules, ['core/errors/messages.js']);
  assert.deepEqual(shared.importedBy, ['the entry', 'import() of react/views/account/account-view.js']);
  const table = initialChunksTable(chunks, staticClosure(chunks));
  assert.match(
    table,
    /\| assets\/shared\.js \| 2\.5 KB \| `core\/errors\/messages\.js` \| import\(\) of react\/views\/account\/account-view\.js \|/,
  );
});
