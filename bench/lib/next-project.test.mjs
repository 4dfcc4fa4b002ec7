// node --test bench/lib/next-project.test.mjs
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { configSource, headOf, layoutSource, pageSource } from './next-project.mjs';

const APPS = join(import.meta.dirname, '..', 'apps');

test('the head of the minimal app’s index.html: its title and the inline test-wallet script, not the entry', () => {
  const { title, scripts } = headOf(readFileSync(join(APPS, 'walletdock', 'index.html'), 'utf8'));
  assert.equal(title, 'Bench: WalletDock');
  assert.equal(scripts.length, 1);
  assert.match(scripts[0], /eip6963:announceProvider/);
  assert.doesNotMatch(scripts.join('\n'), /main\.jsx/);
});

test('the plain app’s page has no inline script', () => {
  assert.deepEqual(headOf(readFileSync(join(APPS, 'baseline', 'index.html'), 'utf8')), {
    title: 'Bench: plain React baseline',
    scripts: [],
  });
});

test('the layout puts each inline script into <head> as it is, so it runs while the HTML is parsed', () => {
  const script = 'window.x = \'</b>\'; if (a < b && c) { run("q"); }';
  const layout = layoutSource({ title: 'T "1"', scripts: [script] });
  assert.match(layout, /export const metadata = \{ title: "T \\"1\\"" \};/);
  const html = /__html: (.*) \}\} \/>/.exec(layout)?.[1];
  assert.equal(JSON.parse(html), script);
  assert.ok(layout.indexOf('<head>') < layout.indexOf('dangerouslySetInnerHTML'));
  assert.ok(layout.indexOf('dangerouslySetInnerHTML') < layout.indexOf('</head>'));
});

test('the page is a client component rendering the bench app; the config exports static files from the root', () => {
  assert.match(pageSource(), /^\/\/ .*\n'use client';\nimport App from '\.\/bench-app\.jsx';/);
  const config = configSource({ root: '/work/main' });
  assert.match(config, /output: 'export'/);
  assert.match(config, /turbopack: \{ root: "\/work\/main" \}/);
});
