import type { Page } from '@playwright/test';
import type { LocalStackInfo } from '@walletdock/testing';
import { expect, expectNoAxeViolations, test } from './fixtures.js';

/**
 * What a visitor can try on the demo page without installing anything: the demo wallet's Solana account (a
 * Wallet Standard wallet registered by the page, holding the Solana chain's dev key #0, approving in the page's
 * own dialog), and the "put it on another network" control that moves the demo wallet's EVM account to a
 * network the app does not offer (the wrong-network flow), and back. The demo wallet holds dev accounts #0 (EVM
 * and Solana): this journey only reads their balances and signs nothing that moves funds.
 */

const DEMO_WALLET = 'Demo wallet (local dev key)';

// A cold page loads the wallet's chunks and the modal's views on a busy machine: room for it.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const dialog = (page: Page) => page.getByRole('dialog');
const approval = (page: Page) => page.locator('dialog.approval');
const card = (page: Page) => page.getByRole('region', { name: 'Demo wallet' });
const accountCard = (page: Page) => page.getByRole('region', { name: 'Account', exact: true });
const networkButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /current network/i });

async function rpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error !== undefined || !('result' in body))
    throw new Error(`${method} failed: ${body.error?.message}`);
  return body.result as T;
}

/** The whole units of an amount in base units, grouped like en-US (how the Account view starts the amount). */
function wholeUnits(value: bigint, decimals: number): string {
  return (value / 10n ** BigInt(decimals)).toLocaleString('en-US');
}

/** The Solana dev account #0's SOL (lamports) and test-token (base units) balances, read from the chain. */
async function solanaBalances(
  stack: LocalStackInfo,
  owner: string,
): Promise<{ lamports: bigint; token: bigint }> {
  const { value } = await rpc<{ value: number }>(stack.solana.rpcUrl, 'getBalance', [owner]);
  const accounts = await rpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[];
  }>(stack.solana.rpcUrl, 'getTokenAccountsByOwner', [
    owner,
    { mint: stack.solana.mint.address },
    { encoding: 'jsonParsed' },
  ]);
  const token = accounts.value.reduce(
    (sum, item) => sum + BigInt(item.account.data.parsed.info.tokenAmount.amount),
    0n,
  );
  return { lamports: BigInt(value), token };
}

async function turnOnDemoWallet(page: Page): Promise<void> {
  await page.getByRole('switch', { name: /demo wallet/i }).click();
  await expect(card(page).getByText(DEMO_WALLET)).toBeVisible();
}

