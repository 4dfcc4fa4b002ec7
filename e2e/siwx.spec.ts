import type { Page } from '@playwright/test';
import { createWalletConnectWallet, type LocalStackInfo } from '@walletdock/testing';
import {
  type InjectedWalletController,
  installInjectedWallet,
  installSolanaWallet,
} from '@walletdock/testing/playwright';
import { expect, expectNoAxeViolations, test } from './fixtures.js';
import { test as buildsTest, DEMO_BUILDS } from './hostile-directory-fixtures.js';

/**
 * Sign-in on the demo's production build, against the local stack and its reference sign-in backend
 * (`stack.services.siwxUrl`, @walletdock/testing's startSiwxServer): the demo's `?signin=on|required` gives its
 * client the backend's SIWXConfig. Every journey checks the backend itself (`GET /siwx/session` from the page,
 * with the HttpOnly session cookie), not only what the page shows.
 *
 * Dev accounts: EVM #2, #3 (switch), #4, #6, #7, #9 and Solana #3, #4 (switch). Signing in only signs messages:
 * nothing reaches the chains, so parallel specs using the same accounts are not disturbed.
 */

// ─── Page helpers ─────────────────────────────────────────────────────────────────────────────────────

const dialog = (page: Page) => page.getByRole('dialog');
const signInView = (page: Page) => dialog(page).locator('.wd-view[data-view="SIWXSignMessage"]');
const signButton = (page: Page) => dialog(page).getByRole('button', { name: 'Sign', exact: true });
const signInCard = (page: Page) => page.getByTestId('sign-in');
const connectButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' });

/** The header's account button, labelled with the shortened address ("0x1234…abcd", "HGPb…yZn6"). */
const accountButton = (page: Page, address: string) => {
  const head = address.startsWith('0x') ? address.slice(0, 6) : address.slice(0, 4);
  return page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^Open account ${head}…${address.slice(-4)}$`, 'i') });
};

function demoPage(demoUrl: string, signin: 'on' | 'required'): string {
  const url = new URL('/', demoUrl);
  url.searchParams.set('signin', signin);
  return url.toString();
}

function evmAccount(stack: LocalStackInfo, index: number): string {
  const entry = stack.accounts[index];
  if (!entry) throw new Error(`the stack has no dev account #${index}`);
  return entry.address;
}

type BackendAnswer = {
  status: number;
  sessions: { data: { accountAddress: string; chainId: string; domain: string } }[];
};

/**
 * What the reference backend says about the page's session cookie: `GET /siwx/session` from the page, with
 * credentials, at the backend's URL under the page's host name (the demo calls it so: the cookie is SameSite).
 */
async function backendSession(page: Page, stack: LocalStackInfo): Promise<BackendAnswer> {
  const siwxUrl = stack.services.siwxUrl;
  if (siwxUrl === undefined) throw new Error('the stack runs no sign-in backend');
  return page.evaluate(async (backend) => {
    const url = new URL(backend);
    url.hostname = location.hostname;
    const response = await fetch(`${url.origin}/siwx/session`, { credentials: 'include' });
    const body = (await response.json().catch(() => ({}))) as { sessions?: BackendAnswer['sessions'] };
    return { status: response.status, sessions: body.sessions ?? [] };
  }, siwxUrl);
}

/** The addresses the backend has a session for (none when it answers 401). */
async function signedInAddresses(page: Page, stack: LocalStackInfo): Promise<string[]> {
  const answer = await backendSession(page, stack);
  return answer.sessions.map((session) => session.data.accountAddress.toLowerCase());
}

/** The text of a `personal_sign` request (its first parameter, hex of the UTF-8 message). */
function personalSignText(params: unknown): string {
  const [data] = params as [string, string];
  return data.startsWith('0x') ? Buffer.from(data.slice(2), 'hex').toString('utf8') : data;
}

function personalSigns(wallet: InjectedWalletController): string[] {
  return wallet.requests.filter((r) => r.method === 'personal_sign').map((r) => personalSignText(r.params));
}

