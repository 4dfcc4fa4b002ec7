// Medians, the results table, the targets (bench/README.md) and bench/RESULTS.md.

/** Median of numbers (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** 1 KB = 1,000 bytes and 1 MB = 1,000,000 bytes (as Vite and size-limit print them). */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1_000_000).toFixed(2)} MB`;
const ms = (value) => `${value.toFixed(1)} ms`;

/** The per-app medians of every run's figures. */
export function summarise(runs) {
  const m = (pick) => median(runs.map(pick));
  return {
    runs: runs.length,
    initialRaw: m((r) => r.initialJs.raw),
    initialGzip: m((r) => r.initialJs.gzip),
    initialBrotli: m((r) => r.initialJs.brotli),
    initialFiles: m((r) => r.initialJs.files),
    maxInitialFiles: Math.max(...runs.map((r) => r.initialJs.files)),
    openGzip: m((r) => r.openJs.gzip),
    openFiles: m((r) => r.openJs.files),
    loadToButton: m((r) => r.loadToButtonMs),
    // Runs recorded before the hydration probe have no loadToButtonReadyMs: the button was client-rendered.
    loadToReady: m((r) => r.loadToButtonReadyMs ?? r.loadToButtonMs),
    clickToOption: m((r) => r.clickToOptionMs),
    clickToOptionMin: Math.min(...runs.map((r) => r.clickToOptionMs)),
    clickToOptionMax: Math.max(...runs.map((r) => r.clickToOptionMs)),
    longTasksBefore: m((r) => r.longTasksBefore),
    longTasksBeforeMs: m((r) => r.longTasksBeforeMs),
    longTasksOpen: m((r) => r.longTasksOpen),
    longTasksOpenMs: m((r) => r.longTasksOpenMs),
    maxLongTasks: Math.max(...runs.map((r) => r.longTasksBefore + r.longTasksOpen)),
    maxLongTasksBefore: Math.max(...runs.map((r) => r.longTasksBefore)),
    maxLongTasksOpen: Math.max(...runs.map((r) => r.longTasksOpen)),
    longestTaskBefore: Math.max(
      0,
      ...runs.flatMap((r) => r.longTaskList.filter((t) => t.at < 0).map((t) => t.duration)),
    ),
    // The load task: the longest long task before the click (0 in a run without one), median over the runs.
    loadTaskMs: m((r) => Math.max(0, ...r.longTaskList.filter((t) => t.at < 0).map((t) => t.duration))),
    longestTaskOpen: Math.max(
      0,
      ...runs.flatMap((r) => r.longTaskList.filter((t) => t.at >= 0).map((t) => t.duration)),
    ),
    runsWithLongTasksBefore: runs.filter((r) => r.longTasksBefore > 0).length,
    runsWithLongTasksOpen: runs.filter((r) => r.longTasksOpen > 0).length,
    requestsBefore: m((r) => r.requestsBefore),
    requestsBeforeOffOrigin: m((r) => r.requestsBeforeOffOrigin),
    requestsOpen: m((r) => r.requestsOpen),
    requestsOpenOffOrigin: m((r) => r.requestsOpenOffOrigin),
    maxOffOriginBefore: Math.max(...runs.map((r) => r.requestsBeforeOffOrigin)),
    heap: m((r) => r.heapAfterOpenBytes),
    options: runs[0]?.options ?? [],
    initialPaths: runs[0]?.initialJs.paths ?? [],
    openPaths: runs[0]?.openJs.paths ?? [],
    offOriginUrls: [...new Set(runs.flatMap((r) => r.offOriginUrls))],
  };
}

/**
 * The results table (Markdown). `ssr`: the pages are prerendered on the server (Next.js), so the button is in the
 * HTML before any JS runs: a column "load → button hydrated" (React's handlers attached) follows "load → button".
 */
export function resultsTable(results, { ssr = false } = {}) {
  const rows = [
    `| app | initial JS raw | gzip | brotli | initial JS chunks | load → button |${ssr ? ' load → button hydrated |' : ''} click → first wallet (min–max) | long tasks before / on open | requests before open (off-origin) | requests on open (off-origin) | JS loaded on open (gzip) | JS heap after open |`,
    `|---|---|---|---|---|---|${ssr ? '---|' : ''}---|---|---|---|---|---|`,
  ];
  for (const { name, summary: s } of results) {
    rows.push(
      `| ${name} | ${kb(s.initialRaw)} | ${kb(s.initialGzip)} | ${kb(s.initialBrotli)} | ${s.initialFiles} | ${ms(s.loadToButton)} |${
        ssr ? ` ${ms(s.loadToReady)} |` : ''
      } ${ms(
        s.clickToOption,
      )} (${ms(s.clickToOptionMin)}–${ms(s.clickToOptionMax)}) | ${s.longTasksBefore} (${ms(s.longTasksBeforeMs)}) / ${
        s.longTasksOpen
      } (${ms(s.longTasksOpenMs)}) | ${s.requestsBefore} (${s.requestsBeforeOffOrigin}) | ${s.requestsOpen} (${
        s.requestsOpenOffOrigin
      }) | ${kb(s.openGzip)} in ${s.openFiles} file(s) | ${mb(s.heap)} |`,
    );
  }
  return rows.join('\n');
}

/**
 * One target row for every WalletDock app: `check(summary)` gives that app's figure and whether it meets the
 * target; the row holds each app's, in the order given.
 */
function row(target, apps, check) {
  return { target, perApp: apps.map(({ name, summary }) => ({ name, ...check(summary) })) };
}

/** The longest long task before the click (the load task), per app: the median over the runs. */
const loadTask = (s) => s.loadTaskMs;

/** Load → button at most this many times the plain React app's (medians of the same pass and bundler). */
export const LOAD_RATIO = 1.2;
/** At most this many JS files loaded before the click (the entry and the chunks it loads), in any run. */
export const MAX_INITIAL_CHUNKS = 6;

/**
 * The figure the load target judges: load → button, or with server-rendered pages (`ssr`) load → button
 * hydrated — the prerendered button shows before any JS has run, and works only once React has hydrated it.
 */
export const loadFigure = (s, ssr) => (ssr ? s.loadToReady : s.loadToButton);
const buttonWords = (ssr) => (ssr ? 'load → button hydrated' : 'load → button');

/** The load target: load → button (hydrated) at most LOAD_RATIO× the plain React app's (medians). */
function loadRow(title, baseline, apps, ssr) {
  return row(title, apps, (s) => {
    const ratio = loadFigure(s, ssr) / loadFigure(baseline, ssr);
    return {
      measured: `${ms(loadFigure(s, ssr))} vs ${ms(loadFigure(baseline, ssr))} (${ratio.toFixed(2)}×)`,
      ok: ratio <= LOAD_RATIO,
    };
  });
}

/**
 * The chunk target: at most MAX_INITIAL_CHUNKS JS files before the click (worst run); with a framework host
 * (`ssr`: Next.js, whose own runtime is several files), at most MAX_INITIAL_CHUNKS more than the plain app's.
 */
function chunkRow(baseline, apps, ssr) {
  if (!ssr) {
    return row(
      `Initial JS in at most ${MAX_INITIAL_CHUNKS} chunks (JS files loaded before the click, in any run)`,
      apps,
      (s) => ({
        measured: `${s.maxInitialFiles} in the worst run`,
        ok: s.maxInitialFiles <= MAX_INITIAL_CHUNKS,
      }),
    );
  }
  return row(
    `WalletDock adds at most ${MAX_INITIAL_CHUNKS} initial JS chunks to the plain app's (JS files loaded before the click, worst runs)`,
    apps,
    (s) => {
      const added = s.maxInitialFiles - baseline.maxInitialFiles;
      return {
        measured: `${signed(added)} (${s.maxInitialFiles} vs ${baseline.maxInitialFiles})`,
        ok: added <= MAX_INITIAL_CHUNKS,
      };
    },
  );
}

