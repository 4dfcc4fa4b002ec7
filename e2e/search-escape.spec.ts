import type { Page } from '@playwright/test';
import { DEMO_BUILDS, expect, test } from './hostile-directory-fixtures.js';

/**
 * Escape in All Wallets' search box: with text it clears the text and keeps the modal open; in an
 * empty field it closes the modal — in a real browser, where `type="search"` has its own Escape handling, on the
 * React 19 and the React 18.3 builds of the demo.
 */
const dialog = (page: Page) => page.getByRole('dialog');

for (const build of DEMO_BUILDS) {
  test(`Escape in the search box clears the text, then closes the modal (React ${build.react})`, async ({
    page,
    world,
  }) => {
    await page.goto(await world.demoUrl(build, 'pass-through'));
    await expect(page.locator('html')).toHaveAttribute(
      'data-react-version',
      new RegExp(`^${build.react}\\.`),
    );
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    await dialog(page)
      .getByRole('button', { name: /All Wallets/ })
      .click();
    const search = dialog(page).getByRole('searchbox');
    await expect(search).toBeVisible();
    // The clicked row went with the Connect view: focus stays in the dialog, not on the page's body.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase()))
      .not.toBe('body');
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
}
