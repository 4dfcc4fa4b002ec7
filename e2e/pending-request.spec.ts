import { devices, type Page } from '@playwright/test';
import type { LocalStackInfo } from '@walletdock/testing';
import { type InjectedWalletController, installInjectedWallet } from '@walletdock/testing/playwright';
import { expect, expectNoAxeViolations, test } from './fixtures.js';
import { test as buildsTest, DEMO_BUILDS } from './hostile-directory-fixtures.js';

/**
 * A wallet that never answers a signing or transaction request: the visitor is not stuck on
 * "Confirm the request in your wallet…". The request is cancelled from the demo's card or from the modal's
 * Account view; the card then reads "Request cancelled" and works again. EIP-1193 gives a page no way to
 * withdraw a request, so the wallet still holds it: when it answers late, nothing on the page changes.
 *
 * The wallet is the injected EIP-6963 test wallet in `pending` mode (every request needing consent waits for the
 * test). Nothing is ever sent to the chain, so the dev accounts used here keep their state.
 */

const dialog = (page: Page) => page.getByRole('dialog');
const signCard = (page: Page) => page.getByRole('region', { name: /sign a message/i });
const sendCard = (page: Page) => page.getByRole('region', { name: /send a test transaction/i });
const CANCELLED = /Request cancelled/;

function address(stack: LocalStackInfo, index: number): string {
  const entry = stack.accounts[index];
  if (!entry) throw new Error(`the stack has no dev account #${index}`);
  return entry.address;
}

/** The header's account button, labelled with the short address. */
const accountButton = (page: Page, account: string) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`${account.slice(0, 6)}.*${account.slice(-4)}`, 'i') });

/** Connects the pending-mode wallet: the visitor picks it, the wallet's user approves the connect request. */
async function connect(page: Page, wallet: InjectedWalletController, account: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  const asked = wallet.waitForRequest('eth_requestAccounts');
  await dialog(page)
    .getByRole('button', { name: new RegExp(wallet.info.name) })
    .click();
  await wallet.approve((await asked).id);
  await expect(dialog(page)).toBeHidden();
  await expect(accountButton(page, account)).toBeVisible();
}

