import type { Page } from '@playwright/test';
import type { LocalStackInfo } from '@walletdock/testing';
import { installInjectedWallet } from '@walletdock/testing/playwright';
import { expect, test } from './fixtures.js';

/**
 * a toast never covers the view (it sits in a slot under the header and pushes the view
 * down), belongs to the view it was raised in (gone on a view change and at the next opening), and a list whose
 * service is down says so in the list, with "Try again", instead of "No tokens yet" next to a toast.
 * Against the demo's production build and the local stack; "services down" is the services server's test-only
 * fault injection (`POST /__faults`).
 */

const dialog = (page: Page) => page.getByRole('dialog');

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area (touching edges do not count). */
function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** What {@link measureShownToast} read in one frame: the toast's text and box, and the boxes of the other parts. */
type ShownToast<Part extends string> = { text: string; toast: Box; parts: Record<Part, Box | null> };

/**
 * Waits until the dialog shows a toast at full opacity (its entrance animation over), and in that same animation
 * frame reads the toast's text and box and the boxes of `parts` (CSS selectors inside the dialog; the first match
 * of each). All in the page: the toast closes by itself 2.5 s after it shows, which a loaded machine can spend
 * between separate Playwright calls (a box read after the toast had gone failed a run on CI, 2026-11-28).
 */
async function measureShownToast<Part extends string>(
  page: Page,
  parts: Record<Part, string>,
): Promise<ShownToast<Part>> {
  const root = await dialog(page).elementHandle();
  if (!root) throw new Error('the dialog is not open');
  const shown = await page.waitForFunction(
    ({ root, parts }) => {
      const toast = root.querySelector('.wd-toast');
      if (!toast || getComputedStyle(toast).opacity !== '1') return false;
      if (toast.getAnimations().some((animation) => animation.playState !== 'finished')) return false;
      const rect = (element: Element): Box => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      };
      const boxes: Record<string, Box | null> = {};
      for (const [part, selector] of Object.entries(parts)) {
        const element = root.querySelector(selector);
        boxes[part] = element ? rect(element) : null;
      }
      return { text: (toast.textContent ?? '').trim(), toast: rect(toast), parts: boxes };
    },
    { root, parts: parts as Record<string, string> },
    { polling: 'raf' },
  );
  return (await shown.jsonValue()) as ShownToast<Part>;
}

/** Fails the test if the toast shares any area with one of the parts (or a part was not rendered). */
function expectNoOverlap<Part extends string>({ toast, parts }: ShownToast<Part>): void {
  for (const [what, other] of Object.entries<Box | null>(parts)) {
    expect(other, `the ${what} is rendered`).not.toBeNull();
    if (other) expect(overlaps(toast, other), `the toast overlaps the ${what}`).toBe(false);
  }
}

/** Connects dev account `index` through the injected test wallet and opens the Account view. */
async function openAccountView(page: Page, stack: LocalStackInfo, demoUrl: string, index: number) {
  const entry = stack.accounts[index];
  if (!entry) throw new Error(`the stack has no dev account #${index}`);
  const wallet = await installInjectedWallet(page, { stack, accountIndex: index });
  await page.goto(demoUrl);
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog(page)
    .getByRole('button', { name: new RegExp(wallet.info.name) })
    .click();
  await expect(dialog(page)).toBeHidden();
  const short = new RegExp(`${entry.address.slice(0, 6)}.*${entry.address.slice(-4)}`, 'i');
  await page.getByRole('banner').getByRole('button', { name: short }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Account' })).toBeVisible();
  return entry.address;
}

/** Arms a fault on the services server for both spellings of the address in the path. */
async function servicesDown(stack: LocalStackInfo, address: string, endpoint: 'balance' | 'history') {
  for (const spelling of new Set([address, address.toLowerCase()])) {
    const response = await fetch(new URL('/__faults', stack.services.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: `/v1/account/${spelling}/${endpoint}`, status: 503, times: 50 }),
    });
    expect(response.status).toBe(201);
  }
}

