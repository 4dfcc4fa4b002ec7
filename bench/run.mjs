// `pnpm bench`: builds the two bench apps (plain React baseline, minimal WalletDock app), measures each in
// headless Chromium over N cold loads, prints the medians and writes bench/RESULTS.md. See bench/README.md.
//
//   node bench/run.mjs [--runs N] [--only baseline|walletdock] [--no-write]
//
// The workspace packages must be built first (`pnpm bench` does it: turbo run build).
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildApp } from './lib/build.mjs';
import { measureRun } from './lib/measure.mjs';
import {
  breakdownTable,
  resultsMarkdown,
  resultsTable,
  summarise,
  targets,
  targetsTable,
} from './lib/report.mjs';
import { serve } from './lib/serve.mjs';

const BENCH = import.meta.dirname;
const APPS_DIR = join(BENCH, 'apps');
const OUT_DIR = join(BENCH, '.out');
const MIN_RUNS = 7;

/** The apps and what the in-page probe looks for in each. */
const APPS = [
  {
    name: 'baseline',
    probe: { buttonText: 'Connect Wallet', optionSelector: '.wallet-option', shadowHost: null },
  },
  {
    name: 'walletdock',
    probe: {
      buttonText: 'Connect Wallet',
      optionSelector: '.wd-list-item',
      shadowHost: '[data-walletdock-modal]',
    },
  },
];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '11' },
    only: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < MIN_RUNS) {
  console.error(`--runs must be an integer ≥ ${MIN_RUNS} (medians of fewer runs are noise).`);
  process.exit(2);
}
const apps = APPS.filter((app) => !args.only || app.name === args.only);
if (apps.length === 0) {
  console.error(`--only must be one of: ${APPS.map((app) => app.name).join(', ')}`);
  process.exit(2);
}

for (const pkg of ['core', 'react', 'adapter-evm']) {
  if (!existsSync(join(BENCH, '..', 'packages', pkg, 'dist', 'index.js'))) {
    console.error(`packages/${pkg} is not built. Run \`pnpm bench\` (or \`pnpm build\`) first.`);
    process.exit(2);
  }
}

console.log('Building the bench apps…');
const builds = new Map();
for (const app of apps) {
  builds.set(
    app.name,
    await buildApp({ name: app.name, appsDir: APPS_DIR, outDir: join(OUT_DIR, app.name) }),
  );
}

const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, headless: true });
const servers = new Map();
for (const app of apps) servers.set(app.name, await serve(join(OUT_DIR, app.name)));

const loadAtStart = loadavg()
  .map((value) => value.toFixed(2))
  .join(' / ');
const perApp = new Map(apps.map((app) => [app.name, []]));
const failures = [];
try {
  // One discarded warm-up run per app (OS file cache, server, browser start-up), then the apps interleaved so
  // that drift of the machine affects both alike.
  for (let run = 0; run <= runs; run++) {
    for (const app of apps) {
      if (failures.some((failure) => failure.startsWith(`${app.name}:`))) continue;
      const server = servers.get(app.name);
      try {
        const result = await measureRun(browser, { app, url: server.url, outDir: join(OUT_DIR, app.name) });
        if (run > 0) perApp.get(app.name).push(result);
        process.stdout.write(
          `${run === 0 ? 'warm-up' : `run ${run}/${runs}`} ${app.name}: click → option ${result.clickToOptionMs.toFixed(1)} ms\n`,
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        failures.push(message.startsWith(`${app.name}:`) ? message : `${app.name}: ${message}`);
        console.error(`✗ ${failures.at(-1)}`);
      }
    }
  }
} finally {
  await browser.close().catch(() => {});
  for (const server of servers.values()) await server.close();
}

const results = apps
  .filter((app) => perApp.get(app.name).length === runs)
  .map((app) => ({ name: app.name, summary: summarise(perApp.get(app.name)) }));
const baseline = results.find((r) => r.name === 'baseline')?.summary;
const walletdock = results.find((r) => r.name === 'walletdock')?.summary;
const checks = baseline && walletdock ? targets(baseline, walletdock) : [];

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
};

// Where WalletDock's bytes come from (minified, per package): the initial JS and the JS loaded on open.
const breakdowns = [];
if (walletdock) {
  const chunks = builds.get('walletdock');
  breakdowns.push({
    name: 'walletdock',
    title: 'initial JS',
    table: breakdownTable(chunks, walletdock.initialPaths),
  });
  if (walletdock.openPaths.length) {
    breakdowns.push({
      name: 'walletdock',
      title: 'JS loaded on open',
      table: breakdownTable(chunks, walletdock.openPaths),
    });
  }
}

console.log('');
if (results.length) console.log(resultsTable(results));
if (checks.length) console.log(`\n${targetsTable(checks)}`);
for (const { name, title, table } of breakdowns)
  console.log(`\n${name}, ${title} (minified bytes by package):\n${table}`);
for (const failure of failures) console.log(`\n✗ ${failure}`);

if (!args['no-write']) {
  const markdown = resultsMarkdown({
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    machine,
    runs,
    results,
    checks,
    failures,
    breakdowns,
  });
  await writeFile(join(BENCH, 'RESULTS.md'), markdown);
  console.log('\nWrote bench/RESULTS.md');
}
process.exitCode = failures.length ? 1 : 0;
