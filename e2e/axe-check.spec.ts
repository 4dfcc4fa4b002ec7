import type { Page } from '@playwright/test';
import { installInjectedWallet } from '@walletdock/testing/playwright';
import { expect, expectNoAxeViolations, test } from './fixtures.js';
import { randomPrivateKey, rpc } from './send-helpers.js';

/**
 * The accessibility check every journey uses (`expectNoAxeViolations`) finds violations, also inside an open
 * shadow root (where the modal renders), and passes a clean page: a check that cannot fail checks nothing.
 */
/** What the check failed with, or '' when it passed. */
async function axeFailure(page: Page): Promise<string> {
  return expectNoAxeViolations(page).then(
    () => '',
    (error: unknown) => String(error),
  );
}

test.describe('the accessibility check of the journeys', () => {
  test('fails on a violation inside an open shadow root and passes once it is fixed', async ({ page }) => {
    await page.setContent(`<!doctype html><html lang="en"><head><title>axe</title></head>
      <body><main><h1>Page</h1><div id="host"></div></main></body></html>`);
    await page.evaluate(() => {
      const host = document.getElementById('host');
      if (!host) throw new Error('no host');
      const root = host.attachShadow({ mode: 'open' });
      root.innerHTML = '<div role="dialog" aria-label="Modal"><button id="b"></button></div>';
    });
    expect(await axeFailure(page)).toContain('button-name');

    // The same check, run again in the same document (axe-core already injected), passes once it is fixed.
    await page.evaluate(() => {
      const button = document.getElementById('host')?.shadowRoot?.getElementById('b');
      if (!button) throw new Error('no button');
      button.textContent = 'Close';
    });
    await expectNoAxeViolations(page);
  });

  test('checks the content of a child frame too', async ({ page }) => {
    await page.setContent(`<!doctype html><html lang="en"><head><title>axe</title></head>
      <body><main><h1>Page</h1><iframe title="Frame" srcdoc="<!doctype html><html lang='en'><body><main><button></button></main></body></html>"></iframe></main></body></html>`);
    await expect.poll(() => page.frames().length).toBe(2);
    await expect(page.frames()[1]?.locator('button') ?? page.locator('none')).toHaveCount(1);
    expect(await axeFailure(page)).toContain('button-name');
  });
});

test.describe('the wallet features’ views', () => {
  test('Send (form, token picker, review, failure) and Receive have no violations, in light and dark', async ({
    page,
    stack,
    demoUrl,
  }) => {
    test.setTimeout(60_000);
    const [chain] = stack.chains;
    const receiver = stack.accounts[2]?.address;
    if (!chain || !receiver) throw new Error('the stack lacks a chain or dev account #2');
    // The test's own account (a random key) with 1 ETH; the wallet connects, then refuses the send.
    const wallet = await installInjectedWallet(page, {
      stack: { chains: stack.chains, accounts: [{ privateKey: randomPrivateKey() }] },
    });
    const sender = wallet.provider.addresses[0] ?? '';
    await rpc(chain.rpcUrl, 'anvil_setBalance', [sender, `0x${(10n ** 18n).toString(16)}`]);
    const dialog = page.getByRole('dialog');
    const heading = (name: string) => dialog.getByRole('heading', { name, exact: true });
    for (const theme of ['light', 'dark'] as const) {
      await page.goto(`${demoUrl}?theme=${theme}`);
      if (theme === 'light') {
        await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
        await dialog
          .getByRole('button', { name: new RegExp(wallet.info.name) })
          .first()
          .click();
        await expect(dialog).toBeHidden();
        wallet.setMode('reject');
      }
      const card = page.getByRole('region', { name: 'Account', exact: true });
      await card.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(heading('Send')).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: /^(Select token|Change token)/ }).click();
      await expect(heading('Select Token')).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog
        .getByRole('button', { name: /\bETH\b/ })
        .first()
        .click();
      await dialog.getByRole('textbox', { name: 'Amount' }).fill('0.001');
      await dialog.getByRole('textbox', { name: 'To', exact: true }).fill('0x1234');
      await expect(dialog.getByText('Invalid receiver address', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('textbox', { name: 'To', exact: true }).fill(receiver);
      await dialog.getByRole('button', { name: 'Review', exact: true }).click();
      await expect(heading('Review Send')).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(dialog.getByRole('status').getByText('Transaction failed', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await card.getByRole('button', { name: 'Receive', exact: true }).click();
      await expect(heading('Receive')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});