/** Connects the injected wallet from the Connect view; the sign-in view then opens by itself. */
async function connectAndExpectSignIn(page: Page, walletName: RegExp): Promise<void> {
  await connectButton(page).click();
  await dialog(page).getByRole('button', { name: walletName }).first().click();
  await expect(signInView(page)).toBeVisible({ timeout: 15_000 });
  await expect(signButton(page)).toBeVisible();
}

/** The ERC-4361 message lines every demo sign-in carries for `address` on the page. */
function expectSiweMessage(message: string, page: Page, address: string, chainId: number): void {
  const { host, origin } = new URL(page.url());
  const lines = message.split('\n');
  expect(lines.slice(0, 2)).toEqual([`${host} wants you to sign in with your Ethereum account:`, address]);
  expect(lines).toContain(`URI: ${origin}`);
  expect(lines).toContain('Version: 1');
  expect(lines).toContain(`Chain ID: ${chainId}`);
  expect(message).toMatch(/\nNonce: [A-Za-z0-9]{8,}\n/);
  expect(message).toMatch(/\nIssued At: \d{4}-\d\d-\d\dT/);
}

// ─── EVM ──────────────────────────────────────────────────────────────────────────────────────────────

test.describe('sign-in (SIWE / SIWX)', () => {
  // Wallet round trips, the backend, reloads and axe runs on a shared 2-core machine.
  test.setTimeout(60_000);

  test('EVM: connect → sign → the backend has the session → reload keeps it → a switched account is asked again', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const [alice, bob] = [evmAccount(stack, 2), evmAccount(stack, 3)];
    const chainId = stack.chains[0]?.chainId ?? 0;
    const wallet = await installInjectedWallet(page, { stack, accountIndex: 2 });
    await page.goto(demoPage(demoUrl, 'on'));
    await connectAndExpectSignIn(page, new RegExp(wallet.info.name));
    // Shown after the connect (the dialog had focus): Sign takes it.
    await expect(signButton(page)).toBeFocused();
    // Signing in follows a finished connect: no Back to the connecting view.
    await expect(dialog(page).getByRole('button', { name: /^Back$/ })).toHaveCount(0);
    await expect(signInCard(page)).toHaveAttribute('data-status', 'unauthenticated');
    expect((await backendSession(page, stack)).status).toBe(401);

    await signButton(page).click();
    await expect(dialog(page)).toBeHidden();
    const [message] = personalSigns(wallet);
    if (message === undefined) throw new Error('the wallet got no personal_sign');
    expectSiweMessage(message, page, alice, chainId);
    await expect(signInCard(page)).toHaveAttribute('data-status', 'authenticated');
    await expect(page.getByTestId('sign-in-session')).toContainText(alice);
    const answer = await backendSession(page, stack);
    expect(answer.status).toBe(200);
    expect(answer.sessions).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ accountAddress: alice, chainId: `eip155:${chainId}` }),
      }),
    ]);

    // Reload: the wallet reconnects silently and the backend's session signs the account in; no prompt.
    await page.reload();
    await expect(accountButton(page, alice)).toBeVisible();
    await expect(signInCard(page)).toHaveAttribute('data-status', 'authenticated');
    await expect(dialog(page)).toBeHidden();
    expect(personalSigns(wallet)).toHaveLength(1);

    // The wallet's user switches account: that account has no session, so the sign-in view asks again.
    await wallet.switchAccount(3);
    await expect(signInView(page)).toBeVisible();
    // Opened on the sign-in view: Sign has focus (the shell gives it the opening's focus).
    await expect(signButton(page)).toBeFocused();
    await expect(signInCard(page)).toHaveAttribute('data-status', 'unauthenticated');
    await signButton(page).click();
    await expect(dialog(page)).toBeHidden();
    expectSiweMessage(personalSigns(wallet)[1] ?? '', page, bob, chainId);
    await expect(page.getByTestId('sign-in-session')).toContainText(bob);
    expect((await signedInAddresses(page, stack)).sort()).toEqual(
      [alice.toLowerCase(), bob.toLowerCase()].sort(),
    );
  });

  test("EVM: waiting, then a declined signature shows 'Signature declined'; Try again signs in; Sign out ends the backend session", async ({
    page,
    stack,
    demoUrl,
  }) => {
    const account = evmAccount(stack, 4);
    const wallet = await installInjectedWallet(page, { stack, accountIndex: 4 });
    await page.goto(demoPage(demoUrl, 'on'));
    await connectAndExpectSignIn(page, new RegExp(wallet.info.name));
    await expectNoAxeViolations(page);

    // Waiting for the wallet.
    wallet.setMode('pending');
    const asked = wallet.waitForRequest('personal_sign');
    await signButton(page).click();
    await asked;
    await expect(dialog(page).getByRole('heading', { name: 'Check your wallet' })).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Signing…' })).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(page);

    // Declined: the view says so (once: no toast of the same text), the wallet stays connected.
    await wallet.reject();
    await expect(dialog(page).getByRole('heading', { name: 'Signature declined' })).toBeVisible();
    // Said once in the view (no toast of the same text on top), and by the demo's card.
    await expect(dialog(page).getByText('Signature declined')).toHaveCount(1);
    await expect(page.getByTestId('sign-in-error')).toHaveText('Signature declined');
    await expect(page.getByText('Signature declined')).toHaveCount(2);
    await expect(signInCard(page)).toHaveAttribute('data-status', 'unauthenticated');
    await expect(accountButton(page, account)).toBeVisible();
    expect((await backendSession(page, stack)).status).toBe(401);
    await expectNoAxeViolations(page);

    // Try again, approved this time.
    wallet.setMode('approve');
    await dialog(page).getByRole('button', { name: 'Try again' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(signInCard(page)).toHaveAttribute('data-status', 'authenticated');
    expect(await signedInAddresses(page, stack)).toEqual([account.toLowerCase()]);

    // Sign out from the demo's card: the backend forgets the session, the wallet stays connected.
    await page
      .getByRole('region', { name: 'Sign in', exact: true })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await expect(signInCard(page)).toHaveAttribute('data-status', 'unauthenticated');
    await expect.poll(async () => (await backendSession(page, stack)).status).toBe(401);
    await expect(accountButton(page, account)).toBeVisible();
  });

  test('required: Escape, the close button and the backdrop keep the view; Cancel disconnects', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const wallet = await installInjectedWallet(page, { stack, accountIndex: 9 });
    await page.goto(demoPage(demoUrl, 'required'));
    await connectAndExpectSignIn(page, new RegExp(wallet.info.name));
    await expect(dialog(page).getByText('This app requires signing in.')).toBeVisible();
    const close = dialog(page).getByRole('button', { name: 'Close' });
    await expect(close).toBeDisabled();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await close.click({ force: true });
    await page.mouse.click(4, 4); // the backdrop
    // Still asking, still connected.
    await expect(signInView(page)).toBeVisible();
    await expect(signButton(page)).toBeVisible();
    await expect(accountButton(page, evmAccount(stack, 9))).toBeVisible();

    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(connectButton(page)).toBeVisible();
    expect(personalSigns(wallet)).toEqual([]);
    expect((await backendSession(page, stack)).status).toBe(401);
  });

  test('required: a disconnect ends the backend session and a reconnect asks again; signing out disconnects', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const account = evmAccount(stack, 6);
    const wallet = await installInjectedWallet(page, { stack, accountIndex: 6 });
    await page.goto(demoPage(demoUrl, 'required'));
    await connectAndExpectSignIn(page, new RegExp(wallet.info.name));
    await signButton(page).click();
    await expect(dialog(page)).toBeHidden();
    await expect(signInCard(page)).toHaveAttribute('data-status', 'authenticated');
    expect(await signedInAddresses(page, stack)).toEqual([account.toLowerCase()]);

    // Disconnect from the Account view: the backend forgets the session with the connection.
    await accountButton(page, account).click();
    await dialog(page).getByRole('button', { name: 'Disconnect', exact: true }).click();
    await expect(connectButton(page)).toBeVisible();
    await expect(signInCard(page)).toHaveAttribute('data-status', 'unauthenticated');
    await expect.poll(async () => (await backendSession(page, stack)).sessions).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();

    // Reconnecting asks again (the wallet still trusts the site; the sign-in does not carry over).
    await connectAndExpectSignIn(page, new RegExp(wallet.info.name));
    await expect(signInCard(page)).toHaveAttribute('data-status', 'unauthenticated');
    await signButton(page).click();
    await expect(dialog(page)).toBeHidden();
    await expect(signInCard(page)).toHaveAttribute('data-status', 'authenticated');
    expect(personalSigns(wallet)).toHaveLength(2);

    // Signing out in required mode leaves: no connected account without a session.
    await page
      .getByRole('region', { name: 'Sign in', exact: true })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await expect(connectButton(page)).toBeVisible();
    await expect(page.getByTestId('account-status')).toHaveAttribute('data-status', 'disconnected');
    await expect(signInCard(page)).toHaveAttribute('data-status', 'unauthenticated');
    await expect.poll(async () => (await backendSession(page, stack)).sessions).toEqual([]);
    await expect(dialog(page)).toBeHidden();
  });

  test("turned on in the demo's card; not required: Cancel closes the modal, the account stays connected, not signed in", async ({
    page,
    stack,
    demoUrl,
  }) => {
    const account = evmAccount(stack, 7);
    const wallet = await installInjectedWallet(page, { stack, accountIndex: 7 });
    // Off by default: the card says how to turn it on; its select remembers the choice and reloads the page.
    await page.goto(demoUrl);
    await expect(page.getByTestId('sign-in-off')).toBeVisible();
    const mode = page.getByRole('combobox', { name: 'Sign-in mode' });
    await expect(mode).toHaveValue('off');
    await expectNoAxeViolations(page);
    const reloaded = page.waitForEvent('load');
    await mode.selectOption('on');
    await reloaded;
    await expect(mode).toHaveValue('on');
    await expect(signInCard(page)).toHaveAttribute('data-status', 'unauthenticated');
    expect(await page.evaluate(() => localStorage.getItem('walletdock-demo:signin'))).toBe('on');

    await connectAndExpectSignIn(page, new RegExp(wallet.info.name));
    await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeEnabled();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(accountButton(page, account)).toBeVisible();
    await expect(signInCard(page)).toHaveAttribute('data-status', 'unauthenticated');
    expect(personalSigns(wallet)).toEqual([]);
    expect((await backendSession(page, stack)).status).toBe(401);
  });

  // ─── Solana ─────────────────────────────────────────────────────────────────────────────────────────

  test('Solana: connect → Sign in with Solana → the backend has the session → reload keeps it → a switched account is asked again', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const wallet = await installSolanaWallet(page, { stack, accountIndex: 3 });
    const first = wallet.address;
    await page.goto(demoPage(demoUrl, 'on'));
    await connectAndExpectSignIn(page, new RegExp(wallet.info.name));
    await expectNoAxeViolations(page);

    await signButton(page).click();
    await expect(dialog(page)).toBeHidden();
    const signed = wallet.requests.filter((r) => r.method === 'solana:signMessage');
    expect(signed).toHaveLength(1);
    const [input] = (signed[0]?.params ?? []) as { message: Uint8Array | Record<string, number> }[];
    const message = Buffer.from(Object.values(input?.message ?? {})).toString('utf8');
    const { host } = new URL(page.url());
    expect(message.split('\n').slice(0, 2)).toEqual([
      `${host} wants you to sign in with your Solana account:`,
      first,
    ]);
    expect(message).toContain(`Chain ID: ${stack.solana.caipNetworkId.split(':')[1]}`);
    await expect(signInCard(page)).toHaveAttribute('data-status', 'authenticated');
    const answer = await backendSession(page, stack);
    expect(answer.sessions.map((s) => [s.data.accountAddress, s.data.chainId])).toEqual([
      [first, stack.solana.caipNetworkId],
    ]);

    await page.reload();
    await expect(accountButton(page, first)).toBeVisible();
    await expect(signInCard(page)).toHaveAttribute('data-status', 'authenticated');
    await expect(dialog(page)).toBeHidden();

    await wallet.switchAccount(4);
    const second = wallet.address;
    expect(second).not.toBe(first);
    await expect(signInView(page)).toBeVisible();
    await signButton(page).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByTestId('sign-in-session')).toContainText(second);
    expect((await backendSession(page, stack)).sessions.map((s) => s.data.accountAddress).sort()).toEqual(
      [first, second].sort(),
    );

    // Signing out forgets the active account's session only.
    await page
      .getByRole('region', { name: 'Sign in', exact: true })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await expect(signInCard(page)).toHaveAttribute('data-status', 'unauthenticated');
    await expect
      .poll(async () => (await backendSession(page, stack)).sessions.map((s) => s.data.accountAddress))
      .toEqual([first]);
  });

  // ─── WalletConnect ──────────────────────────────────────────────────────────────────────────────────

  test('WalletConnect: the Node wallet peer pairs, approves the session and the personal_sign: signed in', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const entry = stack.accounts[7];
    if (!entry) throw new Error('the stack has no dev account #7');
    const peer = await createWalletConnectWallet({
      relayUrl: stack.walletConnect.relayUrl,
      projectId: 'walletdock-demo',
      privateKeys: [entry.privateKey],
      chains: stack.chains,
    });
    try {
      await page.goto(demoPage(demoUrl, 'on'));
      await connectButton(page).click();
      await dialog(page)
        .getByRole('button', { name: /WalletConnect/ })
        .first()
        .click();
      const qr = dialog(page).locator('[data-uri]');
      await expect(qr).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 });
      await peer.pair((await qr.getAttribute('data-uri')) ?? '');
      await expect(signInView(page)).toBeVisible({ timeout: 20_000 });
      await expect(dialog(page).getByRole('button', { name: /^Back$/ })).toHaveCount(0);

      await signButton(page).click();
      await expect(dialog(page)).toBeHidden({ timeout: 20_000 });
      const sign = peer.log.find((e) => e.kind === 'request' && e.method === 'personal_sign');
      expect(sign).toMatchObject({ outcome: 'result' });
      if (sign?.kind !== 'request') throw new Error('the peer got no personal_sign');
      expectSiweMessage(personalSignText(sign.params), page, entry.address, stack.chains[0]?.chainId ?? 0);
      await expect(signInCard(page)).toHaveAttribute('data-status', 'authenticated');
      expect(await signedInAddresses(page, stack)).toEqual([entry.address.toLowerCase()]);
    } finally {
      await peer.close();
    }
  });
});

