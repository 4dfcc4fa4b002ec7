import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { connectButton, dialog } from './page-helpers.js';
import { DEVICES } from './visual-fixtures.js';

/**
 * All Wallets focuses its search field when it opens, on a device with a keyboard: what the visitor types right
 * after choosing "All Wallets" (by click or by Enter) lands in the field, every character of it, and searches.
 * On a touch screen the field waits for a tap (focusing it would raise the on-screen keyboard over the grid).
 * Against the demo's production build and the local stack's directory.
 */

const search = (page: Page) => dialog(page).getByRole('searchbox');
const allWalletsRow = (page: Page) => dialog(page).getByRole('button', { name: /All Wallets/ });

/** Opens the Connect view and waits until the directory answered (the All Wallets row shows its count). */
async function openConnect(page: Page, demoUrl: string): Promise<void> {
  await page.goto(demoUrl);
  await connectButton(page).click();
  await expect(allWalletsRow(page)).toContainText(/\d/, { timeout: 10_000 });
}

test.describe('desktop', () => {
  test.use(DEVICES.desktop);

  test('typing right after the click on All Wallets fills its search, no character lost', async ({
    page,
    demoUrl,
  }) => {
    await openConnect(page, demoUrl);
    await allWalletsRow(page).click();
    // No wait in between: the keys follow the click as a fast typist's do.
    await page.keyboard.type('TokenPocket');
    await expect(search(page)).toBeFocused();
    await expect(search(page)).toHaveValue('TokenPocket');
    // The search ran: the grid lists the wallet typed.
    await expect(
      dialog(page).getByRole('list', { name: 'All Wallets' }).getByRole('button', { name: 'TokenPocket' }),
    ).toBeVisible({ timeout: 10_000 });
  });

  test('choosing All Wallets with Enter, then typing, fills its search', async ({ page, demoUrl }) => {
    await openConnect(page, demoUrl);
    await allWalletsRow(page).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Rainbow');
    await expect(search(page)).toBeFocused();
    await expect(search(page)).toHaveValue('Rainbow');
  });

  test('the modal opened on All Wallets focuses its search', async ({ page, demoUrl }) => {
    await page.goto(demoUrl);
    // The demo's "All wallets" button opens the modal on the view (`open({ view: 'AllWallets' })`).
    await page.getByRole('button', { name: 'All wallets', exact: true }).click();
    // Once the dialog shows (before, the view's code may still be loading: keys go to the page).
    await expect(search(page)).toBeVisible();
    await page.keyboard.type('Zerion');
    await expect(search(page)).toBeFocused();
    await expect(search(page)).toHaveValue('Zerion');
  });
});

test.describe('phone', () => {
  test.use(DEVICES.phone);

  test('a touch screen does not focus the search (no on-screen keyboard over the grid)', async ({
    page,
    demoUrl,
  }) => {
    await openConnect(page, demoUrl);
    await allWalletsRow(page).tap();
    await expect(search(page)).toBeVisible();
    await expect(
      dialog(page).getByRole('list', { name: 'All Wallets' }).getByRole('button').first(),
    ).toBeVisible();
    await expect(search(page)).not.toBeFocused();
  });
});
