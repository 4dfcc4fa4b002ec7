// node --test bench/lib/next.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { chunksOf, commonRoot } from './next.mjs';

test('the common root of the repository and packages taken from elsewhere', () => {
  assert.equal(commonRoot(['/work/main', '/work/main/packages/core']), '/work/main');
  assert.equal(commonRoot(['/work/main', '/work/main-snap/node_modules']), '/work');
  assert.equal(commonRoot(['/work/main', '/tmp/snap/node_modules/@walletdock']), '/');
});

test('the built JS files, by path from the export folder, with their bytes and a content hash', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-next-'));
  try {
    mkdirSync(join(dir, '_next', 'static', 'chunks'), { recursive: true });
    writeFileSync(join(dir, '_next', 'static', 'chunks', 'a.js'), 'same');
    writeFileSync(join(dir, '_next', 'static', 'chunks', 'b.js'), 'same');
    writeFileSync(
      join(dir, '_next', 'static', 'chunks', 'c.js'),
      'e.setAttribute("data-walletdock-modal","")',
    );
    writeFileSync(join(dir, 'index.html'), '<html></html>');
    const chunks = chunksOf(dir);
    assert.deepEqual([...chunks.keys()].sort(), [
      '_next/static/chunks/a.js',
      '_next/static/chunks/b.js',
      '_next/static/chunks/c.js',
    ]);
    const [a, b, c] = ['a', 'b', 'c'].map((name) => chunks.get(`_next/static/chunks/${name}.js`));
    assert.equal(a.bytes, 4);
    assert.equal(a.hash, b.hash);
    assert.notEqual(a.hash, c.hash);
    assert.deepEqual([a.walletdock, c.walletdock], [false, true]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
