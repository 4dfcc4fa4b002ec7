import type { LocalStackInfo } from '@walletdock/testing';
import { installInjectedWallet } from '@walletdock/testing/playwright';
import { expect, test } from './fixtures.js';
import { accountButton, connectButton, dialog } from './page-helpers.js';

/**
 * A click on a wallet right after the modal opens is never lost, on a slow phone too (e2e/analytics.spec.ts once
 * saw the Connect view stay open for 10 s after such a click on a busy machine): under CDP CPU throttling (6×)
 * from the page's load, with the connect flow's code (loaded with import() when the modal opens) still on its
 * way at the click, and with that load failing at the click (the click must fetch the code again).
 */

function account(stack: LocalStackInfo, index: number) {
  const entry = stack.accounts[index];
  if (!entry) throw new Error(`the stack has no dev account #${index}`);
  return entry;
}

test('under 6× CPU throttling, a click on a wallet right after the modal opens connects', async ({
  page,
  stack,
  demoUrl,
}) => {
  const { address } = account(stack, 8);
  const wallet = await installInjectedWallet(page, { stack, accountIndex: 8 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  try {
    await page.goto(demoUrl);
    await connectButton(page).click();
    await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
    await dialog(page)
      .getByRole('button', { name: new RegExp(wallet.info.name) })
      .click();
    // Throttled, the wallet's connect code (a lazy chunk) and its round trip take a few seconds.
    await expect(accountButton(page, address)).toBeVisible({ timeout: 20_000 });
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
  }
});

test('a click on a wallet while the connect flow’s code is still on its way connects once it arrives', async ({
  page,
  stack,
  demoUrl,
}) => {
  const { address } = account(stack, 8);
  const wallet = await installInjectedWallet(page, { stack, accountIndex: 8 });
  // The connect flow's chunk (loaded with import() when the modal opens) is held back until after the click.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(/\/connect-flow-[^/]*\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto(demoUrl);
  await connectButton(page).click();
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
  await expect.poll(() => asked).toBe(true);
  await dialog(page)
    .getByRole('button', { name: new RegExp(wallet.info.name) })
    .click();
  await page.waitForTimeout(500);
  release();
  await expect(accountButton(page, address)).toBeVisible({ timeout: 20_000 });
});

test('a click on a wallet while the connect code is loading, and that load fails (a flaky network), still connects', async ({
  page,
  stack,
  demoUrl,
}) => {
  const { address } = account(stack, 8);
  const wallet = await installInjectedWallet(page, { stack, accountIndex: 8 });
  // The first request of the connect flow's chunk (the modal-open preload) is held until after the click, then
  // fails: the click waited on it, and must fetch the code again rather than be lost.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requests = 0;
  await page.route(/\/connect-flow-[^/]*\.js$/, async (route) => {
    if (requests++ > 0) return route.continue();
    await held;
    return route.abort('connectionreset');
  });
  await page.goto(demoUrl);
  await connectButton(page).click();
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
  await expect.poll(() => requests).toBe(1);
  await dialog(page)
    .getByRole('button', { name: new RegExp(wallet.info.name) })
    .click();
  await page.waitForTimeout(300);
  release();
  await expect(accountButton(page, address)).toBeVisible({ timeout: 20_000 });
  expect(requests).toBe(2);
});