/**
 * The unthrottled targets (bench/README.md, "Targets"), checked against the medians of the unthrottled pass,
 * for each WalletDock app (`apps`: `{ name, summary }[]`, the minimal and the full-feature app) built by one
 * bundler, against the plain React app built by the same bundler.
 */
export function targets(baseline, apps, { ssr = false } = {}) {
  const load = buttonWords(ssr);
  return [
    loadRow(
      `${load[0].toUpperCase()}${load.slice(1)} at most ${LOAD_RATIO}× the plain React app's (medians)`,
      baseline,
      apps,
      ssr,
    ),
    chunkRow(baseline, apps, ssr),
    row('Initial JS at most 52 KB gzip above the plain React app', apps, (s) => {
      const added = s.initialGzip - baseline.initialGzip;
      return {
        measured: `+${kb(added)} (${kb(s.initialGzip)} vs ${kb(baseline.initialGzip)})`,
        ok: added <= 52_000,
      };
    }),
    row('Click → first wallet option ≤ 32 ms (median)', apps, (s) => ({
      measured: ms(s.clickToOption),
      ok: s.clickToOption <= 32,
    })),
    row('JS heap after open ≤ 4 MB (median)', apps, (s) => ({
      measured: mb(s.heap),
      ok: s.heap <= 4_000_000,
    })),
    row('No long task, before or on open (in any run)', apps, (s) => ({
      measured: `${s.maxLongTasks} in the worst run`,
      ok: s.maxLongTasks === 0,
    })),
    row('No off-origin request before the modal opens (in any run)', apps, (s) => ({
      measured: `${s.maxOffOriginBefore} in the worst run`,
      ok: s.maxOffOriginBefore === 0,
    })),
  ];
}

