// One measured page load in Chromium: load → button visible, click → first wallet option visible, long tasks,
// requests and the JS loaded before and on open, the JS heap after open.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** How long the page may take to show the button, and the wallet option after the click. */
export const TIMEOUT_MS = 10_000;
/** Quiet time after the button is visible before clicking (the client mounts, idle work runs). */
export const SETTLE_BEFORE_CLICK_MS = 1_000;
/** Time the pointer rests on the button before pressing it. */
export const HOVER_BEFORE_CLICK_MS = 200;
/** Time after the wallet option is visible during which requests and long tasks still count as "on open". */
export const SETTLE_AFTER_OPEN_MS = 1_000;

/**
 * Runs in the page before any of its scripts (Playwright init script). Checks once per frame, in a
 * requestAnimationFrame callback — i.e. right before the frame that paints it — whether the button and the
 * wallet option are visible, and records `performance.now()` then. Records the click's event time and every
 * long task (buffered, so none is missed).
 */
function probe(config) {
  const bench = {
    longTasks: [],
    buttonAt: undefined,
    buttonReadyAt: undefined,
    clickAt: undefined,
    optionAt: undefined,
    options: [],
  };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        bench.longTasks.push({
          start: entry.startTime,
          duration: entry.duration,
          // Where the task ran (Chromium's TaskAttributionTiming: the frame/container; script URLs need a trace).
          attribution: (entry.attribution ?? []).map((a) => a.containerSrc || a.containerName || a.name),
        });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    bench.longTasks = null;
  }
  document.addEventListener(
    'click',
    (event) => {
      if (bench.clickAt === undefined) bench.clickAt = event.timeStamp;
    },
    true,
  );
  // `visibilityProperty`: an element under `visibility: hidden` (e.g. a modal prerendered hidden before it
  // opens) is not visible. Opacity is not checked: a dialog whose fade-in has started counts from its first frame.
  const visible = (element) =>
    Boolean(
      element?.isConnected &&
        element.checkVisibility({ visibilityProperty: true }) &&
        element.getBoundingClientRect().width > 0,
    );
  const findButton = () =>
    Array.from(document.querySelectorAll('button')).find((b) => b.textContent.trim() === config.buttonText);
  // Hydrated: React has attached the button's props (its click handler) to the element. A button rendered on the
  // client has them from its first frame; one in server-rendered HTML (Next.js) only once React has hydrated it.
  const hydrated = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const optionRoot = () =>
    config.shadowHost ? document.querySelector(config.shadowHost)?.shadowRoot : document;
  const findOption = () => optionRoot()?.querySelector(config.optionSelector) ?? undefined;
  // An option's text as a reader would say it: its text pieces ("WalletConnect", "QR code") joined by " · ".
  const textOf = (element) => {
    const pieces = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent.trim();
      if (text) pieces.push(text);
    }
    return pieces.join(' · ');
  };
  const frame = () => {
    const now = performance.now();
    if (bench.buttonReadyAt === undefined) {
      const button = findButton();
      if (visible(button)) {
        bench.buttonAt ??= now;
        if (hydrated(button)) bench.buttonReadyAt = now;
      }
    }
    if (bench.clickAt !== undefined && bench.optionAt === undefined) {
      const option = findOption();
      if (visible(option)) {
        bench.optionAt = now;
        bench.options = Array.from(optionRoot().querySelectorAll(config.optionSelector), textOf);
      }
    }
    if (bench.optionAt === undefined) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const compressedSizes = new Map();

/** Raw, gzip (level 9) and brotli (quality 11) sizes of a built file, cached. */
async function sizesOf(file) {
  let sizes = compressedSizes.get(file);
  if (!sizes) {
    const body = await readFile(file);
    sizes = {
      raw: body.byteLength,
      gzip: gzipSync(body, { level: 9 }).byteLength,
      brotli: brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      }).byteLength,
    };
    compressedSizes.set(file, sizes);
  }
  return sizes;
}

