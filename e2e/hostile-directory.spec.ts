import { devices, type Page } from '@playwright/test';
import type { LocalStackInfo } from '@walletdock/testing';
import { expect, test } from './fixtures.js';

/**
 * A wallet directory is untrusted input (issue 11 "one place per rule", issue 24). The local directory is served
 * with one hostile wallet added in front of every answer (Playwright intercepts `/getWallets` and adds it to the
 * real answer), whose every link is a script URL. Opening it from the Connect view and from All Wallets — with
 * WalletConnect off (the demo's `?walletconnect=off`: a directory wallet then opens its own link) and on a phone
 * with WalletConnect on (the WalletConnect view's "Open in <wallet>") — runs nothing: no dialog in any page, the
 * canary global stays unset, no popup opens and the host tab does not navigate.
 */

const HOSTILE_NAME = 'Hostile Wallet';

/** The script URLs tried, each spelt as issue 24 found them to pass a string test. */
const HOSTILE_LINKS: readonly [string, string][] = [
  ['plain', 'javascript:alert(1)'],
  ['mixed case, leading whitespace', ' \tJaVaScRiPt:window.top.__pwned=1;alert(1)'],
  ['tab inside the scheme', 'java\tscript:window.top.__pwned=1;alert(1)'],
];

type Watch = { dialogs: string[]; popups: string[]; navigations: string[] };

/** Serves the hostile wallet first in every `/getWallets` answer, and records dialogs, popups and navigations. */
async function hostileDirectory(page: Page, stack: LocalStackInfo, link: string): Promise<Watch> {
  const watch: Watch = { dialogs: [], popups: [], navigations: [] };
  await page.route(`${stack.services.url}/getWallets**`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { count: number; data: Record<string, unknown>[] };
    const [template] = body.data;
    const url = new URL(route.request().url());
    const firstPage = url.searchParams.get('page') === '1' && !url.searchParams.has('include');
    if (template && firstPage) {
      body.data.unshift({
        ...template,
        id: 'hostile-wallet',
        name: HOSTILE_NAME,
        rdns: null,
        mobile_link: link,
        desktop_link: link,
        webapp_link: link,
      });
      body.count += 1;
    }
    await route.fulfill({ response, json: body });
  });
  await page.addInitScript(() => {
    (window as unknown as { __pwned?: number }).__pwned = 0;
  });
  page.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.context().on('page', (popup) => {
    watch.popups.push(popup.url());
    popup.on('dialog', (dialog) => {
      watch.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) watch.navigations.push(frame.url());
  });
  return watch;
}

const dialog = (page: Page) => page.getByRole('dialog');

async function openConnectView(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
}

/** Nothing ran: no dialog, canary unset, no popup, the host tab still on the demo. */
async function expectNothingRan(page: Page, watch: Watch, demoUrl: string): Promise<void> {
  // Give a script URL the time to run if it was going to.
  await page.waitForTimeout(300);
  expect(watch.dialogs).toEqual([]);
  expect(watch.popups).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(0);
  expect(watch.navigations.every((url) => url.startsWith(new URL(demoUrl).origin))).toBe(true);
  expect(new URL(page.url()).origin).toBe(new URL(demoUrl).origin);
}

test.describe('a hostile wallet directory', () => {
  for (const [name, link] of HOSTILE_LINKS) {
    test(`runs nothing from the Connect view or All Wallets (WalletConnect off): ${name}`, async ({
      page,
      stack,
      demoUrl,
    }) => {
      const watch = await hostileDirectory(page, stack, link);
      const url = new URL(demoUrl);
      url.searchParams.set('walletconnect', 'off');
      await page.goto(url.toString());

      // Connect view: a wallet whose only links are refused is not offered at all (the rest of the directory is).
      await openConnectView(page);
      await expect(dialog(page).getByRole('button', { name: /All Wallets/ })).toContainText(/\d/);
      const row = dialog(page).getByRole('button', { name: HOSTILE_NAME, exact: true });
      await expect(row).toHaveCount(0);
      await expectNothingRan(page, watch, demoUrl);

      // All Wallets lists every directory wallet: clicking the hostile one opens nothing.
      await dialog(page)
        .getByRole('button', { name: /All Wallets/ })
        .click();
      const tile = dialog(page).getByRole('button', { name: HOSTILE_NAME, exact: true });
      await expect(tile).toBeVisible();
      await tile.click();
      await expectNothingRan(page, watch, demoUrl);
      // The modal still works: Escape closes it.
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
    });
  }

  test.describe('on a phone, with WalletConnect', () => {
    const { defaultBrowserType: _ignored, ...phone } = devices['Pixel 7'];
    test.use(phone);

    test('the WalletConnect view offers no "Open in" link for a script URL, from Connect and All Wallets', async ({
      page,
      stack,
      demoUrl,
    }) => {
      const watch = await hostileDirectory(page, stack, 'javascript:alert(1)');
      await page.goto(demoUrl);
      await openConnectView(page);

      // From the Connect view: the wallet is listed (WalletConnect can connect it) …
      await dialog(page).getByRole('button', { name: HOSTILE_NAME, exact: true }).click();
      await expect(dialog(page).getByRole('heading', { name: HOSTILE_NAME })).toBeVisible();
      // … the pairing is up (Copy link), but no link opens the wallet with its script URL.
      await expect(dialog(page).getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 15_000 });
      await expect(dialog(page).getByRole('link', { name: /Open in/ })).toHaveCount(0);
      await expect(dialog(page).locator('a[href^="javascript" i]')).toHaveCount(0);
      await expectNothingRan(page, watch, demoUrl);

      // From All Wallets: the same.
      await dialog(page).getByRole('button', { name: 'Back' }).click();
      await dialog(page)
        .getByRole('button', { name: /All Wallets/ })
        .click();
      await dialog(page).getByRole('button', { name: HOSTILE_NAME, exact: true }).click();
      await expect(dialog(page).getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 15_000 });
      await expect(dialog(page).getByRole('link', { name: /Open in/ })).toHaveCount(0);
      await expectNothingRan(page, watch, demoUrl);
    });
  });
});
