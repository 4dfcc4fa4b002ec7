import { installInjectedWallet } from '@walletdock/testing/playwright';
import { expect, test } from './fixtures.js';
import { accountButton, connectButton, dialog } from './page-helpers.js';

/**
 * Focus where the keyboard can act (DESIGN.md §5: focus moved in, trapped and restored): the modal opens with its
 * first wallet row focused, the arrow keys move through the list, and after connecting focus goes back to the
 * opener — or to the account button that took the Connect button's place — never to the page's body. Against
 * the demo's production build and the local stack.
 */

/** The focused element, seen through the modal's shadow root: its text, whether it is a wallet row, and where. */
function focused(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    const rows = [
      ...(document.querySelector('[data-walletdock-modal]')?.shadowRoot?.querySelectorAll('.wd-list-item') ??
        []),
    ];
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      text: (element?.textContent ?? '').trim(),
      row: element ? rows.indexOf(element) : -1,
      body: element === document.body,
    };
  });
}

test.describe('focus in and out of the modal', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('keyboard: the first wallet row has focus at opening, arrows move through the list, and focus returns to the account button', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const wallet = await installInjectedWallet(page, { stack, accountIndex: 6 });
    await page.goto(demoUrl);
    await connectButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect.poll(async () => (await focused(page)).row).toBe(0);
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused(page)).row).toBe(1);
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await focused(page)).row).toBe(0);

    const walletRow = dialog(page).getByRole('button', { name: new RegExp(wallet.info.name) });
    for (
      let presses = 0;
      presses < 8 && !(await walletRow.evaluate((row) => row.matches(':focus')));
      presses++
    )
      await page.keyboard.press('ArrowDown');
    await expect(walletRow).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    const address = stack.accounts[6]?.address ?? '';
    await expect(accountButton(page, address)).toBeFocused();
    expect((await focused(page)).body).toBe(false);
  });

  test('pointer: after connecting, focus is on the account button, not on the page body', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const wallet = await installInjectedWallet(page, { stack, accountIndex: 7 });
    await page.goto(demoUrl);
    await connectButton(page).click();
    await dialog(page)
      .getByRole('button', { name: new RegExp(wallet.info.name) })
      .click();
    await expect(dialog(page)).toBeHidden();
    const address = stack.accounts[7]?.address ?? '';
    await expect(accountButton(page, address)).toBeFocused();
    // Enter on it opens the Account view: the keyboard carries on from where the visitor was.
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByRole('heading', { name: 'Account' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(accountButton(page, address)).toBeFocused();
  });
});