/** A long task is one of 50 ms or more (the Long Tasks API). */
export const LONG_TASK_MS = 50;

/**
 * The throttled targets (CPU slowed `rate`× — a mid-range phone), for each WalletDock app: load → button at most
 * LOAD_RATIO× the plain React app's, click →
 * first wallet at most twice the plain React app's (medians of the same pass), and no long task at load or on
 * open in any run. Beside "no long task at load" (which the plain React app fails too: evaluating React DOM is one
 * long task at 4×), a row for what WalletDock adds to the load beyond plain React: no more long tasks at load
 * than the plain React app (medians of the per-run counts), and the load task (the longest task before the click)
 * less than 50 ms longer than plain React's (medians) — WalletDock's share of it would not be a long task alone.
 */
export function throttledTargets(baseline, apps, rate, { ssr = false } = {}) {
  const base = baseline;
  return [
    loadRow(
      `${rate}× CPU throttling: ${buttonWords(ssr)} at most ${LOAD_RATIO}× the plain React app's (medians)`,
      base,
      apps,
      ssr,
    ),
    row(
      `${rate}× CPU throttling: click → first wallet option at most 2× the plain React app's (medians)`,
      apps,
      (s) => {
        const ratio = s.clickToOption / base.clickToOption;
        return {
          measured: `${ms(s.clickToOption)} vs ${ms(base.clickToOption)} (${ratio.toFixed(2)}×)`,
          ok: ratio <= 2,
        };
      },
    ),
    row(`${rate}× CPU throttling: no long task at load (before the click, in any run)`, apps, (s) => ({
      measured: `${s.maxLongTasksBefore} in the worst run, longest ${ms(s.longestTaskBefore)}, in ${s.runsWithLongTasksBefore} of ${s.runs} runs (plain React: ${base.maxLongTasksBefore}, longest ${ms(base.longestTaskBefore)}, in ${base.runsWithLongTasksBefore} of ${base.runs})`,
      ok: s.maxLongTasksBefore === 0,
    })),
    row(
      `${rate}× CPU throttling: WalletDock adds no long task at load beyond plain React's (medians: no more long tasks at load, load task < ${LONG_TASK_MS} ms longer)`,
      apps,
      (s) => {
        const extraTasks = s.longTasksBefore - base.longTasksBefore;
        const extraMs = loadTask(s) - loadTask(base);
        return {
          measured: `${signed(extraTasks)} long task(s) (${s.longTasksBefore} vs ${base.longTasksBefore}); load task ${signed(extraMs, ms)} (${ms(loadTask(s))} vs ${ms(loadTask(base))})`,
          ok: extraTasks <= 0 && extraMs < LONG_TASK_MS,
        };
      },
    ),
    row(`${rate}× CPU throttling: no long task on open (in any run)`, apps, (s) => ({
      measured: `${s.maxLongTasksOpen} in the worst run, longest ${ms(s.longestTaskOpen)}, in ${s.runsWithLongTasksOpen} of ${s.runs} runs (plain React: ${base.maxLongTasksOpen}, longest ${ms(base.longestTaskOpen)}, in ${base.runsWithLongTasksOpen} of ${base.runs})`,
      ok: s.maxLongTasksOpen === 0,
    })),
  ];
}