test.describe('a wallet request the wallet never answers', () => {
  // Two journeys of several wallet round trips and axe runs each; the machine is shared (see multi-chain.spec.ts).
  test.setTimeout(60_000);

  test('is cancelled from the demo: "Request cancelled", the wallet’s late answer ignored, Sign works again', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const account = address(stack, 6);
    const wallet = await installInjectedWallet(page, { stack, accountIndex: 6, mode: 'pending' });
    await page.goto(demoUrl);
    await connect(page, wallet, account);

    // Sign: the wallet holds the request; the card waits and offers Cancel.
    const card = signCard(page);
    const asked = wallet.waitForRequest('personal_sign');
    await card.getByRole('button', { name: 'Sign' }).click();
    const request = await asked;
    await expect(card.getByText('Confirm the request in your wallet…')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Signing…' })).toBeDisabled();

    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByTestId('sign-cancelled')).toHaveText(CANCELLED);
    await expect(card.getByText('Confirm the request in your wallet…')).toBeHidden();
    await expect(card.getByRole('button', { name: 'Cancel' })).toBeHidden();
    await expect(card.getByRole('button', { name: 'Sign' })).toBeEnabled();
    // A cancel is the visitor's choice, not a decline: no "Signature declined" anywhere.
    await expect(page.getByText('Signature declined')).toHaveCount(0);
    // EIP-1193 cannot withdraw it: the wallet still shows it. Its late answer changes nothing on the page.
    expect(wallet.pendingRequests().map((r) => r.id)).toContain(request.id);
    await wallet.approve(request.id);
    await expect(card.getByTestId('sign-cancelled')).toHaveText(CANCELLED);
    await expect(card.getByTestId('signature')).toHaveCount(0);

    // Sign is usable again: a new request, answered this time, shows its signature.
    const again = wallet.waitForRequest('personal_sign');
    await card.getByRole('button', { name: 'Sign' }).click();
    await wallet.approve((await again).id);
    await expect(card.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/);

    // The same for a transaction: Cancel while the wallet holds eth_sendTransaction.
    const tx = sendCard(page);
    const sendAsked = wallet.waitForRequest('eth_sendTransaction');
    await tx.getByRole('button', { name: 'Send', exact: true }).click();
    const sendRequest = await sendAsked;
    await expect(tx.getByText('Confirm the transaction in your wallet…')).toBeVisible();
    await tx.getByRole('button', { name: 'Cancel' }).click();
    await expect(tx.getByTestId('tx-cancelled')).toHaveText(CANCELLED);
    await expect(tx.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
    await wallet.reject(sendRequest.id);
    await expect(tx.getByTestId('tx-cancelled')).toHaveText(CANCELLED);
    await expect(page.getByText(/(Signature|Transaction) declined/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("is cancelled from the modal's Account view, and the demo shows the outcome", async ({
    page,
    stack,
    demoUrl,
  }) => {
    const account = address(stack, 7);
    const wallet = await installInjectedWallet(page, { stack, accountIndex: 7, mode: 'pending' });
    await page.goto(demoUrl);
    await connect(page, wallet, account);

    // A signature waits; the visitor opens the account: the notice is under the tab panel of the Account view.
    const asked = wallet.waitForRequest('personal_sign');
    await signCard(page).getByRole('button', { name: 'Sign' }).click();
    await asked;
    await accountButton(page, account).click();
    const view = dialog(page);
    await expect(view.getByRole('heading', { name: 'Account' })).toBeVisible();
    const notice = view.getByRole('list', { name: 'Pending wallet requests' });
    await expect(notice.getByText('Confirm the request in your wallet')).toBeVisible();
    await expect(notice.getByText(/Sign a message · /)).toBeVisible();
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: 'Cancel request' }).click();
    await expect(notice).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(signCard(page).getByTestId('sign-cancelled')).toHaveText(CANCELLED);
    await expect(signCard(page).getByRole('button', { name: 'Sign' })).toBeEnabled();

    // A transaction the same way.
    const sendAsked = wallet.waitForRequest('eth_sendTransaction');
    await sendCard(page).getByRole('button', { name: 'Send', exact: true }).click();
    await sendAsked;
    await accountButton(page, account).click();
    await expect(notice.getByText(/Send a transaction · /)).toBeVisible();
    await notice.getByRole('button', { name: 'Cancel request' }).click();
    await expect(notice).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(sendCard(page).getByTestId('tx-cancelled')).toHaveText(CANCELLED);
    await expect(page.getByText(/(Signature|Transaction) declined/)).toHaveCount(0);
  });
});

// The same on the other end of the peer range and of the screen sizes: the React 18.3 build of the demo, on a phone.
buildsTest.describe('a wallet request the wallet never answers (React 18, phone)', () => {
  const { defaultBrowserType: _ignored, ...phone } = devices['Pixel 7'];
  buildsTest.use(phone);
  buildsTest.setTimeout(60_000);
  const react18 = DEMO_BUILDS.find((build) => build.react === '18');

  buildsTest('is cancelled from the Account view and from the demo', async ({ page, stack, world }) => {
    if (!react18) throw new Error('the React 18 build of the demo is not listed');
    const account = address(stack, 8);
    const wallet = await installInjectedWallet(page, { stack, accountIndex: 8, mode: 'pending' });
    await page.goto(await world.demoUrl(react18, 'pass-through'));
    await expect(page.locator('html')).toHaveAttribute('data-react-version', /^18\./);
    await connect(page, wallet, account);

    // From the modal's Account view (a bottom sheet on a phone).
    const card = signCard(page);
    const asked = wallet.waitForRequest('personal_sign');
    await card.getByRole('button', { name: 'Sign' }).click();
    await asked;
    await accountButton(page, account).click();
    const notice = dialog(page).getByRole('list', { name: 'Pending wallet requests' });
    await expect(notice.getByText(/Sign a message · /)).toBeVisible();
    await notice.getByRole('button', { name: 'Cancel request' }).click();
    await expect(notice).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(card.getByTestId('sign-cancelled')).toHaveText(CANCELLED);

    // From the demo's card.
    const again = wallet.waitForRequest('personal_sign');
    await card.getByRole('button', { name: 'Sign' }).click();
    await again;
    await expect(card.getByText('Confirm the request in your wallet…')).toBeVisible();
    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByTestId('sign-cancelled')).toHaveText(CANCELLED);
    await expect(card.getByRole('button', { name: 'Sign' })).toBeEnabled();
    await expect(page.getByText('Signature declined')).toHaveCount(0);
  });
});
