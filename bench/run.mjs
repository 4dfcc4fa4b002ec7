// `pnpm bench`: builds the bench apps (plain React baseline, minimal WalletDock app, full-feature WalletDock app)
// with each host bundler (Vite 7 / rollup, Vite 8 / rolldown, Vite 8.3 / rolldown, Next.js with Turbopack and
// with webpack), measures each in headless Chromium over N cold loads, prints the medians and writes
// bench/RESULTS.md (a run of some bundlers replaces only their sections). See bench/README.md.
//
//   node bench/run.mjs [--runs N] [--only baseline|walletdock|walletdock-full] [--bundler vite7|vite8|next|…[,…]|all]
//                      [--cpu-throttle N] [--no-write] [--json FILE]
//
// The workspace packages must be built first (`pnpm bench` does it: turbo run build).
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { BUNDLERS, buildApp, describeBundler, outName, PACKAGES_FROM, prepareBundler } from './lib/build.mjs';
import { initialChunksTable } from './lib/chunk-graph.mjs';
import { measureRun } from './lib/measure.mjs';
import {
  breakdownTable,
  bundlerSection,
  resultsMarkdown,
  resultsTable,
  summarise,
  targets,
  targetsTable,
  throttledTargets,
} from './lib/report.mjs';
import { spliceSections } from './lib/results-file.mjs';
import { serve } from './lib/serve.mjs';
import { sharedInitialChunksTable } from './lib/shared-chunks.mjs';

const BENCH = import.meta.dirname;
const APPS_DIR = join(BENCH, 'apps');
const OUT_DIR = join(BENCH, '.out');
const MIN_RUNS = 7;

const WALLETDOCK_PROBE = {
  buttonText: 'Connect Wallet',
  optionSelector: '.wd-list-item',
  shadowHost: '[data-walletdock-modal]',
};
/** The apps and what the in-page probe looks for in each; every app but the baseline is a WalletDock app. */
const APPS = [
  {
    name: 'baseline',
    probe: { buttonText: 'Connect Wallet', optionSelector: '.wallet-option', shadowHost: null },
  },
  { name: 'walletdock', probe: WALLETDOCK_PROBE },
  { name: 'walletdock-full', probe: WALLETDOCK_PROBE },
];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '11' },
    only: { type: 'string' },
    bundler: { type: 'string', default: process.env.BENCH_BUNDLER ?? 'all' },
    'cpu-throttle': { type: 'string', default: process.env.BENCH_CPU_THROTTLE ?? '4' },
    'no-write': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < MIN_RUNS) {
  console.error(`--runs must be an integer ≥ ${MIN_RUNS} (medians of fewer runs are noise).`);
  process.exit(2);
}
const throttle = Number(args['cpu-throttle']);
if (!Number.isFinite(throttle) || throttle < 1) {
  console.error('--cpu-throttle must be a number ≥ 1 (1: no throttled pass).');
  process.exit(2);
}
/** The passes: unthrottled, and (unless --cpu-throttle 1) the same apps with the CPU slowed down. */
const PASSES = [
  { key: 'unthrottled', title: 'unthrottled', rate: 1 },
  ...(throttle > 1 ? [{ key: 'throttled', title: `${throttle}× CPU throttling`, rate: throttle }] : []),
];
const apps = APPS.filter((app) => !args.only || app.name === args.only);
if (apps.length === 0) {
  console.error(`--only must be one of: ${APPS.map((app) => app.name).join(', ')}`);
  process.exit(2);
}

// `--bundler a,b`: several (e.g. `next,next-webpack`), each a key of BUNDLERS.
const bundlers = args.bundler === 'all' ? Object.keys(BUNDLERS) : args.bundler.split(',');
if (!bundlers.every((bundler) => bundler in BUNDLERS)) {
  console.error(`--bundler must be one of: ${[...Object.keys(BUNDLERS), 'all'].join(', ')}`);
  process.exit(2);
}
/** Every app built with every bundler (`key`: `<bundler>:<app>`, `dir`: its build). */
const targetsToBuild = bundlers.flatMap((bundler) =>
  apps.map((app) => ({
    key: `${bundler}:${app.name}`,
    bundler,
    app,
    dir: join(OUT_DIR, outName(app.name, bundler)),
  })),
);

for (const pkg of ['core', 'react', 'adapter-evm', 'adapter-solana']) {
  if (!existsSync(join(BENCH, '..', 'packages', pkg, 'dist', 'index.js'))) {
    console.error(`packages/${pkg} is not built. Run \`pnpm bench\` (or \`pnpm build\`) first.`);
    process.exit(2);
  }
}