/** A difference with its sign: +3, −2, 0 (`format` for units). */
function signed(value, format = String) {
  if (value === 0) return format(0);
  return value > 0 ? `+${format(value)}` : `−${format(-value)}`;
}

/** The targets, one column per WalletDock app (its figure and ✅/❌). */
export function targetsTable(checks) {
  const names = checks[0]?.perApp.map((app) => app.name) ?? [];
  return [
    `| target | ${names.map((name) => `${name} | `).join('| ')}|`,
    `|---|${names.map(() => '---|---|').join('')}`,
    ...checks.map(
      (c) =>
        `| ${c.target} | ${c.perApp.map((app) => `${app.measured} | ${app.ok ? '✅' : '❌'}`).join(' | ')} |`,
    ),
  ].join('\n');
}

/**
 * The rivals, measured the same way (median of 11, production builds, one Connect button, Ethereum only,
 * headless Chromium without network) — from shared/reference/README.md of the project brief.
 */
export const RIVALS = `| app | initial JS gzip | load → button | click → first wallet | heap after open | requests on load (external) |
|---|---|---|---|---|---|
| plain React baseline | 45 KB | 139 ms | 16 ms | 1.9 MB | 2 (0) |
| RainbowKit 2.2.11 | 253 KB | 522 ms | 65 ms | 8.1 MB | 28 (2) |
| ConnectKit 1.9.2 | 421 KB | 556 ms | 138 ms | 11.3 MB | 14 (1) |
| Reown AppKit 1.8.24 | 545 KB | 754 ms | 123 ms | 11.3 MB | 93 (16) |`;

/** The long-task notes of a throttled pass (how to read its rows on a busy machine, and React DOM's task). */
function longTaskNotes(pass, machine) {
  const base = pass.results.find((r) => r.name === 'baseline')?.summary;
  const notes = [];
  const load1 = Number.parseFloat(machine.load);
  const loadEnd = Number.parseFloat(machine.loadAtEnd);
  if (Math.max(load1, loadEnd) >= machine.cores) {
    notes.push(
      `The machine was busy during these runs (1-minute load ${load1.toFixed(1)} at the start and ${loadEnd.toFixed(1)} at the end, on ${machine.cores} cores): other processes stretch every task, throttled or not, so the long-task counts above over-state what the code does and cannot settle the long-task targets either way; run \`pnpm bench\` on an idle machine to judge them.`,
    );
  }
  if (base && base.maxLongTasksBefore > 0) {
    notes.push(
      `With ${pass.title}, the plain React app itself has a long task at load in ${base.runsWithLongTasksBefore} of ${base.runs} runs (longest ${ms(base.longestTaskBefore)}): evaluating React DOM's module is one task. Any app whose initial bundle includes React DOM has that task; WalletDock's load task is the same evaluation plus WalletDock's own modules (the app's \`createWalletDock()\` call checks the options there and builds the client in a task of its own right after). The row "WalletDock adds no long task at load beyond plain React's" judges WalletDock's share of it: the median difference in long tasks at load and in the load task's length (the longest task before the click) against the plain React app of the same runs.`,
    );
  }
  return notes.length
    ? [`How to read the ${pass.title} long-task rows:`, '', ...notes.map((n) => `- ${n}`), '']
    : [];
}

