import { installInjectedWallet } from '@walletdock/testing/playwright';
import { expect, expectNoAxeViolations, test } from './fixtures.js';

test.describe('wallet discovery on the demo page', () => {
  test('the demo shows the local chains it was served with', async ({ page, stack, demoUrl }) => {
    await page.goto(demoUrl);
    for (const chain of stack.chains) {
      await expect(page.getByText(chain.rpcUrl)).toBeVisible();
    }
    // WalletDock's own button in the header, and the account card says nobody is connected yet.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    await expect(page.getByTestId('account-status')).toHaveText('Not connected');
    await expect(page.getByTestId('account-network')).toContainText(stack.chains[0]?.name ?? '?');
    await expect(page.getByRole('button', { name: 'Sign', exact: true })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('WalletDock discovers every EIP-6963 wallet injected into the page', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const first = await installInjectedWallet(page, { stack });
    const second = await installInjectedWallet(page, {
      stack,
      name: 'Second Test Wallet',
      rdns: 'dev.walletdock.secondwallet',
    });
    await page.goto(demoUrl);

    const wallets = page.getByTestId('announced-wallet');
    await expect(wallets).toHaveCount(2);
    await expect(
      page.locator(`[data-testid="announced-wallet"][data-rdns="${first.info.rdns}"]`),
    ).toContainText(first.info.name);
    await expect(
      page.locator(`[data-testid="announced-wallet"][data-rdns="${second.info.rdns}"]`),
    ).toContainText('Second Test Wallet');
    await expectNoAxeViolations(page);

    // The announced provider is live: a page-side request reaches the wallet in the test process.
    const chainId = await page.evaluate(async (rdns) => {
      return await new Promise<string>((resolve, reject) => {
        window.addEventListener('eip6963:announceProvider', (event) => {
          const { info, provider } = (event as CustomEvent).detail;
          if (info.rdns === rdns) provider.request({ method: 'eth_chainId' }).then(resolve, reject);
        });
        window.dispatchEvent(new Event('eip6963:requestProvider'));
      });
    }, first.info.rdns);
    expect(Number.parseInt(chainId, 16)).toBe(stack.chains[0]?.chainId);
  });

  test('lists the opt-in demo wallet once it is switched on, and forgets it when switched off', async ({
    page,
    demoUrl,
  }) => {
    await page.goto(demoUrl);
    await expect(page.getByTestId('announced-wallets-empty')).toBeVisible();
    await expect(page.getByTestId('announced-wallet')).toHaveCount(0);
    const demoWallet = page.locator(
      '[data-testid="announced-wallet"][data-rdns="dev.walletdock.demowallet"]',
    );
    await page.getByRole('switch', { name: /demo wallet/i }).click();
    await expect(demoWallet).toBeVisible();
    await page.reload();
    await expect(demoWallet).toBeVisible();
    await page.getByRole('switch', { name: /demo wallet/i }).click();
    await expect(page.getByTestId('announced-wallet')).toHaveCount(0);
  });

  test('connects the demo wallet through the modal, signs a message, and shows a declined signature', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const [account] = stack.accounts;
    if (!account) throw new Error('the stack has no account');
    await page.goto(demoUrl);
    await page.getByRole('switch', { name: /demo wallet/i }).click();
    await expect(page.getByTestId('announced-wallet')).toHaveCount(1);

    // The header's ConnectButton opens WalletDock's modal; the demo wallet is listed there.
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    await page.getByRole('button', { name: /Demo wallet \(local dev key\)/ }).click();
    // The demo wallet asks before connecting, like a wallet popup.
    const approval = page.locator('dialog.approval');
    await expect(approval).toBeVisible();
    await approval.getByRole('button').last().click();

    await expect(page.getByTestId('account-status')).toHaveText('Connected');
    await expect(page.getByTestId('account-address')).toHaveText(account.address);
    await expect(page.getByTestId('account-wallet')).toHaveText('Demo wallet (local dev key)');
    // Connected: the header shows the account and network buttons instead of Connect.
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0);
    await expect(header.locator(`[data-address="${account.address}"]`)).toBeVisible();
    await expect(header.getByRole('button', { name: /current network/ })).toContainText(
      stack.chains[0]?.name ?? '?',
    );

    // Approved: the signature is shown; it is personal_sign's 65 bytes.
    const sign = page.getByRole('region', { name: 'Sign a message' });
    await sign.getByLabel('Message').fill('Signed in the e2e test');
    await sign.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(approval).toContainText('Signed in the e2e test');
    await approval.getByRole('button').last().click();
    await expect(sign.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/);
    await expectNoAxeViolations(page);

    // Rejected in the wallet: the catalogue's text, exactly.
    await sign.getByRole('button', { name: 'Sign', exact: true }).click();
    await approval.getByRole('button', { name: 'Reject' }).click();
    await expect(sign.getByTestId('sign-error')).toHaveText('Signature declined');
    await expect(sign.getByTestId('signature')).toHaveCount(0);
    await expect(sign.getByRole('status')).toContainText('Signature declined');

    // A reload restores the session without asking (the demo wallet remembers the page, like an extension).
    await page.reload();
    await expect(page.getByTestId('account-status')).toHaveText('Connected');
    await expect(page.getByTestId('account-address')).toHaveText(account.address);
    await expect(approval).toBeHidden();

    // Disconnect from the account card: back to the Connect button, the outcome is gone.
    await page
      .getByRole('region', { name: 'Account', exact: true })
      .getByRole('button', { name: 'Disconnect' })
      .click();
    await expect(page.getByTestId('account-status')).toHaveText('Not connected');
    await expect(header.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    await expect(sign.getByTestId('sign-error')).toHaveCount(0);

    // Disconnected, a reload stays disconnected.
    await page.reload();
    await expect(page.getByTestId('announced-wallet')).toHaveCount(1);
    await expect(page.getByTestId('account-status')).toHaveText('Not connected');
  });
});
