import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@walletdock/testing/playwright';

// End-to-end tests: Debian's Chromium against a production build of apps/demo served with the local
// stack (see e2e/global-setup.ts). Never `playwright install`.
const headlessShell = chromiumLaunchOptions({ build: 'headless-shell' });

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  // A journey is several wallet round trips, page loads and axe runs: on a loaded 2-core machine the longest ones
  // under the default take 25–32 s (2026-11-28), so 30 s failed them for being slow, not for being wrong.
  timeout: 60_000,
  expect: {
    // A wait for what the page shows (a passing assertion returns at once): a read that fails over retries and
    // fallbacks took 5–10 s on a loaded 2-core machine (2026-11-28).
    timeout: 10_000,
    // Visual regression (e2e/visual.spec.ts): at most 1 % of a shot's pixels may differ from the baseline;
    // animations stopped, the caret hidden, one PNG pixel per CSS pixel.
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.01,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  // Baselines without the platform in their name (CI runs this same Debian + Chromium): a spec's shots in
  // <spec>-snapshots/, in the sub-folders the test names ([device, file]).
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    browserName: 'chromium',
    // A trace records screencast frames and DOM snapshots of every step of every test, passing or not: on a
    // 2-core machine that was a third of the e2e time (2026-11-29), and CI shows only the printed output. Asked
    // for, with WALLETDOCK_E2E_TRACE=1, a failing test's trace is kept in test-results/.
    trace: process.env.WALLETDOCK_E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // Debian's Chromium headless shell (scripts/ensure-chromium.sh installs it): the same engine as the browser
    // without the browser around it — a third less CPU for the same journeys on a 2-core machine (2026-11-29), the
    // visual baselines unchanged. And one process for all frames of a page (the journeys' origin checks are the same
    // without site isolation) and one raster thread: about a tenth less again (2026-11-29). Only here: the bench
    // (bench/run.mjs) measures the full browser as visitors run it.
    launchOptions: {
      ...headlessShell,
      args: [...headlessShell.args, '--disable-site-isolation-trials', '--num-raster-threads=1'],
    },
  },
});
