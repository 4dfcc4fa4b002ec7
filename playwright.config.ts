import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@walletdock/testing/playwright';

// End-to-end tests: Debian's Chromium against a production build of apps/demo served with the local
// stack (see e2e/global-setup.ts). Never `playwright install`.
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
});
