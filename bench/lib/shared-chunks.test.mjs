// node --test bench/lib/shared-chunks.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedInitialChunks, sharedInitialChunksTable } from './shared-chunks.mjs';

const chunks = (entries) =>
  new Map(
    entries.map(([file, hash, bytes = 1000, walletdock = false]) => [file, { hash, bytes, walletdock }]),
  );

const plain = chunks([
  ['_next/static/chunks/runtime-a.js', 'runtime'],
  ['_next/static/chunks/page-b.js', 'plain-page'],
]);
const app = chunks([
  ['_next/static/chunks/runtime-x.js', 'runtime', 2000],
  ['_next/static/chunks/page-y.js', 'walletdock-page', 30_000, true],
  ['_next/static/chunks/lazy-z.js', 'lazy', 5000],
]);

test('a file with the plain app’s content is shared whatever its name; the others are the app’s own', () => {
  const rows = sharedInitialChunks(
    app,
    ['_next/static/chunks/runtime-x.js', '_next/static/chunks/page-y.js', 'favicon.js'],
    plain,
    [...plain.keys()],
  );
  assert.deepEqual(rows, [
    { file: '_next/static/chunks/runtime-x.js', bytes: 2000, shared: true, walletdock: false },
    { file: '_next/static/chunks/page-y.js', bytes: 30_000, shared: false, walletdock: true },
  ]);
});

test('a file the plain app has but does not load before the click is not shared', () => {
  const rows = sharedInitialChunks(app, ['_next/static/chunks/runtime-x.js'], plain, [
    '_next/static/chunks/page-b.js',
  ]);
  assert.equal(rows[0].shared, false);
});

test('the table counts the files added to the plain app’s and the files that differ from all of its', () => {
  const table = sharedInitialChunksTable(
    app,
    ['_next/static/chunks/runtime-x.js', '_next/static/chunks/page-y.js'],
    plain,
    [...plain.keys()],
  );
  assert.match(table, /\| _next\/static\/chunks\/runtime-x\.js \| 2\.0 KB \| yes \(same file\) \| no \|/);
  assert.match(table, /\| _next\/static\/chunks\/page-y\.js \| 30\.0 KB \| no \| yes \|/);
  assert.match(
    table,
    /2 initial files, 0 more than the plain app's 2; 1 of them hold WalletDock code \(30\.0 KB minified; .*\); 1 \(30\.0 KB\) differ from every file the plain app loads, the other 1 are the same files\./,
  );
  const more = sharedInitialChunksTable(app, [...app.keys()], plain, ['_next/static/chunks/runtime-a.js']);
  assert.match(more, /3 initial files, 2 more than the plain app's 1; 1 of them hold WalletDock code/);
  assert.match(more, /; 2 \(35\.0 KB\) differ from every file/);
});