async function jsBytes(paths, outDir) {
  const total = { raw: 0, gzip: 0, brotli: 0, files: paths.length, paths };
  for (const path of paths) {
    const sizes = await sizesOf(join(outDir, path));
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}

/**
 * Polls `check` in the page every 50 ms until it returns true (rejects after TIMEOUT_MS). Plain evaluations, not
 * `page.waitForFunction`, whose injected polling script would add work to the page's main thread.
 */
async function waitInPage(page, check) {
  const end = Date.now() + TIMEOUT_MS;
  while (!(await page.evaluate(check))) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function sum(values) {
  return values.reduce((a, b) => a + b, 0);
}

/**
 * Measures one cold load of `app` (served at `url` from `outDir`) in a fresh browser context.
 * Off-origin requests are counted, then aborted: the bench runs offline and never depends on the internet.
 * `cpuThrottlingRate` > 1 slows the page's CPU by that factor (CDP `Emulation.setCPUThrottlingRate`, set before
 * the navigation, so the whole load and the open are throttled; 4 stands for a mid-range phone).
 */
export async function measureRun(browser, { app, url, outDir, cpuThrottlingRate = 1 }) {
  const origin = new URL(url).origin;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  await context.route(
    (target) => target.origin !== origin,
    (route) => route.abort('internetdisconnected'),
  );
  await context.addInitScript(probe, app.probe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpuThrottlingRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottlingRate });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  let phase = 'before';
  const requests = { before: [], open: [] };
  page.on('request', (request) => {
    const requestUrl = request.url();
    if (requestUrl.startsWith('data:') || requestUrl.startsWith('blob:')) return;
    requests[phase].push({ url: requestUrl, offOrigin: new URL(requestUrl).origin !== origin });
  });

  try {
    await page.goto(`${url}/`, { waitUntil: 'load', timeout: TIMEOUT_MS });
    await waitInPage(page, () => window.__bench.buttonReadyAt !== undefined).catch(async () => {
      const shown = await page.evaluate(() => window.__bench.buttonAt !== undefined).catch(() => false);
      throw new Error(
        `${app.name}: no ${shown ? 'hydrated' : 'visible'} "${app.probe.buttonText}" button within ${TIMEOUT_MS} ms${
          errors.length ? `; page errors: ${errors.join(' | ')}` : ''
        }`,
      );
    });
    await page.waitForTimeout(SETTLE_BEFORE_CLICK_MS);

    phase = 'open';
    // A real mouse click at the button's centre. Not a Playwright locator: its injected script (actionability
    // checks) would run in the page's main thread right before the click and, throttled, make long tasks of its
    // own that the bench would count against the app.
    const centre = await page.evaluate((text) => {
      const button = Array.from(document.querySelectorAll('button')).find(
        (b) => b.textContent.trim() === text,
      );
      const box = button?.getBoundingClientRect();
      return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : undefined;
    }, app.probe.buttonText);
    if (!centre)
      throw new Error(`${app.name}: the "${app.probe.buttonText}" button went away before the click`);
    // The pointer arrives first (hover), as a visitor's does, then presses: the click's task holds the press,
    // the release and the click, not the hover's events as well.
    await page.mouse.move(centre.x, centre.y);
    await page.waitForTimeout(HOVER_BEFORE_CLICK_MS);
    await page.mouse.down();
    await page.mouse.up();
    await waitInPage(page, () => window.__bench.optionAt !== undefined).catch(() => {
      throw new Error(
        `${app.name}: no visible wallet option (${app.probe.optionSelector}${
          app.probe.shadowHost ? ` in the shadow root of ${app.probe.shadowHost}` : ''
        }) within ${TIMEOUT_MS} ms of the click${errors.length ? `; page errors: ${errors.join(' | ')}` : ''}`,
      );
    });
    await page.waitForTimeout(SETTLE_AFTER_OPEN_MS);

    const bench = await page.evaluate(() => window.__bench);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value;

    const scriptPaths = (list) =>
      list
        .filter((request) => !request.offOrigin && new URL(request.url).pathname.endsWith('.js'))
        .map((request) => new URL(request.url).pathname.slice(1));
    const longTasks = bench.longTasks ?? [];
    const before = longTasks.filter((task) => task.start < bench.clickAt);
    const onOpen = longTasks.filter((task) => task.start >= bench.clickAt);
    return {
      initialJs: await jsBytes(scriptPaths(requests.before), outDir),
      openJs: await jsBytes(scriptPaths(requests.open), outDir),
      loadToButtonMs: bench.buttonAt,
      // The same button with React's handlers attached (equal to loadToButtonMs unless the HTML was prerendered).
      loadToButtonReadyMs: bench.buttonReadyAt,
      clickToOptionMs: bench.optionAt - bench.clickAt,
      options: bench.options,
      longTasksBefore: before.length,
      longTasksBeforeMs: sum(before.map((task) => task.duration)),
      longTasksOpen: onOpen.length,
      longTasksOpenMs: sum(onOpen.map((task) => task.duration)),
      // Each long task relative to the click (negative: before it), for diagnosis (e.g. `--json`).
      longTaskList: longTasks.map((task) => ({
        at: task.start - bench.clickAt,
        duration: task.duration,
        attribution: task.attribution,
      })),
      longTasksSupported: bench.longTasks !== null,
      requestsBefore: requests.before.length,
      requestsBeforeOffOrigin: requests.before.filter((request) => request.offOrigin).length,
      requestsOpen: requests.open.length,
      requestsOpenOffOrigin: requests.open.filter((request) => request.offOrigin).length,
      offOriginUrls: [...requests.before, ...requests.open].filter((r) => r.offOrigin).map((r) => r.url),
      heapAfterOpenBytes: heap,
      errors,
    };
  } finally {
    await context.close();
  }
}