// ─── React 18 ─────────────────────────────────────────────────────────────────────────────────────────

buildsTest.describe('sign-in on the React 18.3 build of the demo', () => {
  buildsTest.setTimeout(60_000);
  const react18 = DEMO_BUILDS.find((build) => build.react === '18');

  buildsTest(
    'EVM: connect → sign → the backend has the session; a reload keeps it',
    async ({ page, stack, world }) => {
      if (!react18) throw new Error('the React 18 build of the demo is not listed');
      const account = evmAccount(stack, 2);
      const wallet = await installInjectedWallet(page, { stack, accountIndex: 2 });
      await page.goto(demoPage(await world.demoUrl(react18, 'pass-through'), 'on'));
      await expect(page.locator('html')).toHaveAttribute('data-react-version', /^18\./);
      await connectAndExpectSignIn(page, new RegExp(wallet.info.name));
      await signButton(page).click();
      await expect(dialog(page)).toBeHidden();
      expectSiweMessage(personalSigns(wallet)[0] ?? '', page, account, stack.chains[0]?.chainId ?? 0);
      await expect(signInCard(page)).toHaveAttribute('data-status', 'authenticated');
      expect(await signedInAddresses(page, stack)).toEqual([account.toLowerCase()]);

      await page.reload();
      await expect(signInCard(page)).toHaveAttribute('data-status', 'authenticated');
      await expect(dialog(page)).toBeHidden();
      expect(personalSigns(wallet)).toHaveLength(1);
    },
  );
});
