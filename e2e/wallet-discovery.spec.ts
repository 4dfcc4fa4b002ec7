import { installInjectedWallet } from '@walletdock/testing/playwright';
import { expect, expectNoAxeViolations, test } from './fixtures.js';

test.describe('wallet discovery on the demo page', () => {
  test('the demo shows the local chains it was served with', async ({ page, stack, demoUrl }) => {
    await page.goto(demoUrl);
    for (const chain of stack.chains) {
      await expect(page.getByText(chain.rpcUrl)).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('discovers every EIP-6963 wallet injected into the page', async ({ page, stack, demoUrl }) => {
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

  test('lists the opt-in demo wallet once it is switched on', async ({ page, demoUrl }) => {
    await page.goto(demoUrl);
    await expect(page.getByTestId('announced-wallet')).toHaveCount(0);
    await page.getByRole('switch', { name: /demo wallet/i }).click();
    await expect(
      page.locator('[data-testid="announced-wallet"][data-rdns="dev.walletdock.demowallet"]'),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.locator('[data-testid="announced-wallet"][data-rdns="dev.walletdock.demowallet"]'),
    ).toBeVisible();
  });
});
