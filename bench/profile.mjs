// `node bench/profile.mjs [--app walletdock|baseline] [--bundler vite7|vite8|…] [--cpu-throttle N] [--top N]`: builds
// the app without minification (bench/.out/<app>[@<bundler>]-debug, with source maps), loads it cold and opens it with the CDP Profiler
// running, and prints, for the load and for the open, the functions with the most self time and the source
// module (from the source map) each comes from. For finding what a long task spends its time on; the figures
// of bench/RESULTS.md come from the minified build (run.mjs), not from this one.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { BUNDLERS, buildApp, outName } from './lib/build.mjs';
import { serve } from './lib/serve.mjs';

const { values: args } = parseArgs({
  options: {
    app: { type: 'string', default: 'walletdock' },
    bundler: { type: 'string', default: 'vite7' },
    'cpu-throttle': { type: 'string', default: '4' },
    top: { type: 'string', default: '25' },
  },
});
const BENCH = import.meta.dirname;
if (!(args.bundler in BUNDLERS)) {
  console.error(`--bundler must be one of: ${Object.keys(BUNDLERS).join(', ')}`);
  process.exit(2);
}
const outDir = join(BENCH, '.out', `${outName(args.app, args.bundler)}-debug`);
await buildApp({ name: args.app, appsDir: join(BENCH, 'apps'), outDir, bundler: args.bundler, debug: true });
const rate = Number(args['cpu-throttle']);
const server = await serve(outDir);
const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  headless: true,
});
let profiles;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}/`, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const load = (await cdp.send('Profiler.stop')).profile;
  // Click at the button's place with the mouse (no Playwright locator script runs while profiling).
  const box = await page.evaluate(() => {
    const button = Array.from(document.querySelectorAll('button')).find(
      (b) => b.textContent.trim() === 'Connect Wallet',
    );
    const rect = button.getBoundingClientRect();
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(200);
  await cdp.send('Profiler.start');
  await page.mouse.down();
  await page.mouse.up();
  await page.waitForTimeout(1500);
  const open = (await cdp.send('Profiler.stop')).profile;
  profiles = { load, open };
  await context.close();
} finally {
  await browser.close();
  await server.close();
}

// Source maps of the built chunks: generated line → source file.
const maps = new Map();
async function sourceOf(url, line) {
  const file = url.split('/').pop();
  if (!file?.endsWith('.js')) return url || '(native)';
  if (!maps.has(file)) {
    try {
      const map = JSON.parse(await readFile(join(outDir, 'assets', `${file}.map`), 'utf8'));
      // Decode only the source index of each line's first segment (enough to name the module).
      const lines = [];
      let source = 0;
      const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
      for (const text of map.mappings.split(';')) {
        let first;
        for (const segment of text.split(',')) {
          if (!segment) continue;
          const values = [];
          let value = 0;
          let shift = 0;
          for (const char of segment) {
            const digit = B64.indexOf(char);
            value += (digit & 31) << shift;
            if (digit & 32) shift += 5;
            else {
              values.push(value & 1 ? -(value >> 1) : value >> 1);
              value = 0;
              shift = 0;
            }
          }
          if (values.length > 1) {
            source += values[1];
            first ??= source;
          }
        }
        lines.push(first);
      }
      maps.set(file, { lines, sources: map.sources });
    } catch {
      maps.set(file, null);
    }
  }
  const map = maps.get(file);
  const index = map?.lines[line] ?? map?.lines.slice(0, line + 1).findLast((i) => i !== undefined);
  const source = index === undefined ? file : map.sources[index];
  return source.replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '').replace(/^(\.\.\/)+/, '');
}

async function report(title, profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const ms = (dt[i + 1] ?? 0) / 1000;
    self.set(node.id, (self.get(node.id) ?? 0) + ms);
  }
  const byFunction = new Map();
  const byModule = new Map();
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id);
    if (['(idle)', '(program)', '(root)'].includes(callFrame.functionName)) continue;
    const module = await sourceOf(callFrame.url, callFrame.lineNumber);
    const key = `${callFrame.functionName || '(anonymous)'}  ${module}:${callFrame.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    byModule.set(module, (byModule.get(module) ?? 0) + ms);
  }
  // Inclusive time per function (each sample counted once per function on its stack).
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const ms = (dt[i + 1] ?? 0) / 1000;
    const seen = new Set();
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const { callFrame } = byId.get(id);
      const key = `${callFrame.functionName || '(anonymous)'}  ${callFrame.url.split('/').pop()}:${callFrame.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
  }
  const total = [...byModule.values()].reduce((a, b) => a + b, 0);
  const top = Number(args.top);
  console.log(`\n== ${title}: ${total.toFixed(1)} ms of script/GC (self time, ${rate}× throttled)`);
  console.log('-- by module');
  for (const [name, ms] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${ms.toFixed(1).padStart(8)}  ${name}`);
  console.log('-- inclusive');
  for (const [name, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top * 2))
    console.log(`${ms.toFixed(1).padStart(8)}  ${name}`);
  console.log('-- by function');
  for (const [name, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${ms.toFixed(1).padStart(8)}  ${name}`);
}
await report('load', profiles.load);
await report('open', profiles.open);
// Both profiles, for DevTools (Performance → Load profile) or a script that walks a function's subtree.
await writeFile(join(BENCH, '.out', `${args.app}.load.cpuprofile`), JSON.stringify(profiles.load));
await writeFile(join(BENCH, '.out', `${args.app}.open.cpuprofile`), JSON.stringify(profiles.open));
