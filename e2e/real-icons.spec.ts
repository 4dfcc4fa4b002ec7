import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { installInjectedWallet } from '@walletdock/testing/playwright';
import { expect, test } from './fixtures.js';

/**
 * Real wallets and real icons ("Placeholder art"): the local directory lists real wallets with their
 * `@web3icons/core` logos, the networks show their icons — all loaded lazily through core's image loader (an
 * SVG only as the PNG drawn of it) and only once the visitor opened the modal — and the header's account button
 * shows the Account view's gradient avatar. Screenshots of the views go to /work/shots/icons/ (or
 * $WALLETDOCK_SHOTS_DIR) for a human to judge.
 */

const dialog = (page: Page) => page.getByRole('dialog');
const banner = (page: Page) => page.getByRole('banner');
const SHOTS = process.env.WALLETDOCK_SHOTS_DIR ?? '/work/shots/icons';
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A dev account no other journey uses, so that this test's connection disturbs nobody. */
const ACCOUNT_INDEX = 8;

/** The type and first bytes of what an image's `src` (an object URL) holds, read in the page. */
async function imageContent(image: Locator): Promise<{ type: string; magic: number[] }> {
  return image.evaluate(async (element) => {
    const blob = await (await fetch((element as HTMLImageElement).src)).blob();
    return { type: blob.type, magic: [...new Uint8Array(await blob.slice(0, 8).arrayBuffer())] };
  });
}

/** The image is a real, decoded raster (a PNG core drew of the directory's SVG), not a letter tile. */
async function expectRasterImage(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  expect(await imageContent(image)).toEqual({ type: 'image/png', magic: PNG_MAGIC });
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  // Let the icons and the view's transition settle.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

for (const layout of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const) {
  test.describe(`real wallets and icons (${layout.name})`, () => {
    test.use({ viewport: layout.viewport, hasTouch: layout.name === 'phone' });

    test('nothing loads before the modal opens; then the directory shows real wallets with their logos', async ({
      page,
      stack,
      demoUrl,
    }) => {
      const serviceRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(stack.services.url)) serviceRequests.push(request.url());
      });
      await page.goto(demoUrl);
      await expect(banner(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(serviceRequests).toEqual([]);

      // Connect view: the directory's real wallets, each with its logo drawn as a PNG.
      await banner(page).getByRole('button', { name: 'Connect Wallet' }).click();
      await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
      const metamask = dialog(page).getByRole('button', { name: /^MetaMask/ });
      await expect(metamask).toBeVisible();
      await expectRasterImage(metamask.locator('img'));
      await shot(page, `connect-${layout.name}`);

      // All Wallets: real names first, with real logos.
      await dialog(page)
        .getByRole('button', { name: /All Wallets/ })
        .click();
      await expect(dialog(page).getByRole('heading', { name: 'All Wallets' })).toBeVisible();
      const tiles = dialog(page).locator('.wd-aw-tile');
      await expect(tiles.first()).toBeVisible();
      for (const name of ['Rainbow', 'Phantom', 'Rabby Wallet']) {
        const tile = tiles.filter({ hasText: name }).first();
        await expect(tile).toBeVisible();
        await expectRasterImage(tile.locator('img'));
      }
      await shot(page, `all-wallets-${layout.name}`);
      const walletImages = serviceRequests.filter((url) => url.includes('/getWalletImage/'));
      expect(walletImages.length).toBeGreaterThan(0);
    });

    test("connected: the header shows the gradient avatar and the network's icon; Networks and Account show icons", async ({
      page,
      stack,
      demoUrl,
    }) => {
      const wallet = await installInjectedWallet(page, { stack, accountIndex: ACCOUNT_INDEX });
      await page.goto(demoUrl);
      await banner(page).getByRole('button', { name: 'Connect Wallet' }).click();
      await dialog(page)
        .getByRole('button', { name: new RegExp(wallet.info.name) })
        .click();
      const accountButton = banner(page).getByRole('button', { name: /Open account/ });
      await expect(accountButton).toBeVisible();
      if (await dialog(page).isVisible()) await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();

      // The header's avatar is the generated gradient, the same one the Account view paints.
      const headerAvatar = accountButton.locator('.wd-button__avatar[data-generated]');
      await expect(headerAvatar).toBeVisible();
      const headerBackground = await headerAvatar.evaluate((el) => getComputedStyle(el).backgroundImage);
      expect(headerBackground).toContain('gradient');

      // The header's network button shows the network's icon (asked for once the modal had opened).
      const networkButton = banner(page).getByRole('button', { name: /Switch network/ });
      await expectRasterImage(networkButton.locator('img.wd-button__icon'));

      // Networks: every row shows its network's icon, not a letter tile.
      await networkButton.click();
      await expect(dialog(page).getByRole('heading', { name: 'Choose Network' })).toBeVisible();
      const rows = dialog(page).locator('[data-network-id]');
      await expect(rows.first()).toBeVisible();
      const count = await rows.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < count; index++) {
        await expectRasterImage(rows.nth(index).locator('img[data-network-image]'));
      }
      await expect(dialog(page).locator('[data-network-tile]')).toHaveCount(0);
      await shot(page, `networks-${layout.name}`);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();

      // Account: the same avatar, the network pill's icon, and the token rows' labelled value and unit price.
      await accountButton.click();
      await expect(dialog(page).getByRole('heading', { name: 'Account' })).toBeVisible();
      const viewAvatar = dialog(page).locator('.wd-account-avatar[data-generated]');
      await expect(viewAvatar).toBeVisible();
      expect(await viewAvatar.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe(headerBackground);
      await expectRasterImage(dialog(page).locator('.wd-account-pill img[data-network-image]'));
      const firstRow = dialog(page).locator('.wd-account-tokens li').first();
      await expect(firstRow).toContainText('≈');
      await expect(firstRow).toContainText(/ \/ (ETH|DOCK|tUSD)/);
      await shot(page, `account-${layout.name}`);
      await page.keyboard.press('Escape');

      // After a reload the restored session shows the network's icon from core's stored copy (the checked bytes
      // kept when it loaded): no image is asked for before the visitor opens the modal again.
      const imageRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/(getWalletImage|public\/getAssetImage)\//.test(request.url()))
          imageRequests.push(request.url());
      });
      await page.reload();
      await expect(accountButton).toBeVisible();
      const storedIcon = networkButton.locator('img.wd-button__icon');
      await expect(storedIcon).toHaveAttribute('src', /^data:image\/png;base64,/);
      await expect
        .poll(() => storedIcon.evaluate((element) => (element as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(imageRequests).toEqual([]);
      await networkButton.click();
      await expect(dialog(page).getByRole('heading', { name: 'Choose Network' })).toBeVisible();
      await expectRasterImage(networkButton.locator('img.wd-button__icon'));
    });
  });
}

test('dark theme: the real logos show on the dark surface (screenshots)', async ({ page, demoUrl }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(demoUrl);
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await banner(page).getByRole('button', { name: 'Connect Wallet' }).click();
  const metamask = dialog(page).getByRole('button', { name: /^MetaMask/ });
  await expectRasterImage(metamask.locator('img'));
  await shot(page, 'connect-dark-desktop');
  await dialog(page)
    .getByRole('button', { name: /All Wallets/ })
    .click();
  await expectRasterImage(dialog(page).locator('.wd-aw-tile').filter({ hasText: 'Rainbow' }).locator('img'));
  await shot(page, 'all-wallets-dark-desktop');
});