test('the page names no test-only part of the stack', async ({ page, demoUrl }) => {
  await page.goto(demoUrl);
  await expect(page.getByRole('heading', { name: 'Local network' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/fault proxy|test-only/i);
});

test('the demo wallet’s Solana account connects in the page and shows its SOL and token balances', async ({
  page,
  stack,
  demoUrl,
}) => {
  const [solanaAccount] = stack.solana.accounts;
  if (!solanaAccount) throw new Error('the stack has no Solana dev account');
  const address = solanaAccount.publicKey;
  await page.goto(demoUrl);
  await turnOnDemoWallet(page);

  // "Also on Solana" adds a Wallet Standard wallet of the same name: the page detects it, for Solana.
  await card(page).getByRole('switch', { name: 'Also on Solana' }).click();
  await expect(card(page).getByTestId('demo-wallet-solana')).toContainText(address);
  await expect(card(page).getByTestId('demo-wallet-solana')).toContainText('Not connected to this page');
  const detected = page.locator('[data-testid="announced-wallet"]', { hasText: DEMO_WALLET });
  await expect(detected.and(page.locator('[data-namespace="solana"]'))).toBeVisible();
  // Both halves are marked as the page's own, and their names are shown whole beside the badge.
  await expect(detected).toHaveCount(2);
  await expect(detected.getByText('This page')).toHaveCount(2);
  for (const name of await detected.locator('.wallet-item__name').all()) {
    await expect(name).toHaveText(DEMO_WALLET);
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }

  // Connect Solana: the modal lists only Solana wallets; the demo wallet asks in its own dialog.
  await accountCard(page).getByRole('button', { name: 'Connect Solana' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
  await dialog(page)
    .getByRole('button', { name: new RegExp(DEMO_WALLET.replace(/[()]/g, '\\$&')) })
    .click();
  await expect(approval(page)).toBeVisible();
  await expect(approval(page).getByRole('heading', { name: 'Connection request' })).toBeVisible();
  await expect(approval(page)).toContainText(address);
  await expect(approval(page)).toContainText(stack.solana.name);
  await expectNoAxeViolations(page);
  await approval(page).getByRole('button', { name: 'Connect' }).click();
  await expect(approval(page)).toBeHidden();

  await expect(page.getByTestId('account-solana')).toHaveAttribute('data-status', 'connected');
  await expect(page.getByTestId('account-solana-address')).toHaveText(address);
  await expect(card(page).getByTestId('demo-wallet-solana')).toContainText('Connected to this page');

  // The Account view: the chain's SOL, and the test token in the Tokens tab.
  const { lamports, token } = await solanaBalances(stack, address);
  expect(lamports).toBeGreaterThan(0n);
  expect(token).toBeGreaterThan(0n);
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^Open account ${address.slice(0, 4)}…`) })
    .click();
  await expect(dialog(page).getByRole('heading', { name: 'Account' })).toBeVisible();
  const sol = new RegExp(`(^|\\s)${wholeUnits(lamports, 9)}(\\.\\d+)?\\s*SOL$`);
  await expect(dialog(page).getByText(sol).first()).toBeVisible();
  const tokens = dialog(page).getByRole('tabpanel');
  const { symbol, decimals } = stack.solana.mint;
  await expect(
    tokens.getByTitle(new RegExp(`^${wholeUnits(token, decimals)}(\\.\\d+)? ${symbol}$`)),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();

  // A signature on Solana asks in the page, shows the message, and is verified by the chain's key.
  const sign = page.getByRole('region', { name: 'Sign a message' });
  await sign.getByLabel('Message').fill('Signed by the in-page Solana wallet');
  await sign.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(approval(page)).toContainText('Signed by the in-page Solana wallet');
  await approval(page).getByRole('button', { name: 'Sign' }).click();
  await expect(sign.getByTestId('signature')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/);

  // A reload restores the Solana session without asking (the wallet remembers the page, like an extension).
  await page.reload();
  await expect(page.getByTestId('account-solana')).toHaveAttribute('data-status', 'connected');
  await expect(page.getByTestId('account-solana-address')).toHaveText(address);
  await expect(approval(page)).toBeHidden();

  // Off again: the wallet leaves, and the page is no longer connected on Solana.
  await card(page).getByRole('switch', { name: 'Also on Solana' }).click();
  await expect(page.getByTestId('account-solana')).toHaveAttribute('data-status', 'disconnected');
  await expect(page.locator('[data-testid="announced-wallet"][data-namespace="solana"]')).toHaveCount(0);
});

test('“Put it on another network” moves the demo wallet to a network the app does not offer, and back', async ({
  page,
  stack,
  demoUrl,
}) => {
  const [chainA, chainB] = stack.chains;
  if (!chainA || !chainB) throw new Error('the stack has two chains');
  await page.goto(demoUrl);
  await turnOnDemoWallet(page);
  await expect(card(page).getByTestId('demo-wallet-chain')).toHaveText(`${chainA.name} (${chainA.chainId})`);

  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog(page)
    .getByRole('button', { name: new RegExp(DEMO_WALLET.replace(/[()]/g, '\\$&')) })
    .click();
  await approval(page).getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByTestId('account-status')).toHaveText('Connected');

  // Off to Ethereum, which the demo does not configure: WalletDock's wrong-network view opens by itself.
  await card(page).getByRole('button', { name: 'Put it on another network' }).click();
  await expect(card(page).getByTestId('demo-wallet-chain')).toHaveText('Ethereum (1)');
  await expect(dialog(page).getByRole('heading', { name: 'Switch Network' })).toBeVisible();
  await expect(dialog(page).getByText('Your wallet is on Ethereum')).toBeVisible();
  await expect(networkButton(page)).toHaveAccessibleName(/Wrong network/);
  await expect(page.getByTestId('account-network')).toContainText('Not offered by this app');
  await expectNoAxeViolations(page);

  // Switching in the modal asks the demo wallet, which moves to the chosen network.
  await dialog(page)
    .getByRole('list', { name: 'Available networks' })
    .getByRole('button', { name: new RegExp(chainB.name) })
    .click();
  await expect(approval(page).getByRole('heading', { name: 'Switch network' })).toBeVisible();
  await expect(approval(page)).toContainText('Ethereum (1)');
  await approval(page).getByRole('button', { name: 'Switch network' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(card(page).getByTestId('demo-wallet-chain')).toHaveText(`${chainB.name} (${chainB.chainId})`);
  await expect(networkButton(page)).toHaveAccessibleName(new RegExp(chainB.name));
  await expect(networkButton(page)).not.toHaveAccessibleName(/Wrong network/);

  // Away again, then back with the card's control: the wrong network is gone without the modal.
  await card(page).getByRole('button', { name: 'Put it on another network' }).click();
  await expect(networkButton(page)).toHaveAccessibleName(/Wrong network/);
  await expect(dialog(page).getByRole('heading', { name: 'Switch Network' })).toBeVisible();
  await page.keyboard.press('Escape');
  await card(page)
    .getByRole('button', { name: `Back to ${chainA.name}` })
    .click();
  await expect(card(page).getByTestId('demo-wallet-chain')).toHaveText(`${chainA.name} (${chainA.chainId})`);
  await expect(networkButton(page)).toHaveAccessibleName(new RegExp(chainA.name));
  await expect(networkButton(page)).not.toHaveAccessibleName(/Wrong network/);
  await expect(page.getByTestId('account-status')).toHaveText('Connected');
});