const builds = new Map();
const failures = [];
/** The bundlers whose apps all built, with their names and versions as RESULTS.md shows them. */
const bundlerInfo = [];
for (const bundler of bundlers) {
  const { title, ssr = false } = BUNDLERS[bundler];
  try {
    // A bundler that is not installed yet (Next.js: bench/hosts/next, `npm ci`) is installed first.
    prepareBundler(bundler);
    const description = describeBundler(bundler);
    console.log(`Building the bench apps with ${description}…`);
    for (const target of targetsToBuild.filter((t) => t.bundler === bundler)) {
      builds.set(
        target.key,
        await buildApp({ name: target.app.name, appsDir: APPS_DIR, outDir: target.dir, bundler }),
      );
    }
    bundlerInfo.push({ key: bundler, title, description, ssr });
  } catch (error) {
    // One bundler that does not build (e.g. Next.js not installable offline) leaves the others measured.
    const message = error instanceof Error ? error.message : String(error);
    failures.push(`${title}: the apps did not build: ${message}`);
    console.error(`✗ ${failures.at(-1)}`);
  }
}
/** What is measured: the apps of every bundler that built them. */
const targetsToMeasure = targetsToBuild.filter((t) => bundlerInfo.some((info) => info.key === t.bundler));

const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, headless: true });
const servers = new Map();
for (const target of targetsToMeasure) servers.set(target.key, await serve(target.dir));

const loadAtStart = loadavg()
  .map((value) => value.toFixed(2))
  .join(' / ');
const perApp = new Map(
  PASSES.flatMap((pass) => targetsToMeasure.map((target) => [`${pass.key}:${target.key}`, []])),
);
try {
  // One discarded warm-up run per app, bundler and pass (OS file cache, server, browser start-up), then the
  // apps, bundlers and passes interleaved so that drift of the machine affects them alike.
  for (let run = 0; run <= runs; run++) {
    for (const pass of PASSES) {
      for (const target of targetsToMeasure) {
        const { app } = target;
        const key = `${pass.key}:${target.key}`;
        const name = `${app.name} [${target.bundler}]`;
        const label = pass.rate === 1 ? name : `${name} (${pass.title})`;
        if (failures.some((failure) => failure.startsWith(`${label}:`))) continue;
        const server = servers.get(target.key);
        try {
          const result = await measureRun(browser, {
            app,
            url: server.url,
            outDir: target.dir,
            cpuThrottlingRate: pass.rate,
          });
          if (run > 0) perApp.get(key).push(result);
          // The page's errors but the off-origin requests the bench aborts (e.g. a hydration mismatch).
          const pageErrors = result.errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'));
          const tasks = result.longTaskList.map((t) => `${t.duration.toFixed(0)} ms at ${t.at.toFixed(0)}`);
          process.stdout.write(
            `${run === 0 ? 'warm-up' : `run ${run}/${runs}`} ${label}: click → option ${result.clickToOptionMs.toFixed(1)} ms${
              tasks.length ? `; long tasks (ms from the click): ${tasks.join(', ')}` : ''
            }${pageErrors.length ? `; page errors: ${pageErrors.join(' | ')}` : ''}\n`,
          );
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const text = message.startsWith(`${app.name}:`)
            ? message.slice(app.name.length + 1).trim()
            : message;
          failures.push(`${label}: ${text}`);
          console.error(`✗ ${failures.at(-1)}`);
        }
      }
    }
  }
} finally {
  await browser.close().catch(() => {});
  for (const server of servers.values()) await server.close();
}
const loadAtEnd = loadavg()
  .map((value) => value.toFixed(2))
  .join(' / ');

