import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/**
 * Escape in All Wallets' search box (issue 12): with text it clears the text and keeps the modal open; in an
 * empty field it closes the modal — in a real browser, where `type="search"` has its own Escape handling.
 */
const dialog = (page: Page) => page.getByRole('dialog');

test('Escape in the search box clears the text, then closes the modal', async ({ page, demoUrl }) => {
  await page.goto(demoUrl);
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog(page)
    .getByRole('button', { name: /All Wallets/ })
    .click();
  const search = dialog(page).getByRole('searchbox');
  await search.click();
  await search.pressSequentially('demo');
  await expect(search).toHaveValue('demo');

  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await expect(dialog(page)).toBeVisible();
  await expect(search).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
});
