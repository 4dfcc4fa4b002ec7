import type { Page } from '@playwright/test';
import { createWalletConnectWallet, type LocalStackInfo } from '@walletdock/testing';
import { installInjectedWallet } from '@walletdock/testing/playwright';
import { expect, expectNoAxeViolations, routeToFillerDirectory, test } from './fixtures.js';
import { accountButton, connectButton, dialog } from './page-helpers.js';

/**
 * The visitor's journeys through the modal on the demo's production build, against the local stack: a real
 * anvil chain behind an EIP-6963 test wallet (keys in the test process), the local services server and the
 * local WalletConnect relay. Each test uses its own dev account, so parallel tests do not disturb each other's
 * balances.
 */

// ─── Page helpers ─────────────────────────────────────────────────────────────────────────────────────

/** The header's network button, labelled with the current network. */
const networkButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /current network/i });

async function openConnectView(page: Page): Promise<void> {
  await connectButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
}

/** A direct JSON-RPC read of the chain (the source of truth the page must agree with). */
async function rpc(rpcUrl: string, method: string, params: unknown[]): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: string; error?: { message: string } };
  if (body.result === undefined) throw new Error(`${method} failed: ${body.error?.message}`);
  return body.result;
}

/** Whole units of a wei amount, grouped like en-US with at most `digits` decimals (truncated). */
function wholeUnits(value: bigint, decimals = 18): string {
  const whole = value / 10n ** BigInt(decimals);
  return whole.toLocaleString('en-US');
}

function account(stack: LocalStackInfo, index: number) {
  const entry = stack.accounts[index];
  if (!entry) throw new Error(`the stack has no dev account #${index}`);
  return entry;
}

// ─── Journeys ─────────────────────────────────────────────────────────────────────────────────────────