/** Per bundler, its passes: `{ key, title, rate, results: { name, summary }[] }[]`. */
const byBundler = bundlerInfo.map((info) => {
  const passes = PASSES.map((pass) => {
    const results = targetsToMeasure
      .filter((t) => t.bundler === info.key && perApp.get(`${pass.key}:${t.key}`).length === runs)
      .map((t) => ({ name: t.app.name, summary: summarise(perApp.get(`${pass.key}:${t.key}`)) }));
    return { ...pass, results };
  });
  const summaryOf = (passKey, name) =>
    passes.find((pass) => pass.key === passKey)?.results.find((r) => r.name === name)?.summary;
  /** The WalletDock apps measured in a pass, with their summaries (every target row holds each one's figure). */
  const walletdockApps = (passKey) =>
    (passes.find((pass) => pass.key === passKey)?.results ?? []).filter((r) => r.name !== 'baseline');
  const baseline = summaryOf('unthrottled', 'baseline');
  const throttledBaseline = throttle > 1 ? summaryOf('throttled', 'baseline') : undefined;
  const { ssr } = info;
  const checks = [
    ...(baseline && walletdockApps('unthrottled').length
      ? targets(baseline, walletdockApps('unthrottled'), { ssr })
      : []),
    ...(throttledBaseline && walletdockApps('throttled').length
      ? throttledTargets(throttledBaseline, walletdockApps('throttled'), throttle, { ssr })
      : []),
  ];
  // Where each WalletDock app's bytes come from (minified, per package): the initial JS and the JS loaded on
  // open; and the initial chunks, with the lazy chunks that share each one with the entry.
  const breakdowns = [];
  const chunkTables = [];
  for (const { name, summary } of walletdockApps('unthrottled')) {
    const chunks = builds.get(`${info.key}:${name}`);
    if (ssr) {
      // A framework host: no module lists (lib/next.mjs); its initial files against the plain app's.
      if (baseline) {
        chunkTables.push({
          name,
          intro:
            "The JS files loaded before the click (first run), and whether the plain app of the same bundler loads the same file (same content: the framework's runtime). Next.js does not expose its chunk graph to the bench, so the modules in each file are not listed.",
          table: sharedInitialChunksTable(
            chunks,
            summary.initialPaths,
            builds.get(`${info.key}:baseline`),
            baseline.initialPaths,
          ),
        });
      }
      continue;
    }
    breakdowns.push({ name, title: 'initial JS', table: breakdownTable(chunks, summary.initialPaths) });
    if (summary.openPaths.length) {
      breakdowns.push({ name, title: 'JS loaded on open', table: breakdownTable(chunks, summary.openPaths) });
    }
    chunkTables.push({ name, table: initialChunksTable(chunks, summary.initialPaths) });
  }
  return { ...info, passes, checks, breakdowns, chunkTables };
});

const cpuList = cpus();
const machine = {
  cpu: cpuList[0]?.model.trim() ?? 'unknown CPU',
  cores: cpuList.length,
  memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
  os: `${platform()} ${release()}`,
  node: process.version,
  browser: `Chromium ${browser.version()}`,
  headless: ' (headless)',
  load: `${loadAtStart} (1 / 5 / 15 min)`,
  loadAtEnd: `${loadAtEnd} (1 / 5 / 15 min)`,
  packages: PACKAGES_FROM
    ? `the builds in \`${PACKAGES_FROM}\` (\`BENCH_PACKAGES\`), not the workspace's`
    : "the workspace's built `packages/*/dist`",
};

for (const { description, passes, checks, chunkTables } of byBundler) {
  console.log(`\n== ${description}`);
  for (const pass of passes)
    if (pass.results.length) console.log(`${pass.title}:\n${resultsTable(pass.results)}\n`);
  if (checks.length) console.log(targetsTable(checks));
  for (const { name, table } of chunkTables) console.log(`\n${name}, initial chunks:\n${table}`);
}
console.log(`\nLoad average: ${machine.load} at the start, ${machine.loadAtEnd} at the end.`);
for (const failure of failures) console.log(`\n✗ ${failure}`);

if (!args['no-write']) {
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const resultsFile = join(BENCH, 'RESULTS.md');
  if (args.bundler === 'all' || !existsSync(resultsFile)) {
    await writeFile(resultsFile, resultsMarkdown({ date, machine, runs, byBundler, failures }));
    console.log('\nWrote bench/RESULTS.md');
  } else {
    // Some bundlers: their sections replace theirs (or are added); the others' stay (lib/results-file.mjs).
    const sections = byBundler.map((bundler) => ({
      title: bundler.title,
      markdown: [
        ...bundlerSection(bundler, { date, machine }),
        ...failures.filter((f) => f.startsWith(`${bundler.title}`)).map((f) => `- ✗ ${f}`),
      ].join('\n'),
    }));
    for (const failure of failures.filter((f) => !byBundler.some((b) => f.startsWith(b.title)))) {
      const title = BUNDLERS[bundlers.find((b) => failure.startsWith(BUNDLERS[b].title))]?.title;
      if (title)
        sections.push({ title, markdown: `## ${title}: results\n\nNot measured (${date}): ${failure}\n` });
    }
    await writeFile(resultsFile, spliceSections(await readFile(resultsFile, 'utf8'), sections));
    console.log(`\nUpdated the ${bundlers.join(', ')} section(s) of bench/RESULTS.md`);
  }
}
if (args.json) {
  // Every run's raw figures (e.g. each long task with its time from the click), for diagnosis.
  await mkdir(dirname(args.json), { recursive: true });
  await writeFile(
    args.json,
    JSON.stringify(
      { machine, runs, passes: PASSES, bundlers: bundlerInfo, perRun: Object.fromEntries(perApp) },
      null,
      2,
    ),
  );
  console.log(`Wrote ${args.json}`);
}
process.exitCode = failures.length ? 1 : 0;
