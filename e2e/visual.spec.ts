import type { Locator, Page } from '@playwright/test';
import type { LocalStackInfo } from '@walletdock/testing';
import { installInjectedWallet, installSolanaWallet } from '@walletdock/testing/playwright';
import { expect, test } from './fixtures.js';
import {
  DEVICES,
  type DeviceName,
  dialog,
  LOOKS,
  type Look,
  lookUrl,
  registeredViews,
  settle,
  shootLooks,
} from './visual-fixtures.js';

/**
 * Visual regression: every view of the modal, in light and dark, English and German, on a desktop
 * window and a phone (the bottom sheet), against the demo's production build and the local stack. Each test
 * reaches its states once and shoots the four looks of each in place. Baselines: e2e/visual.spec.ts-snapshots/;
 * after an intended change of the modal's look, regenerate them with
 *   pnpm --filter ./apps/demo build && pnpm exec playwright test e2e/visual.spec.ts --update-snapshots
 * and look at the changed PNGs before committing them (docs/testing.md).
 *
 * Run-dependent pixels are masked: the QR code and its pairing URI (new every run) and the Activity tab's times.
 * Everything else is fixed by the stack: anvil's default mnemonic and the Solana dev seeds give the same
 * accounts on every run, the seed the same balances, tokens and NFTs, the directory is generated
 * deterministically. Dev accounts: EVM #0 and Solana #0, which no other spec moves funds from (connecting
 * changes nothing).
 */

const EVM_INDEX = 0;
const SOLANA_INDEX = 0;

/**
 * The screenshot cases of every registered view (packages/react/src/views/registry.ts). A view added to the
 * registry without a case here fails the first test below: add its case (a test that reaches it and calls
 * `shootLooks`), or list it in EXEMPT with the reason.
 */
const CASES: Record<string, readonly string[]> = {
  Connect: ['connect', 'connect-directory-down'],
  AllWallets: ['all-wallets', 'all-wallets-search', 'all-wallets-directory-down'],
  ConnectingWalletConnectBasic: ['walletconnect', 'walletconnect-apps'],
  ConnectingExternal: ['connecting-waiting', 'connecting-declined'],
  NamespacePicker: ['namespace-picker'],
  Networks: ['networks'],
  UnsupportedChain: ['unsupported-chain'],
  WhatIsAWallet: ['what-is-a-wallet'],
  GetWallet: ['get-wallet'],
  SIWXSignMessage: ['siwx-sign', 'siwx-waiting', 'siwx-declined'],
  Account: [
    'account-evm-tokens',
    'account-evm-nfts',
    'account-evm-activity',
    'account-solana-tokens',
    'account-solana-nfts',
    'account-solana-activity',
    'account-services-down-tokens',
    'account-services-down-nfts',
    'account-services-down-activity',
  ],
  WalletReceive: ['receive'],
  WalletSend: ['send-empty', 'send-form', 'send-form-problem'],
  WalletSendSelectToken: ['send-select-token'],
  WalletSendPreview: ['send-review', 'send-waiting', 'send-declined'],
};

/** Registered views without a screenshot case, each with the reason. */
const EXEMPT: Record<string, string> = {
  ConnectingSiwe:
    'the same component as SIWXSignMessage (views/siwx/sign-in-view.tsx, registered under both names), shot as that; core routes only to SIWXSignMessage',
};

test('every view of the modal has a screenshot case (or an exemption with a reason)', () => {
  const views = registeredViews();
  expect(views.length, 'views found in registry.ts').toBeGreaterThan(0);
  const missing = views.filter((view) => !(view in CASES) && !(view in EXEMPT));
  expect(missing, 'registered views without a case in visual.spec.ts').toEqual([]);
  const stale = Object.keys({ ...CASES, ...EXEMPT }).filter((view) => !views.includes(view));
  expect(stale, 'cases of views that are no longer registered').toEqual([]);
});

// ─── Helpers ──────────────────────────────────────────────────────────────────────────────────────────

const FIRST_LOOK = LOOKS[0] as Look;

/** Shoots a declared case (the view must list it in CASES). */
async function shoot(page: Page, device: DeviceName, view: string, name: string, mask: Locator[] = []) {
  expect(CASES[view], `${name} is a case of ${view}`).toContain(name);
  await shootLooks(page, device, view, name, { mask });
}

function devAccounts(stack: LocalStackInfo) {
  const evm = stack.accounts[EVM_INDEX];
  const solana = stack.solana.accounts[SOLANA_INDEX];
  if (!evm || !solana) throw new Error('the stack lacks a dev account');
  return { evm: evm.address, solana: solana.publicKey };
}

const connectButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' });

async function openConnect(page: Page): Promise<void> {
  await connectButton(page).click();
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
}

/** The Connect view's "All Wallets" row shows the directory's count: the directory answered. */
async function expectDirectoryCount(page: Page): Promise<void> {
  await expect(dialog(page).getByRole('button', { name: /All Wallets/ })).toContainText(/\d/, {
    timeout: 10_000,
  });
}

/** Connects the wallet named `name` from the Connect view; the modal closes. */
async function connectFromList(page: Page, name: string): Promise<void> {
  await openConnect(page);
  await dialog(page)
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  await expect(dialog(page)).toBeHidden();
}

/** Opens the Account view from the header's account button (labelled with the shortened address). */
async function openAccount(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Open account/ })
    .click();
  await expect(dialog(page).getByRole('heading', { name: 'Account' })).toBeVisible();
}

/** Shoots the Account view's tabs (Tokens, NFTs, Activity), each as `<prefix>-<tab>`. */
async function shootAccountTabs(page: Page, device: DeviceName, prefix: string): Promise<void> {
  const view = dialog(page);
  await expect(view.getByRole('tablist')).toBeVisible();
  for (const [tab, name] of [
    ['Tokens', 'tokens'],
    ['NFTs', 'nfts'],
    ['Activity', 'activity'],
  ] as const) {
    const tabButton = view.getByRole('tab', { name: tab });
    await tabButton.click();
    await expect(tabButton).toHaveAttribute('aria-selected', 'true');
    // Times change with the clock: the rows' relative times ("2 min ago") and the months' headings.
    const panel = view.getByRole('tabpanel');
    await shoot(page, device, 'Account', `${prefix}-${name}`, [
      panel.locator('time'),
      panel.getByRole('heading', { level: 3 }),
    ]);
  }
}

// ─── The views, per device ────────────────────────────────────────────────────────────────────────────