test.describe('the modal journeys', () => {
  test('connect an injected wallet, see the real balance and tokens, switch chain, sign, reject, disconnect, reconnect and restore', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const index = 2;
    const { address } = account(stack, index);
    const [chainA, chainB] = stack.chains;
    if (!chainA || !chainB) throw new Error('the stack has two chains');
    const wallet = await installInjectedWallet(page, { stack, accountIndex: index });
    await page.goto(demoUrl);

    // Connect: the announced wallet is listed as installed.
    await openConnectView(page);
    await expectNoAxeViolations(page);
    await dialog(page)
      .getByRole('button', { name: new RegExp(wallet.info.name) })
      .click();
    await expect(dialog(page)).toBeHidden();
    await expect(accountButton(page, address)).toBeVisible();

    // Account: the real anvil balance and the token list from the services server.
    const wei = BigInt(await rpc(chainA.rpcUrl, 'eth_getBalance', [address, 'latest']));
    await accountButton(page, address).click();
    const accountView = dialog(page);
    await expect(accountView.getByRole('heading', { name: 'Account' })).toBeVisible();
    // The header's balance comes first (the Tokens tab lists the native balance too).
    await expect(
      accountView.getByText(new RegExp(`${wholeUnits(wei)}(\\.\\d+)?\\s*ETH`)).first(),
    ).toBeVisible();
    await expect(accountView.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true');
    // Dev accounts #0–#4 hold the stack's seed tokens on the first chain: 1,000,000 DOCK and 10,000 tUSD.
    const tokens = accountView.getByRole('tabpanel');
    // One number format per list (spec §9): amounts below a billion are shown whole, never cut mid-number; the
    // exact amount is its title.
    await expect(tokens.getByTitle('1,000,000 DOCK')).toHaveText(/^1,000,000/);
    await expect(tokens.getByTitle('10,000 tUSD')).toHaveText(/^10,000/);
    await expectNoAxeViolations(page);

    // Switch to the second chain from the Account view's network pill.
    await accountView.getByRole('button', { name: /switch network/i }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Choose Network' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog(page)
      .getByRole('button', { name: new RegExp(chainB.name) })
      .click();
    await expect
      .poll(() => wallet.provider.request({ method: 'eth_chainId' }))
      .toBe(`0x${chainB.chainId.toString(16)}`);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(networkButton(page)).toHaveAccessibleName(new RegExp(chainB.name));

    // Sign a message: the wallet signs with the connected account.
    const signCard = page.getByRole('region', { name: /sign a message/i });
    await signCard.getByRole('button', { name: 'Sign' }).click();
    await expect(signCard.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/);
    const signRequest = wallet.requests.find((r) => r.method === 'personal_sign');
    expect(signRequest?.outcome).toBe('success');

    // The wallet rejects the next request: the visitor sees "Signature declined".
    wallet.setMode('reject');
    await signCard.getByRole('button', { name: 'Sign' }).click();
    await expect(signCard.getByText('Signature declined')).toBeVisible();
    wallet.setMode('approve');

    // Disconnect from the Account view.
    await networkButton(page).isVisible();
    await accountButton(page, address).click();
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click();
    await expect(connectButton(page)).toBeVisible();

    // Reconnect, then reload: the session comes back without a prompt.
    await openConnectView(page);
    await dialog(page)
      .getByRole('button', { name: new RegExp(wallet.info.name) })
      .click();
    await expect(accountButton(page, address)).toBeVisible();
    const prompts = () => wallet.requests.filter((r) => r.method === 'eth_requestAccounts').length;
    const promptsBefore = prompts();
    await page.reload();
    await expect(accountButton(page, address)).toBeVisible();
    expect(prompts()).toBe(promptsBefore);
  });

  test("the NFTs tab shows the account's NFTs from the chain", async ({ page, stack, demoUrl }) => {
    // Dev account #1 owns DNFT #4 and #5 on every chain (the stack's seed).
    const wallet = await installInjectedWallet(page, { stack, accountIndex: 1 });
    await page.goto(demoUrl);
    await openConnectView(page);
    await dialog(page)
      .getByRole('button', { name: new RegExp(wallet.info.name) })
      .click();
    await accountButton(page, account(stack, 1).address).click();
    await dialog(page).getByRole('tab', { name: 'NFTs' }).click();
    const panel = dialog(page).getByRole('tabpanel');
    await expect(panel.getByText(/#4\b/).first()).toBeVisible();
    await expect(panel.getByText(/#5\b/).first()).toBeVisible();
    await expect(panel.locator('img')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('tab', { name: 'Activity' }).click();
    await expect(dialog(page).getByRole('tabpanel')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a rejected connection shows "Connection declined" and can be retried', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const wallet = await installInjectedWallet(page, { stack, accountIndex: 3, mode: 'reject' });
    await page.goto(demoUrl);
    await openConnectView(page);
    await dialog(page)
      .getByRole('button', { name: new RegExp(wallet.info.name) })
      .click();
    await expect(dialog(page).getByText('Connection declined').first()).toBeVisible();
    await expect(dialog(page).getByText('Signature declined')).toHaveCount(0);
    await expectNoAxeViolations(page);
    wallet.setMode('approve');
    await dialog(page).getByRole('button', { name: 'Try again' }).click();
    await expect(accountButton(page, account(stack, 3).address)).toBeVisible();
  });

  test('connect through WalletConnect: the wallet peer pairs with the URI of the QR view', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const peer = await createWalletConnectWallet({
      relayUrl: stack.walletConnect.relayUrl,
      projectId: 'walletdock-demo',
      privateKeys: [account(stack, 4).privateKey],
      chains: stack.chains,
    });
    // Everything stays on this machine: no request to WalletConnect's (or anyone's) cloud.
    const offMachine: string[] = [];
    const loopback = (url: string) => /^(https?|wss?):\/\/(127\.0\.0\.1|localhost|\[::1\])(:|\/)/.test(url);
    page.on('request', (request) => {
      if (!/^(data|blob):/.test(request.url()) && !loopback(request.url())) offMachine.push(request.url());
    });
    page.on('websocket', (socket) => {
      if (!loopback(socket.url())) offMachine.push(socket.url());
    });
    try {
      await page.goto(demoUrl);
      await openConnectView(page);
      await dialog(page)
        .getByRole('button', { name: /WalletConnect/ })
        .click();
      // The WalletConnect peer is a lazy chunk and pairs over the relay: the first URI takes a few seconds.
      const qr = dialog(page).locator('[data-uri]');
      await expect(qr).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 });
      await expect(dialog(page).getByRole('img', { name: /QR code/i })).toBeVisible();
      await expectNoAxeViolations(page);
      const uri = await qr.getAttribute('data-uri');
      if (!uri) throw new Error('no pairing URI');
      await peer.pair(uri);
      await expect(dialog(page)).toBeHidden();
      await expect(accountButton(page, account(stack, 4).address)).toBeVisible();
      expect(offMachine).toEqual([]);
    } finally {
      await peer.close();
    }
  });

  test('All wallets: search finds a wallet of the directory by name', async ({
    page,
    stack,
    demoUrl,
    fillerDirectoryUrl,
  }) => {
    // Page 3 of a long directory: the generated filler wallets.
    await routeToFillerDirectory(page, stack, fillerDirectoryUrl);
    const listed = await fetch(
      new URL('/getWallets?projectId=e2e&page=3&entries=40', fillerDirectoryUrl),
    ).then((r) => r.json() as Promise<{ data: { name: string }[] }>);
    const target = listed.data[7]?.name;
    if (!target) throw new Error('the directory has no wallets');
    await page.goto(demoUrl);
    await openConnectView(page);
    await dialog(page)
      .getByRole('button', { name: /All Wallets/ })
      .click();
    await expect(dialog(page).getByRole('heading', { name: 'All Wallets' })).toBeVisible();
    await expect(dialog(page).getByRole('button').filter({ hasText: /\w/ }).nth(8)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('searchbox').fill(target);
    await expect(dialog(page).getByRole('button', { name: target, exact: true })).toBeVisible();
    await dialog(page).getByRole('searchbox').fill('no such wallet anywhere');
    await expect(dialog(page).getByText(/No wallet found/)).toBeVisible();
  });

  test('keyboard only: open, move to the wallet, connect, and close with Escape', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const wallet = await installInjectedWallet(page, { stack, accountIndex: 5 });
    await page.goto(demoUrl);
    await connectButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    // Focus is inside the dialog; Tab reaches the wallet list (after the header's Close), arrows move within it.
    const focusedIsRow = () =>
      dialog(page)
        .locator('.wd-list-item')
        .evaluateAll((rows) => rows.some((row) => row.matches(':focus')));
    for (let i = 0; i < 4 && !(await focusedIsRow()); i++) await page.keyboard.press('Tab');
    expect(await focusedIsRow()).toBe(true);
    const walletRow = dialog(page).getByRole('button', { name: new RegExp(wallet.info.name) });
    const rowFocused = () => walletRow.evaluate((el) => el.matches(':focus'));
    for (let i = 0; i < 6 && !(await rowFocused()); i++) await page.keyboard.press('ArrowDown');
    await expect(walletRow).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(accountButton(page, account(stack, 5).address)).toBeVisible();
    await accountButton(page, account(stack, 5).address).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(accountButton(page, account(stack, 5).address)).toBeFocused();
  });

  test('a visitor who is not connected causes zero network requests before opening the modal', async ({
    page,
    demoUrl,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(demoUrl);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const origin = new URL(demoUrl).origin;
    const assets = requests.filter((url) => url.startsWith(origin));
    const others = requests.filter((url) => !url.startsWith(origin));
    expect(others).toEqual([]);
    // Only the page itself and its built assets: no API call, no RPC.
    for (const url of assets) expect(new URL(url).pathname).toMatch(/^\/($|index\.html$|assets\/)/);

    await openConnectView(page);
    await expect.poll(() => requests.filter((url) => !url.startsWith(origin)).length).toBeGreaterThan(0);
  });
});
