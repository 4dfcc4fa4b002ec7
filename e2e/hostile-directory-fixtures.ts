import { test as base, expect, type Page } from '@playwright/test';
import {
  type HostileDirectory,
  inlineGlobalScript,
  type LocalStackInfo,
  type StaticAppServer,
  serveStaticApp,
  startHostileDirectory,
} from '@walletdock/testing';
import { installInjectedWallet } from '@walletdock/testing/playwright';
import { demoBuildRoot } from './demo-build-root.js';

/**
 * What the hostile-directory journeys share: the two production builds of the demo (React 19 and React 18.3, see
 * apps/demo/vite.config.ts), a hostile directory per worker in front of a real one (the local directory with its filler wallets, shared by the workers), the demo
 * served once per build and scenario with `services.walletDirectoryUrl` pointing at that scenario, and the
 * watch that proves nothing ran (dialogs and canary in every page and frame, popups, the host tab's URL).
 */

export type DemoBuild = { react: '19' | '18'; root: string };

export const DEMO_BUILDS: readonly DemoBuild[] = [
  { react: '19', root: demoBuildRoot('dist') },
  { react: '18', root: demoBuildRoot('dist-react18') },
];

export type HostileWorld = {
  hostile: HostileDirectory;
  /** The URL of the demo build served against the scenario (served once per worker). */
  demoUrl(build: DemoBuild, scenario: string): Promise<string>;
};

function stackFromEnv(): LocalStackInfo {
  const value = process.env.WALLETDOCK_STACK;
  if (!value) throw new Error('WALLETDOCK_STACK is not set: run the e2e tests through playwright.config.ts.');
  return JSON.parse(value) as LocalStackInfo;
}

export const test = base.extend<{ stack: LocalStackInfo }, { world: HostileWorld }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
  stack: async ({}, use) => use(stackFromEnv()),
  world: [
    // biome-ignore lint/correctness/noEmptyPattern: as above.
    async ({}, use) => {
      const stack = stackFromEnv();
      // The journeys scroll past the first page: the upstream lists the generated filler wallets too (the
      // directory of global-setup.ts, shared by the workers; the hostile directory only reads it).
      const upstream = process.env.WALLETDOCK_FILLER_DIRECTORY_URL;
      if (!upstream)
        throw new Error(
          'WALLETDOCK_FILLER_DIRECTORY_URL is not set: run the e2e tests through playwright.config.ts.',
        );
      const hostile = await startHostileDirectory({ upstream });
      const servers = new Map<string, Promise<StaticAppServer>>();
      const demoUrl = async (build: DemoBuild, scenario: string) => {
        const key = `${build.react}/${scenario}`;
        let server = servers.get(key);
        if (server === undefined) {
          const services = { ...stack.services, walletDirectoryUrl: hostile.scenarioUrl(scenario) };
          server = serveStaticApp({
            root: build.root,
            headHtml: inlineGlobalScript('__WALLETDOCK_STACK__', { ...stack, services }),
          });
          servers.set(key, server);
        }
        return (await server).url;
      };
      await use({ hostile, demoUrl });
      const started = await Promise.allSettled(servers.values());
      await Promise.allSettled([
        hostile.close(),
        ...started.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)),
      ]);
    },
    { scope: 'worker' },
  ],
});

export { expect };

/** What the pages of a test did that a hostile directory could cause. */
export type Watch = {
  /** Dialogs (alert, confirm, …) raised in any page, with the page's URL. */
  dialogs: string[];
  /** Pages opened besides the host tab. */
  popups: Page[];
  /** Uncaught errors and unhandled rejections in the host tab. */
  errors: string[];
  /** Main-frame navigations of the host tab after it loaded. */
  navigations: string[];
};

/**
 * Watches the host tab and every page of its context: sets the canary `window.__pwned = 0` in every document
 * (popups and frames included), records dialogs (dismissed), popups, page errors and the host tab's navigations.
 */
export async function watchPages(page: Page): Promise<Watch> {
  const watch: Watch = { dialogs: [], popups: [], errors: [], navigations: [] };
  const context = page.context();
  await context.addInitScript(() => {
    (window as unknown as { __pwned?: number }).__pwned = 0;
  });
  const onPage = (target: Page) => {
    target.on('dialog', (dialog) => {
      watch.dialogs.push(`${target.url()}: ${dialog.type()} ${dialog.message()}`);
      void dialog.dismiss().catch(() => undefined);
    });
  };
  onPage(page);
  context.on('page', (popup) => {
    watch.popups.push(popup);
    onPage(popup);
  });
  page.on('pageerror', (error) => watch.errors.push(error.message));
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  page.on('framenavigated', (frame) => {
    if (loaded && frame === page.mainFrame()) watch.navigations.push(frame.url());
  });
  return watch;
}