/**
 * One row per bundler and WalletDock app: initial chunks, gzip, load → button against the plain React app of
 * the same bundler, unthrottled and throttled — the figures that differ between host bundlers.
 */
export function bundlerSummaryTable(byBundler) {
  const rows = [
    '| bundler | app | initial JS chunks | initial JS gzip | load → button (× plain React) | throttled load → button (× plain React) | click → first wallet |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const { title, passes, ssr } of byBundler) {
    const [unthrottled, throttled] = passes;
    const baseOf = (pass) => pass?.results.find((r) => r.name === 'baseline')?.summary;
    const load = (summary) => loadFigure(summary, ssr);
    for (const { name, summary: s } of unthrottled?.results ?? []) {
      const t = throttled?.results.find((r) => r.name === name)?.summary;
      const ratio = (value, base) => (base ? ` (${(value / load(base)).toFixed(2)}×)` : '');
      rows.push(
        `| ${title}${ssr ? ' (load → button hydrated)' : ''} | ${name} | ${s.initialFiles} | ${kb(s.initialGzip)} | ${ms(load(s))}${ratio(
          load(s),
          baseOf(unthrottled),
        )} | ${t ? `${ms(load(t))}${ratio(load(t), baseOf(throttled))}` : '—'} | ${ms(s.clickToOption)} |`,
      );
    }
  }
  return rows.join('\n');
}

const CHUNKS_INTRO =
  'The JS files loaded before the click (first run), what each holds and which lazy chunks (`import()`s) import it too: a module that the entry and a lazy chunk share is placed by the bundler either in the entry or in a shared chunk of its own.';

/** What the figures of a server-rendered host (Next.js) mean, above its tables. */
const SSR_NOTE =
  'The pages are prerendered at build time (`output: \'export\'`; each app is a client page of the App Router, WalletDock through its SSR path: the provider renders the Connect button from the client\'s initial snapshot, the modal renders nothing until mounted in the browser), so the button is in the HTML before any JS has run and "load → button" is the HTML\'s first paint, the same for every app. What JS costs shows in **load → button hydrated**: the first frame in which the button is visible with React\'s handlers attached, i.e. it works; the load targets judge that figure. The plain app is the same baseline component rendered by a plain Next.js page, so "above the plain React app" is above the plain Next.js app, the Next.js runtime included in both. The chunk target counts the JS files WalletDock adds to the plain Next.js app\'s. Reproduce: `node bench/run.mjs --bundler next,next-webpack` (the first run installs Next.js into bench/hosts/next with `npm ci`; bench/README.md, "Next.js").';

/**
 * One bundler's section of RESULTS.md: from `## <title>: results` up to the next `## ` heading — what a run of one
 * bundler replaces in an existing RESULTS.md (lib/results-file.mjs). `first`: also the options listed and the
 * off-origin requests (shown once per file).
 */