for (const device of Object.keys(DEVICES) as DeviceName[]) {
  test.describe(`${device}`, () => {
    // Each test shoots 4 looks of up to 6 states (2 screenshots each until stable): room for a loaded machine.
    test.describe.configure({ timeout: 120_000 });
    test.use({
      ...DEVICES[device],
      colorScheme: 'light',
      locale: 'en-US',
      timezoneId: 'UTC',
      contextOptions: { reducedMotion: 'reduce' },
    });

    test('Connect, All Wallets (list, search) and the WalletConnect QR code', async ({
      page,
      stack,
      demoUrl,
    }) => {
      await installInjectedWallet(page, { stack, accountIndex: EVM_INDEX });
      await installSolanaWallet(page, { stack, accountIndex: SOLANA_INDEX });
      await page.goto(lookUrl(demoUrl, FIRST_LOOK));
      await openConnect(page);
      await expectDirectoryCount(page);
      await shoot(page, device, 'Connect', 'connect');

      // The newcomer's help: what a wallet is, then wallets to get (from the directory).
      await dialog(page).getByRole('button', { name: 'I don’t have a wallet' }).click();
      await expect(dialog(page).getByRole('heading', { name: 'What is a wallet?' })).toBeVisible();
      await shoot(page, device, 'WhatIsAWallet', 'what-is-a-wallet');
      await dialog(page).getByRole('button', { name: 'Get a wallet' }).click();
      await expect(dialog(page).getByRole('heading', { name: 'Get a Wallet' })).toBeVisible();
      await expect(dialog(page).getByRole('link').first()).toBeVisible();
      await shoot(page, device, 'GetWallet', 'get-wallet');
      await dialog(page).getByRole('button', { name: 'I have a wallet now' }).click();
      await expect(dialog(page).getByRole('button', { name: /All Wallets/ })).toBeVisible();

      await dialog(page)
        .getByRole('button', { name: /All Wallets/ })
        .click();
      await expect(dialog(page).getByRole('searchbox')).toBeVisible();
      await shoot(page, device, 'AllWallets', 'all-wallets');

      // A word many wallets' names hold (a phone lists only the wallets with a mobile link).
      await dialog(page).getByRole('searchbox').fill('Wallet');
      // The search results, not the list still shown while the search waits for the typing to stop (a faster
      // run shot that list with the search's spinner, 2026-11-29): every wallet listed matches.
      await expect
        .poll(async () => {
          const names = await dialog(page)
            .getByRole('list', { name: 'All Wallets' })
            .getByRole('button')
            .allInnerTexts();
          return names.length > 0 && names.every((name) => /wallet/i.test(name));
        })
        .toBe(true);
      await shoot(page, device, 'AllWallets', 'all-wallets-search');

      await dialog(page)
        .getByRole('button', { name: /^Back$/ })
        .click();
      await dialog(page)
        .getByRole('button', { name: /WalletConnect/ })
        .first()
        .click();
      const qr = dialog(page).locator('[data-uri]');
      if (device === 'phone') {
        // A phone lists the wallet apps to open with the pairing URI; the QR code is one tap away.
        const showQr = dialog(page).getByRole('button', { name: 'Show QR code' });
        await expect(showQr).toBeVisible({ timeout: 20_000 });
        await shoot(page, device, 'ConnectingWalletConnectBasic', 'walletconnect-apps');
        await showQr.click();
      }
      await expect(qr).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 });
      // The QR code encodes a new pairing URI every run.
      await shoot(page, device, 'ConnectingWalletConnectBasic', 'walletconnect', [qr]);
    });

    test('ConnectingExternal: waiting for the wallet, then declined', async ({ page, stack, demoUrl }) => {
      const wallet = await installInjectedWallet(page, { stack, accountIndex: EVM_INDEX, mode: 'pending' });
      await page.goto(lookUrl(demoUrl, FIRST_LOOK));
      await openConnect(page);
      await dialog(page)
        .getByRole('button', { name: new RegExp(wallet.info.name) })
        .first()
        .click();
      await wallet.waitForRequest('eth_requestAccounts');
      await shoot(page, device, 'ConnectingExternal', 'connecting-waiting');

      await wallet.reject();
      await expect(dialog(page).getByRole('button', { name: /Try again/i })).toBeVisible();
      await shoot(page, device, 'ConnectingExternal', 'connecting-declined');
    });

    test('Sign-in (SIWXSignMessage): asking, waiting for the wallet, declined', async ({
      page,
      stack,
      demoUrl,
    }) => {
      const wallet = await installInjectedWallet(page, { stack, accountIndex: EVM_INDEX });
      // The demo's sign-in turned on (`?signin=on`): its client signs in through the stack's sign-in server.
      await page.goto(lookUrl(demoUrl, FIRST_LOOK, { signin: 'on' }));
      await openConnect(page);
      await dialog(page)
        .getByRole('button', { name: new RegExp(wallet.info.name) })
        .first()
        .click();
      // Connected without a session: the demo's client (its `siwx` option) asks to sign in.
      await expect(dialog(page).locator('.wd-view[data-view="SIWXSignMessage"]')).toBeVisible({
        timeout: 15_000,
      });
      await shoot(page, device, 'SIWXSignMessage', 'siwx-sign');

      wallet.setMode('pending');
      await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
      await wallet.waitForRequest('personal_sign');
      await shoot(page, device, 'SIWXSignMessage', 'siwx-waiting');

      await wallet.reject();
      await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible();
      await shoot(page, device, 'SIWXSignMessage', 'siwx-declined');
    });

    test('NamespacePicker: a wallet in both namespaces', async ({ page, stack, demoUrl }) => {
      // The same name in both namespaces: one wallet with two connectors (core's isSameWallet).
      const name = 'WalletDock Test Wallet';
      await installInjectedWallet(page, { stack, accountIndex: EVM_INDEX, name });
      await installSolanaWallet(page, { stack, accountIndex: SOLANA_INDEX, name });
      await page.goto(lookUrl(demoUrl, FIRST_LOOK));
      await openConnect(page);
      await dialog(page)
        .getByRole('button', { name: new RegExp(name) })
        .first()
        .click();
      await shoot(page, device, 'NamespacePicker', 'namespace-picker');
    });

    test('EVM account: Tokens, NFTs, Activity; Networks; UnsupportedChain', async ({
      page,
      stack,
      demoUrl,
    }) => {
      const [first] = stack.chains;
      if (!first) throw new Error('the stack has no chain');
      // A chain the wallet knows and the app does not (mainnet's id, served by the first anvil chain).
      const foreign = { ...first, chainId: 1, name: 'Ethereum' };
      const wallet = await installInjectedWallet(page, {
        stack: { chains: [...stack.chains, foreign], accounts: stack.accounts },
        accountIndex: EVM_INDEX,
      });
      await page.goto(lookUrl(demoUrl, FIRST_LOOK));
      await connectFromList(page, wallet.info.name);
      await openAccount(page);
      await shootAccountTabs(page, device, 'account-evm');

      await dialog(page)
        .getByRole('button', { name: /switch network/i })
        .click();
      await expect(dialog(page).getByRole('heading', { name: 'Choose Network' })).toBeVisible();
      await shoot(page, device, 'Networks', 'networks');

      await wallet.switchChain(foreign.chainId);
      await expect(dialog(page).locator('.wd-view[data-view="UnsupportedChain"]')).toBeVisible();
      await shoot(page, device, 'UnsupportedChain', 'unsupported-chain');
    });

    test('Receive; Send: the form, a problem, the token picker, the review, waiting, declined', async ({
      page,
      stack,
      demoUrl,
    }) => {
      const receiver = stack.accounts[2]?.address;
      if (!receiver) throw new Error('the stack lacks dev account #2');
      const wallet = await installInjectedWallet(page, { stack, accountIndex: EVM_INDEX });
      await page.goto(lookUrl(demoUrl, FIRST_LOOK));
      await connectFromList(page, wallet.info.name);
      await openAccount(page);
      const actions = dialog(page).getByRole('list', { name: 'Wallet actions' });

      await actions.getByRole('button', { name: 'Receive', exact: true }).click();
      // The QR code of a dev account: the same on every run.
      await expect(dialog(page).getByRole('img', { name: /^QR code of your address/ })).toBeVisible();
      await shoot(page, device, 'WalletReceive', 'receive');
      await dialog(page).getByRole('button', { name: 'Back', exact: true }).click();

      await actions.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(dialog(page).getByRole('textbox', { name: 'Amount' })).toBeFocused();
      await shoot(page, device, 'WalletSend', 'send-empty');

      await dialog(page).getByRole('button', { name: 'Select token' }).click();
      await expect(dialog(page).getByRole('list', { name: 'Your tokens' })).toBeVisible();
      await shoot(page, device, 'WalletSendSelectToken', 'send-select-token');
      await dialog(page)
        .getByRole('list', { name: 'Your tokens' })
        .getByRole('button', { name: /DOCK/ })
        .click();
      await expect(dialog(page).getByRole('button', { name: 'Change token, DOCK selected' })).toBeVisible();

      await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('0.5');
      await dialog(page).getByRole('textbox', { name: 'To', exact: true }).fill(receiver);
      await expect(dialog(page).getByRole('button', { name: 'Review', exact: true })).toBeEnabled();
      await shoot(page, device, 'WalletSend', 'send-form');

      await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('99999999');
      await expect(dialog(page).getByText('The amount is more than your balance')).toBeVisible();
      await shoot(page, device, 'WalletSend', 'send-form-problem');

      await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('0.5');
      await dialog(page).getByRole('button', { name: 'Review', exact: true }).click();
      await expect(dialog(page).getByText('Network fee')).toBeVisible();
      // The fee follows the local chain's base fee, which the other specs' blocks move.
      const fee = dialog(page).locator('.wd-send-summary-fee');
      await shoot(page, device, 'WalletSendPreview', 'send-review', [fee]);

      wallet.setMode('pending');
      await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
      await wallet.waitForRequest('eth_sendTransaction');
      await shoot(page, device, 'WalletSendPreview', 'send-waiting', [fee]);

      // Declined: nothing moves (dev account #0 keeps its funds for the other shots).
      await wallet.reject();
      await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible();
      await shoot(page, device, 'WalletSendPreview', 'send-declined', [fee]);
    });

    test('Solana account: Tokens, NFTs, Activity', async ({ page, stack, demoUrl }) => {
      const wallet = await installSolanaWallet(page, { stack, accountIndex: SOLANA_INDEX });
      expect(wallet.address).toBe(devAccounts(stack).solana);
      await page.goto(lookUrl(demoUrl, FIRST_LOOK));
      await connectFromList(page, wallet.info.name);
      await openAccount(page);
      await shootAccountTabs(page, device, 'account-solana');
    });

    test('the services down: Connect, All Wallets and the Account tabs', async ({ page, stack, demoUrl }) => {
      // Every request to the services server (directory, Blockchain API) fails as a network error.
      await page.route(`${new URL(stack.services.url).origin}/**`, (route) =>
        route.abort('connectionrefused'),
      );
      const wallet = await installInjectedWallet(page, { stack, accountIndex: EVM_INDEX });
      await page.goto(lookUrl(demoUrl, FIRST_LOOK));
      await openConnect(page);
      await settle(page, 'Connect');
      await shoot(page, device, 'Connect', 'connect-directory-down');
      await dialog(page)
        .getByRole('button', { name: /All Wallets/ })
        .click();
      await shoot(page, device, 'AllWallets', 'all-wallets-directory-down');
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();

      await connectFromList(page, wallet.info.name);
      await openAccount(page);
      await shootAccountTabs(page, device, 'account-services-down');
    });
  });
}