/** The canary of every live page and frame of the host's origin (blob: documents of the origin included). */
async function canaries(page: Page, hostOrigin: string): Promise<string[]> {
  const found: string[] = [];
  for (const target of page.context().pages()) {
    for (const frame of target.frames()) {
      const url = frame.url();
      const origin = url.startsWith('blob:')
        ? new URL(url.slice(5)).origin
        : URL.canParse(url)
          ? new URL(url).origin
          : '';
      if (origin !== hostOrigin && url !== 'about:blank') continue;
      const value = await frame
        .evaluate(() => (window as unknown as { __pwned?: number }).__pwned)
        .catch(() => undefined);
      if (value) found.push(`${url}: __pwned = ${value}`);
    }
  }
  return found;
}

/**
 * Nothing ran and the host tab stayed: no dialog in any page, the canary unset in every page and frame of the
 * host's origin, no page error, the host tab on `demoUrl` (no navigation), and no popup unless `popups` allows.
 */
export async function expectNothingRan(
  page: Page,
  watch: Watch,
  demoUrl: string,
  { popupsAllowed = false }: { popupsAllowed?: boolean } = {},
): Promise<void> {
  // Give a script the time to run if it was going to.
  await page.waitForTimeout(300);
  expect(watch.dialogs, 'dialogs raised').toEqual([]);
  expect(await canaries(page, new URL(demoUrl).origin), 'canaries set').toEqual([]);
  expect(watch.errors, 'page errors').toEqual([]);
  expect(watch.navigations, 'host tab navigations').toEqual([]);
  expect(page.url().split('#')[0]).toBe(demoUrl.split('#')[0]);
  if (!popupsAllowed)
    expect(
      watch.popups.map((popup) => popup.url()),
      'popups',
    ).toEqual([]);
}

export const dialog = (page: Page) => page.getByRole('dialog');

export async function openConnectView(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
}

/** The Connect view's "All Wallets" row shows the directory's count: the directory answered. */
export async function expectDirectoryData(page: Page, timeout = 10_000): Promise<void> {
  await expect(dialog(page).getByRole('button', { name: /All Wallets/ })).toContainText(/\d/, { timeout });
}

/** Loads the demo build against the scenario, checks which React runs it, and starts watching. */
export async function openDemo(
  page: Page,
  world: HostileWorld,
  build: DemoBuild,
  scenario: string,
  query = '',
): Promise<{ demoUrl: string; watch: Watch }> {
  const base = await world.demoUrl(build, scenario);
  const demoUrl = `${base}/${query}`;
  const watch = await watchPages(page);
  await page.goto(demoUrl);
  await expect(page.locator('html')).toHaveAttribute('data-react-version', new RegExp(`^${build.react}\\.`));
  return { demoUrl: page.url(), watch };
}

/**
 * The modal still works: Escape closes it, and an injected (EIP-6963) wallet installed before the page loaded
 * connects from the Connect view.
 */
export async function expectEscapeAndInjectedConnect(page: Page, wallet: InstalledWallet): Promise<void> {
  if ((await dialog(page).count()) === 0) await openConnectView(page);
  // In All Wallets, an Escape in a search field with text clears the search (the next one closes the modal).
  const search = dialog(page).getByRole('searchbox');
  if ((await search.count()) > 0 && (await search.inputValue()) !== '') {
    await search.focus();
    await page.keyboard.press('Escape');
    await expect(search).toHaveValue('');
  }
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await openConnectView(page);
  await dialog(page)
    .getByRole('button', { name: new RegExp(wallet.name) })
    .first()
    .click();
  await expect(dialog(page)).toHaveCount(0);
  const { address } = wallet;
  const account = new RegExp(`${address.slice(0, 6)}.*${address.slice(-4)}`, 'i');
  await expect(page.getByRole('banner').getByRole('button', { name: account })).toBeVisible();
}

/** The dev account the injected wallet of these journeys uses (connecting only: it changes no balance). */
export const INJECTED_ACCOUNT = 9;

export type InstalledWallet = { name: string; address: string };

/** Installs the EIP-6963 test wallet in the page (call before `openDemo`). */
export async function installWallet(page: Page, stack: LocalStackInfo): Promise<InstalledWallet> {
  const wallet = await installInjectedWallet(page, { stack, accountIndex: INJECTED_ACCOUNT });
  const account = stack.accounts[INJECTED_ACCOUNT];
  if (account === undefined) throw new Error(`The stack has no dev account #${INJECTED_ACCOUNT}.`);
  return { name: wallet.info.name, address: account.address };
}
