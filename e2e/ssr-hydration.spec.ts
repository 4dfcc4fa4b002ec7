import type { ConsoleMessage, Page } from '@playwright/test';
import type { LocalStackInfo } from '@walletdock/testing';
import { installInjectedWallet } from '@walletdock/testing/playwright';
import { expect, test } from './fixtures.js';
import { HYDRATED_ATTRIBUTE, SSR_MISMATCH_GLOBAL, type SsrAppConfig } from './ssr/config.js';
import { buildSsrApp, type SsrBuild, type SsrServer, serveSsrPage, ssrPage } from './ssr/ssr-server.js';

/**
 * the provider, the modal host and the buttons render with `renderToString` under Node, and the same app
 * hydrates in Chromium without a hydration warning — for a first visit and for a returning visitor whose browser
 * holds a connection the server cannot know about. The app is e2e/ssr/app.tsx, bundled for Node and for the
 * browser with esbuild (React development builds, which report every mismatch), against the local stack.
 */

// One build for the file: the tests run in order in one worker.
test.describe.configure({ mode: 'default' });

let build: SsrBuild;
let server: SsrServer | undefined;

test.beforeAll(async () => {
  // Bundling the app twice with esbuild is build work, not the behaviour under test: on a busy 2-core machine it
  // has taken over 30 s, so the hook gets its own allowance.
  test.setTimeout(120_000);
  build = await buildSsrApp();
});

test.afterAll(() => build?.dispose());

test.afterEach(async () => {
  await server?.close();
  server = undefined;
});

function appConfig(stack: LocalStackInfo): SsrAppConfig {
  const chain = stack.chains[0];
  if (!chain) throw new Error('the stack has no chain');
  const { chainId, caipNetworkId, name, rpcUrl, nativeCurrency } = chain;
  return { projectId: 'walletdock-ssr-e2e', chain: { chainId, caipNetworkId, name, rpcUrl, nativeCurrency } };
}

/** Renders the page on the Node side, as a server would for a first request, and serves it. */
async function renderAndServe(config: SsrAppConfig): Promise<{ html: string; url: string }> {
  const html = build.renderApp(config);
  server = await serveSsrPage(ssrPage(config, html), build.assets);
  return { html, url: server.url };
}

/** Every console error and warning of the page, and its uncaught errors. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Resolves once React committed the hydrated tree and the page had a frame to report anything. */
async function hydrated(page: Page): Promise<void> {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

const connectButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' });
const networkButton = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: `Switch network, current network ${name}` });

test.describe('server rendering and hydration in Chromium', () => {
  test('a first visit: the server HTML shows Connect Wallet, hydrates silently and the button opens the modal', async ({
    browser,
    page,
    stack,
  }) => {
    const config = appConfig(stack);
    const { html, url } = await renderAndServe(config);
    expect(html).toContain(
      '<button type="button" class="wd-button wd-button--connect">Connect Wallet</button>',
    );
    expect(html).toContain(`Switch network, current network ${config.chain.name}`);
    expect(html).not.toContain('class="wd-button wd-button--account');

    // The HTML alone (no script runs) shows the button.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const staticPage = await noScript.newPage();
      await staticPage.goto(url);
      await expect(connectButton(staticPage)).toBeVisible();
      await expect(staticPage.locator(`html[${HYDRATED_ATTRIBUTE}]`)).toHaveCount(0);
    } finally {
      await noScript.close();
    }

    const problems = collectProblems(page);
    await page.goto(url);
    await hydrated(page);
    expect(problems).toEqual([]);

    await connectButton(page).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a returning visitor: the server renders disconnected, hydration is silent, then the stored connection is restored', async ({
    page,
    stack,
  }) => {
    const config = appConfig(stack);
    const account = stack.accounts[5];
    if (!account) throw new Error('the stack has no dev account #5');
    const wallet = await installInjectedWallet(page, { stack, accountIndex: 5 });
    // The wallet already trusts the site (a previous visit connected it) …
    await wallet.provider.request({ method: 'eth_requestAccounts' });
    // … and the browser remembers that connection where the client reads it on mount.
    const { STORAGE_KEYS } = build;
    const seed = {
      [STORAGE_KEYS.connectionStatus('eip155')]: JSON.stringify('connected'),
      [STORAGE_KEYS.connectorId('eip155')]: JSON.stringify(wallet.info.rdns),
      [STORAGE_KEYS.activeCaipNetworkId]: JSON.stringify(config.chain.caipNetworkId),
    };
    await page.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, seed);

    const { html, url } = await renderAndServe(config);
    // The server knows nothing of the visitor: disconnected.
    expect(html).toContain('>Connect Wallet</button>');
    expect(html).not.toContain('class="wd-button wd-button--account');

    const problems = collectProblems(page);
    await page.goto(url);
    await hydrated(page);
    expect(problems).toEqual([]);

    // After mount the client restores the stored connection: the account button shows the address.
    const short = `${account.address.slice(0, 6)}…${account.address.slice(-4)}`;
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(short) })).toBeVisible();
    await expect(networkButton(page, config.chain.name)).toBeVisible();
    expect(problems).toEqual([]);
    // Restored silently (no connection request from the page).
    const fromPage = wallet.requests.filter((request) => request.frameUrl !== 'node');
    expect(fromPage.map((request) => request.method)).not.toContain('eth_requestAccounts');
  });

  test('the checks above fail on a real mismatch: a browser rendering another network name is reported', async ({
    page,
    stack,
  }) => {
    const config = appConfig(stack);
    const { url } = await renderAndServe(config);
    await page.addInitScript((name) => {
      (globalThis as unknown as Record<string, unknown>)[name] = true;
    }, SSR_MISMATCH_GLOBAL);

    const problems = collectProblems(page);
    await page.goto(url);
    await hydrated(page);
    expect(problems.join('\n')).toMatch(/hydrat/i);
    // React recovered by rendering on the client: the page shows the browser's name.
    await expect(networkButton(page, `${config.chain.name} (client)`)).toBeVisible();
  });
});