const clearFaults = (stack: LocalStackInfo) =>
  fetch(new URL('/__faults', stack.services.url), { method: 'DELETE' });

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['Pixel 7', { width: 412, height: 915 }],
] as const) {
  test.describe(`toasts on ${device}`, () => {
    test.use({ viewport, hasTouch: device !== 'desktop', isMobile: device !== 'desktop' });

    test('the "Address copied" toast covers neither the avatar nor the first row, and leaves with its view', async ({
      page,
      context,
      stack,
      demoUrl,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openAccountView(page, stack, demoUrl, device === 'desktop' ? 0 : 1);
      const view = dialog(page);
      await expect(view.getByRole('tabpanel').locator('li').first()).toBeVisible();

      await view.getByRole('button', { name: 'Copy address' }).click();
      const shown = await measureShownToast(page, {
        avatar: '.wd-account-header > :first-child',
        name: '.wd-account-name',
        tabs: '[role="tablist"]',
        firstRow: '[role="tabpanel"] li',
        header: '.wd-header',
      });
      expect(shown.text).toBe('Address copied');
      expectNoOverlap(shown);
      await page.screenshot({ path: test.info().outputPath(`toast-${device.replace(' ', '-')}.png`) });

      // A view change takes the toast away; so does closing: it is not there at the next opening.
      await view.getByRole('button', { name: /switch network/i }).click();
      await expect(dialog(page).getByRole('heading', { name: 'Choose Network' })).toBeVisible();
      await expect(dialog(page).locator('.wd-toast')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
    });

    test('the "Link copied" toast of the WalletConnect view covers neither the QR code nor the header', async ({
      page,
      context,
      demoUrl,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(demoUrl);
      await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
      await dialog(page)
        .getByRole('button', { name: /^WalletConnect/ })
        .first()
        .click();
      const view = dialog(page);
      // Where the view lists wallet apps first (a phone's user agent), the QR code is one tap away.
      const qr = view.getByRole('img', { name: 'QR code to connect with WalletConnect' });
      const showQr = view.getByRole('button', { name: 'Show QR code' });
      await expect(qr.or(showQr)).toBeVisible({ timeout: 15_000 });
      if (await showQr.isVisible()) await showQr.click();
      await expect(qr).toBeVisible();

      await view.getByRole('button', { name: 'Copy link' }).click();
      const shown = await measureShownToast(page, {
        qr: '[role="img"][aria-label="QR code to connect with WalletConnect"]',
        header: '.wd-header',
      });
      expect(shown.text).toBe('Link copied');
      expectNoOverlap(shown);
      await page.screenshot({ path: test.info().outputPath(`toast-qr-${device.replace(' ', '-')}.png`) });
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
    });
  });
}

test.describe('lists with the services down', () => {
  test.afterEach(async ({ stack }) => {
    await clearFaults(stack);
  });

  test('Tokens and Activity say they could not load, with "Try again", and no toast repeats it', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const index = 9; // used by no other spec: its faults disturb nobody
    const entry = stack.accounts[index];
    if (!entry) throw new Error(`the stack has no dev account #${index}`);
    await servicesDown(stack, entry.address, 'balance');
    await servicesDown(stack, entry.address, 'history');
    await openAccountView(page, stack, demoUrl, index);
    const view = dialog(page);

    const tokens = view.getByRole('tabpanel');
    await expect(tokens.getByRole('alert')).toHaveText(/Could not load tokens/);
    await expect(tokens.getByText('No tokens yet')).toHaveCount(0);
    await expect(view.locator('.wd-toast')).toHaveCount(0);

    await view.getByRole('tab', { name: 'Activity' }).click();
    const activity = view.getByRole('tabpanel');
    await expect(activity.getByRole('alert')).toHaveText(/Could not load activity/);
    await expect(activity.getByText('No activity yet')).toHaveCount(0);
    await expect(view.locator('.wd-toast')).toHaveCount(0);

    // The services are back: "Try again" loads at once.
    await clearFaults(stack);
    await view.getByRole('tab', { name: 'Tokens' }).click();
    await view.getByRole('tabpanel').getByRole('button', { name: 'Try again' }).click();
    await expect(view.getByRole('tabpanel').locator('li').first()).toBeVisible();
    await expect(view.getByRole('tabpanel').getByRole('alert')).toHaveCount(0);
  });
});

test('a rejected connection says so once, with a hint that fits a rejection', async ({
  page,
  stack,
  demoUrl,
}) => {
  const wallet = await installInjectedWallet(page, { stack, accountIndex: 9, mode: 'reject' });
  await page.goto(demoUrl);
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog(page)
    .getByRole('button', { name: new RegExp(wallet.info.name) })
    .click();
  await expect(dialog(page).getByText('Connection declined')).toHaveCount(1);
  await expect(dialog(page).getByText('Signature declined')).toHaveCount(0);
  await expect(dialog(page).getByText('You rejected the request in your wallet. Try again?')).toBeVisible();
  await expect(dialog(page).getByText(/previous request/i)).toHaveCount(0);
  await expect(dialog(page).locator('.wd-toast')).toHaveCount(0);
});
