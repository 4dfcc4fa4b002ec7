// `node bench/trace.mjs [--app walletdock|baseline] [--cpu-throttle N] [--out FILE] [--js]`: one cold load and open of
// a built bench app (run `node bench/run.mjs` first: it builds bench/.out/<app>, and <app>@<bundler> for the
// bundlers other than Vite 7, e.g. `--app walletdock@vite8.3`) with a Chrome trace, then
// prints every long task (≥ 50 ms) of the page's main thread with what ran inside it (script evaluation,
// compilation, function calls with their script, style, layout, paint) — where the time of a long task goes.
// The trace is written to FILE (default bench/.out/<app>.trace.json) for chrome://tracing or DevTools. With --js,
// the trace carries the V8 CPU profiler's samples too, and each long task lists the functions on the stack in most
// of its samples — by name on an unminified build (`--app walletdock-debug`, built by bench/profile.mjs).
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { serve } from './lib/serve.mjs';

const { values: args } = parseArgs({
  options: {
    app: { type: 'string', default: 'walletdock' },
    'cpu-throttle': { type: 'string', default: '4' },
    out: { type: 'string' },
    min: { type: 'string', default: '50' },
    all: { type: 'boolean', default: false },
    js: { type: 'boolean', default: false },
  },
});
const OUT = join(import.meta.dirname, '.out');
const dir = join(OUT, args.app);
if (!existsSync(join(dir, 'index.html'))) {
  console.error(`bench/.out/${args.app} is not built: run \`node bench/run.mjs\` first.`);
  process.exit(2);
}
const rate = Number(args['cpu-throttle']);
const minMs = Number(args.min);
const server = await serve(dir);
const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  headless: true,
});
const events = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'v8.execute',
        'blink',
        'loading',
        'toplevel',
        'blink.user_timing',
        'disabled-by-default-devtools.timeline.stack',
        // --js: the V8 CPU profiler's samples, on the trace's clock (what script ran in each long task).
        ...(args.js ? ['disabled-by-default-v8.cpu_profiler'] : []),
      ],
    },
  });
  await page.goto(`${server.url}/`, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  // Clicked with the mouse at the button's centre, as run.mjs does (no Playwright locator script in the page).
  const box = await page.evaluate(() => {
    const button = Array.from(document.querySelectorAll('button')).find(
      (b) => b.textContent.trim() === 'Connect Wallet',
    );
    const rect = button.getBoundingClientRect();
    return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  });
  await page.evaluate(() => performance.mark('bench:click'));
  await page.mouse.move(box.x, box.y);
  await page.waitForTimeout(200);
  await page.mouse.down();
  await page.mouse.up();
  await page.waitForTimeout(1500);
  await cdp.send('Tracing.end');
  await done;
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
const file = args.out ?? join(OUT, `${args.app}.trace.json`);
await writeFile(file, JSON.stringify({ traceEvents: events }));

// The renderer's main thread: the thread of the page's CrRendererMain.
const main = events.find(
  (e) =>
    e.name === 'thread_name' &&
    e.args?.name === 'CrRendererMain' &&
    events.some((x) => x.pid === e.pid && x.name === 'EvaluateScript'),
);
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const click = events.find((e) => e.name === 'bench:click');
const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur >= minMs * 1000).sort((a, b) => a.ts - b.ts);
const t0 = click?.ts ?? tasks[0]?.ts ?? 0;
const INTERESTING = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'ParseHTML',
  'V8.GCScavenger',
  'MajorGC',
  'MinorGC',
  'v8.parseOnBackground',
  'ParseAuthorStyleSheet',
  'ScheduleStyleRecalculation',
  'RunMicrotasks',
  'v8.run',
  'V8.StackGuard',
  'HitTest',
  'PrePaint',
  'Commit',
  'v8.produceModuleCache',
  'v8.compileLazy',
]);
/**
 * The main thread's CPU profile samples (--js), from the trace's `Profile` / `ProfileChunk` events: each sample's
 * time (trace clock, µs) and its call stack (innermost first), named `function script:line` (line 1-based).
 */
function mainThreadSamples() {
  const ids = new Set(
    events.filter((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid).map((e) => e.id),
  );
  const nodes = new Map();
  const samples = [];
  const clocks = new Map();
  for (const e of events) {
    if (!ids.has(e.id)) continue;
    if (e.name === 'Profile') clocks.set(e.id, e.args.data.startTime);
    if (e.name !== 'ProfileChunk') continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    let time = clocks.get(e.id) ?? 0;
    (cpuProfile.samples ?? []).forEach((node, i) => {
      time += timeDeltas[i] ?? 0;
      samples.push({ ts: time, node });
    });
    clocks.set(e.id, time);
  }
  const name = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || '(anonymous)'} ${url ? `${url.split('/').pop()}:${lineNumber + 1}` : ''}`.trim();
  };
  const stacks = new Map();
  const stackOf = (id) => {
    if (!stacks.has(id)) {
      const stack = [];
      for (let node = nodes.get(id); node; node = nodes.get(node.parent)) stack.push(name(node));
      stacks.set(id, stack);
    }
    return stacks.get(id);
  };
  return samples.map(({ ts, node }) => ({ ts, stack: stackOf(node) }));
}
const samples = args.js ? mainThreadSamples() : [];
/** Not script: the profiler's names for the thread's other time. */
const NOT_SCRIPT = new Set(['(root)', '(program)', '(idle)']);

console.log(`${tasks.length} task(s) ≥ ${minMs} ms (times from the click, ms):`);
for (const task of tasks) {
  // tdur: the thread's own CPU time (unthrottled, unaffected by other processes), beside the wall time.
  console.log(
    `\n● ${((task.ts - t0) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(1)} ms (CPU ${((task.tdur ?? 0) / 1000).toFixed(1)} ms)`,
  );
  const inside = onMain
    .filter(
      (e) =>
        e !== task &&
        e.ts >= task.ts &&
        e.ts + e.dur <= task.ts + task.dur &&
        (args.all || INTERESTING.has(e.name)) &&
        e.dur >= 2000,
    )
    .sort((a, b) => a.ts - b.ts);
  for (const e of inside) {
    const what =
      e.args?.data?.url || e.args?.data?.functionName || e.args?.fileName || e.args?.data?.type || '';
    const where = e.args?.data?.scriptName
      ? ` ${e.args.data.scriptName.split('/').pop()}:${e.args.data.lineNumber}`
      : '';
    console.log(
      `    ${((e.ts - task.ts) / 1000).toFixed(1).padStart(6)} +${(e.dur / 1000).toFixed(1).padStart(6)}  ${e.name} ${String(what).split('/').pop()}${where}`,
    );
  }
  if (args.js) {
    // The functions on the stack in most of the task's samples (a function counted once per sample).
    const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= task.ts + task.dur);
    const counts = new Map();
    for (const { stack } of inTask)
      for (const frame of new Set(stack)) counts.set(frame, (counts.get(frame) ?? 0) + 1);
    const top = [...counts].filter(([frame]) => !NOT_SCRIPT.has(frame)).sort((a, b) => b[1] - a[1]);
    console.log(`    script in ${inTask.length} sample(s):`);
    for (const [frame, count] of top.slice(0, 15)) console.log(`    ${String(count).padStart(6)}  ${frame}`);
  }
}
console.log(`\nTrace: ${file}`);
