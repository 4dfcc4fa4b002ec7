// node --test bench/lib/results-file.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { spliceSections } from './results-file.mjs';

const existing = [
  '# WalletDock benchmark results',
  '',
  '## Vite 7 (rollup): results',
  '',
  'old vite 7 table',
  '',
  '### Vite 7 (rollup): targets',
  '',
  'old vite 7 targets',
  '',
  '## Where the bytes go: walletdock, initial JS (Vite 7 (rollup))',
  '',
  'bytes',
  '',
  '## Vite 8 (rolldown): results',
  '',
  'old vite 8 table',
  '',
  '## Rivals, for comparison',
  '',
  'rivals',
  '',
].join('\n');

test('a measured bundler’s section replaces its own, up to the next level-2 heading; the rest stays', () => {
  const out = spliceSections(existing, [
    { title: 'Vite 7 (rollup)', markdown: '## Vite 7 (rollup): results\n\nnew vite 7 table\n' },
  ]);
  assert.ok(out.includes('new vite 7 table'));
  assert.ok(!out.includes('old vite 7 table'));
  assert.ok(!out.includes('old vite 7 targets'));
  assert.ok(out.includes('## Where the bytes go: walletdock, initial JS (Vite 7 (rollup))\n\nbytes'));
  assert.ok(out.includes('old vite 8 table'));
  assert.equal(out.split('## Vite 7 (rollup): results').length, 2);
});

test('a bundler without a section gets one before the rivals', () => {
  const out = spliceSections(existing, [
    { title: 'Next.js (Turbopack)', markdown: '## Next.js (Turbopack): results\n\nnext table\n' },
  ]);
  assert.ok(
    out.includes(
      'old vite 8 table\n\n## Next.js (Turbopack): results\n\nnext table\n\n## Rivals, for comparison',
    ),
  );
  assert.ok(out.includes('old vite 7 table'));
});

test('running it twice replaces the section it added, it does not add a second', () => {
  const once = spliceSections(existing, [
    { title: 'Next.js (webpack)', markdown: '## Next.js (webpack): results\n\nv1' },
  ]);
  const twice = spliceSections(once, [
    { title: 'Next.js (webpack)', markdown: '## Next.js (webpack): results\n\nv2' },
  ]);
  assert.ok(twice.includes('v2'));
  assert.ok(!twice.includes('v1'));
  assert.equal(twice.split('## Next.js (webpack): results').length, 2);
});

test('without a rivals heading the section goes at the end', () => {
  const out = spliceSections('# R\n\n## A: results\n\na', [{ title: 'B', markdown: '## B: results\n\nb' }]);
  assert.ok(out.endsWith('## B: results\n\nb\n'));
});
