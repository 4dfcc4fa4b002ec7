// node --test bench/lib/measure.test.mjs — one measured load of a server-rendered page in headless Chromium.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium } from '@playwright/test';
import { measureRun } from './measure.mjs';
import { serve } from './serve.mjs';

const HYDRATE_AFTER_MS = 400;

/**
 * A prerendered page as a framework host sends it: the button is in the HTML; a script "hydrates" it after
 * HYDRATE_AFTER_MS (attaches React-style props, as React DOM does, and the click handler) — until then a click
 * does nothing.
 */
const PAGE = `<!doctype html><html><head><title>ssr</title></head><body>
<main><button type="button">Connect Wallet</button></main>
<script type="module" src="/hydrate.js"></script></body></html>`;
const HYDRATE = `setTimeout(() => {
  const button = document.querySelector('button');
  button.__reactProps$bench = { onClick() {} };
  button.addEventListener('click', () => {
    const option = document.createElement('button');
    option.className = 'wallet-option';
    option.textContent = 'Bench Wallet';
    document.querySelector('main').append(option);
  });
}, ${HYDRATE_AFTER_MS});`;

let dir;
let server;
let browser;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bench-measure-'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, 'hydrate.js'), HYDRATE);
  server = await serve(dir);
  const executablePath =
    process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  browser = await chromium.launch({ executablePath, headless: true });
});
after(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a prerendered button counts as shown at its first paint and as ready once hydrated; the click waits for it', async () => {
  const result = await measureRun(browser, {
    app: {
      name: 'ssr',
      probe: { buttonText: 'Connect Wallet', optionSelector: '.wallet-option', shadowHost: null },
    },
    url: server.url,
    outDir: dir,
  });
  assert.ok(result.loadToButtonMs < HYDRATE_AFTER_MS, `shown at ${result.loadToButtonMs} ms`);
  assert.ok(result.loadToButtonReadyMs >= HYDRATE_AFTER_MS, `hydrated at ${result.loadToButtonReadyMs} ms`);
  // Clicked after hydration: the option appears (a click before it would have been lost: a timeout).
  assert.deepEqual(result.options, ['Bench Wallet']);
  assert.equal(result.initialJs.files, 1);
});