export function bundlerSection(bundler, { date, machine, first = false }) {
  const { title, passes, checks, chunkTables, ssr = false } = bundler;
  const lines = [
    `## ${title}: results`,
    '',
    `Measured ${date}, ${bundler.description}; WalletDock's packages: ${machine.packages ?? "the workspace's built `packages/*/dist`"}. Load average ${machine.load} when the runs started, ${machine.loadAtEnd} when they ended (timings on a loaded machine are slower and noisier; bytes and chunks do not change).`,
    '',
  ];
  if (ssr) lines.push(SSR_NOTE, '');
  for (const pass of passes) {
    if (pass.rate > 1) {
      lines.push(
        `With ${pass.title} (CDP \`Emulation.setCPUThrottlingRate\`, set before the navigation: a mid-range phone). Byte and request figures are the same as above; timings, long tasks and heap are the throttled ones.`,
        '',
      );
    }
    lines.push(pass.results.length ? resultsTable(pass.results, { ssr }) : '_No app was measured._', '');
  }
  if (checks.length) lines.push(`### ${title}: targets`, '', targetsTable(checks), '');
  for (const pass of passes.filter((p) => p.rate > 1)) lines.push(...longTaskNotes(pass, machine));
  for (const { name, table, intro = CHUNKS_INTRO } of chunkTables) {
    lines.push(`### ${title}: initial chunks of ${name}`, '', intro, '', table, '');
  }
  if (first) {
    const walletdockApps = (passes[0]?.results ?? []).filter((r) => r.name !== 'baseline');
    for (const { name, summary } of walletdockApps) {
      lines.push(
        `Options listed when the first one became visible (${name}, first run): ${summary.options
          .map((option) => `"${option}"`)
          .join(', ')}. Off-origin requests (counted, then aborted): ${
          summary.offOriginUrls.length ? summary.offOriginUrls.map((u) => `\`${u}\``).join(', ') : 'none'
        }.`,
        '',
      );
    }
  }
  return lines;
}

/**
 * bench/RESULTS.md. `byBundler`: per host bundler `{ key, title, description, passes, checks, breakdowns,
 * chunkTables }` (run.mjs); the byte breakdowns are shown for the first bundler only (they barely differ).
 */
export function resultsMarkdown({ date, machine, runs, byBundler, failures }) {
  const lines = [
    '# WalletDock benchmark results',
    '',
    `Generated by \`pnpm bench\` (bench/run.mjs) on ${date}. Do not edit by hand; see bench/README.md.`,
    '',
    `Machine: ${machine.cpu} × ${machine.cores} cores, ${machine.memory} RAM, ${machine.os}; Node ${machine.node}; ${machine.browser}${machine.headless}. Load average when the runs started: ${machine.load}; when they ended: ${machine.loadAtEnd} (other work on the machine slows the timings; a load near or above the core count makes the long-task figures unreliable).`,
    '',
    `Three apps — the plain React app (baseline), the minimal WalletDock app (walletdock) and the full-feature WalletDock app (walletdock-full, both adapters, every feature on; see bench/README.md) — each built for production (minified) by every host bundler below, served from loopback and loaded cold in a fresh browser context, ${runs} measured runs per app, bundler and pass (after one discarded warm-up run each, apps, bundlers and passes interleaved). Figures are medians; each bundler's WalletDock apps are compared with the plain React app built by the same bundler.`,
    '',
    ...byBundler.map((b) => `- ${b.description}`),
    '',
    `WalletDock's packages: ${machine.packages ?? "the workspace's built `packages/*/dist`"}.`,
    '',
    '## Summary by bundler',
    '',
    bundlerSummaryTable(byBundler),
    '',
  ];
  if (failures.length) {
    lines.push('## Measurement failures', '', ...failures.map((f) => `- ${f}`), '');
  }
  for (const [index, bundler] of byBundler.entries()) {
    lines.push(...bundlerSection(bundler, { date, machine, first: index === 0 }));
    if (index === 0) {
      for (const { name, title: what, table } of bundler.breakdowns) {
        lines.push(`## Where the bytes go: ${name}, ${what} (${bundler.title})`, '', table, '');
      }
    }
  }
  lines.push(
    '## Rivals, for comparison',
    '',
    "Measured the same way (median of 11, production builds, one Connect button, Ethereum only, headless Chromium without network; from the project's reference screenshots README):",
    '',
    RIVALS,
    '',
    'Differences in method: the rivals\' "requests on load" counts every request of the load; here "requests before open" counts the same (document and scripts included). The baseline here is this repository\'s baseline app, measured in the same run as WalletDock.',
    '',
    '## What is measured',
    '',
    '- **initial JS**: every `.js` file the page loads before the click (module entry and preloaded chunks), summed per file: raw bytes, gzip (level 9) and brotli (quality 11) of the built files, computed with node:zlib. The inline EIP-6963 test-wallet script in the WalletDock pages is not counted (it stands for a browser extension). **Initial JS chunks**: how many such files (median; the target row takes the worst run).',
    '- **load → button**: `performance.now()` (from navigation start) in the first animation frame in which the "Connect Wallet" button is visible.',
    "- **click → first wallet**: from the click event's `timeStamp` to the first animation frame in which the first wallet option is visible (baseline: `.wallet-option`; WalletDock: the first `.wd-list-item` in the shadow root of `[data-walletdock-modal]`). Checked once per frame, so the figure includes the wait for the next frame (≤ 16.7 ms at 60 Hz). Visible: `checkVisibility({ visibilityProperty: true })` and a non-zero width, so WalletDock's Connect view, prerendered hidden (`visibility: hidden`) while the modal is closed, does not count until it is shown.",
    `- **long tasks**: \`PerformanceObserver({ type: 'longtask', buffered: true })\` (tasks of 50 ms or more), split at the click; "on open" ends 1 s after the wallet option is visible.`,
    "- **CPU throttling**: the throttled pass sets CDP `Emulation.setCPUThrottlingRate` on the page's renderer before the navigation, for the baseline and the WalletDock apps alike. Its timing target is relative to the baseline of the same pass (medians); its long-task targets hold in every run.",
    '- **requests**: every request the page makes (document included; `data:` URLs excluded), before the click and from the click to 1 s after the wallet option is visible; off-origin ones are counted, then aborted.',
    '- **JS heap after open**: CDP `Performance.getMetrics` → `JSHeapUsedSize`, 1 s after the wallet option is visible and after a forced garbage collection (`HeapProfiler.collectGarbage`), so the figure is the live heap.',
    '',
    '## Reproduce',
    '',
    '```sh',
    'pnpm bench                          # build the packages, build the three apps with each bundler, measure, write this file',
    'node bench/run.mjs --runs 11        # measure again without rebuilding the packages',
    'node bench/run.mjs --bundler vite8  # one host bundler only (vite7, vite8, vite8.3, vite8.3-initial, next, next-webpack; default all): replaces its section here',
    '```',
    '',
  );
  return lines.join('\n');
}

/** The package a bundled module comes from: a workspace package, a dependency, or the bench app itself. */
function packageOf(id) {
  const path = id.replace(/^\0/, '').replaceAll('\\', '/');
  const at = path.lastIndexOf('/node_modules/');
  if (at !== -1) {
    const parts = path.slice(at + '/node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const workspace = /\/packages\/([^/]+)\//.exec(path);
  if (workspace) return `@walletdock/${workspace[1]}`;
  return path.includes('/bench/apps/') ? '(bench app)' : '(other)';
}

/**
 * Bytes per package in the given output files, largest first, as a Markdown table. Rollup knows each module's
 * length before minification only, so a chunk's minified size is shared out in proportion to those lengths
 * (an estimate: minification shrinks some code more than other). `chunks` is what buildApp returned.
 */
export function breakdownTable(chunks, paths) {
  const byPackage = new Map();
  for (const path of paths) {
    const chunk = chunks.get(path);
    if (!chunk) continue;
    const rendered = chunk.modules.reduce((sum, module) => sum + module.bytes, 0);
    for (const { id, bytes } of chunk.modules) {
      const name = packageOf(id);
      byPackage.set(name, (byPackage.get(name) ?? 0) + (rendered ? (bytes / rendered) * chunk.bytes : 0));
    }
  }
  const rows = [...byPackage].filter(([, bytes]) => bytes >= 1).sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
  return [
    '| package | minified bytes (estimate) | share |',
    '|---|---|---|',
    ...rows.map(([name, bytes]) => `| ${name} | ${kb(bytes)} | ${((bytes / total) * 100).toFixed(1)} % |`),
  ].join('\n');
}
