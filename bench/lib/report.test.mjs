// node --test bench/lib/report.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bundlerSection, resultsTable, summarise, targets, throttledTargets } from './report.mjs';

/** One measured run (lib/measure.mjs) with the given figures. */
const run = ({ files = 1, button = 100, ready = button, gzip = 50_000 } = {}) => ({
  initialJs: { raw: gzip * 3, gzip, brotli: gzip, files, paths: [] },
  openJs: { raw: 0, gzip: 0, brotli: 0, files: 0, paths: [] },
  loadToButtonMs: button,
  loadToButtonReadyMs: ready,
  clickToOptionMs: 10,
  options: [],
  longTasksBefore: 0,
  longTasksBeforeMs: 0,
  longTasksOpen: 0,
  longTasksOpenMs: 0,
  longTaskList: [],
  requestsBefore: files + 1,
  requestsBeforeOffOrigin: 0,
  requestsOpen: 0,
  requestsOpenOffOrigin: 0,
  offOriginUrls: [],
  heapAfterOpenBytes: 2_000_000,
});
const many = (figures) => Array.from({ length: 7 }, () => run(figures));

// A server-rendered host: the button paints at 60 ms in both apps, hydrates at 200 ms (plain) and 230 ms.
const plainNext = summarise(many({ files: 8, button: 60, ready: 200, gzip: 150_000 }));
const walletdockNext = summarise(many({ files: 10, button: 60, ready: 230, gzip: 195_000 }));
const apps = [{ name: 'walletdock', summary: walletdockNext }];

test('with server-rendered pages the load target judges the hydrated button, not the first paint', () => {
  const [load] = targets(plainNext, apps, { ssr: true });
  assert.match(load.target, /^Load → button hydrated at most 1\.2×/);
  assert.equal(load.perApp[0].measured, '230.0 ms vs 200.0 ms (1.15×)');
  assert.equal(load.perApp[0].ok, true);
  const slow = summarise(many({ files: 10, button: 60, ready: 260 }));
  assert.equal(
    targets(plainNext, [{ name: 'walletdock', summary: slow }], { ssr: true })[0].perApp[0].ok,
    false,
  );
  const [throttledLoad] = throttledTargets(plainNext, [{ name: 'walletdock', summary: slow }], 4, {
    ssr: true,
  });
  assert.match(throttledLoad.target, /^4× CPU throttling: load → button hydrated at most 1\.2×/);
  assert.equal(throttledLoad.perApp[0].ok, false);
});

test('with server-rendered pages the chunk target counts the files WalletDock adds to the plain app’s', () => {
  const [, chunks] = targets(plainNext, apps, { ssr: true });
  assert.match(chunks.target, /^WalletDock adds at most 6 initial JS chunks to the plain app's/);
  assert.equal(chunks.perApp[0].measured, '+2 (10 vs 8)');
  assert.equal(chunks.perApp[0].ok, true);
  const split = summarise(many({ files: 15, ready: 200 }));
  assert.equal(
    targets(plainNext, [{ name: 'walletdock', summary: split }], { ssr: true })[1].perApp[0].ok,
    false,
  );
});

test('a client-rendered host keeps the absolute chunk target and load → button', () => {
  const [load, chunks] = targets(plainNext, apps);
  assert.equal(load.perApp[0].measured, '60.0 ms vs 60.0 ms (1.00×)');
  assert.equal(chunks.perApp[0].measured, '10 in the worst run');
  assert.equal(chunks.perApp[0].ok, false);
});

test('the results table shows the hydrated button only for server-rendered pages', () => {
  const ssrTable = resultsTable(apps, { ssr: true });
  assert.match(ssrTable.split('\n')[0], /\| load → button \| load → button hydrated \|/);
  assert.match(ssrTable.split('\n')[2], /\| 60\.0 ms \| 230\.0 ms \|/);
  assert.doesNotMatch(resultsTable(apps), /hydrated/);
});

test('a runs file from before the hydration probe counts the button as hydrated when visible', () => {
  const old = many({ button: 90 }).map(({ loadToButtonReadyMs, ...rest }) => rest);
  assert.equal(summarise(old).loadToReady, 90);
});

test('a bundler’s section names its date, its bundler and the load average beside the timings', () => {
  const machine = {
    load: '8.88 / 7.81 / 5.06 (1 / 5 / 15 min)',
    loadAtEnd: '6.10 / 7.00 / 5.50 (1 / 5 / 15 min)',
    cores: 2,
  };
  const lines = bundlerSection(
    {
      title: 'Next.js (Turbopack)',
      description: 'Next.js (Turbopack): next 16.4.6',
      ssr: true,
      passes: [
        {
          key: 'unthrottled',
          title: 'unthrottled',
          rate: 1,
          results: [{ name: 'baseline', summary: plainNext }, ...apps],
        },
      ],
      checks: targets(plainNext, apps, { ssr: true }),
      chunkTables: [{ name: 'walletdock', intro: 'Files.', table: '| t |' }],
    },
    { date: '2026-12-01T23:00:00Z', machine },
  );
  const text = lines.join('\n');
  assert.equal(lines[0], '## Next.js (Turbopack): results');
  assert.match(
    text,
    /Measured 2026-12-01T23:00:00Z, Next\.js \(Turbopack\): next 16\.4\.6; WalletDock's packages: the workspace's built `packages\/\*\/dist`\. Load average 8\.88 \/ 7\.81 \/ 5\.06 \(1 \/ 5 \/ 15 min\) when the runs started, 6\.10/,
  );
  assert.match(text, /load → button hydrated/);
  assert.match(text, /### Next\.js \(Turbopack\): initial chunks of walletdock\n\nFiles\.\n\n\| t \|/);
  assert.ok(!lines.slice(1).some((line) => line.startsWith('## ')), 'one level-2 heading: the section');
});
