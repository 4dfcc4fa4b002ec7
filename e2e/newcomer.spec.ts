import { type BrowserContext, devices, type Page } from '@playwright/test';
import type { LocalStackInfo } from '@walletdock/testing';
import { installInjectedWallet, installSolanaWallet } from '@walletdock/testing/playwright';
import { expect, expectNoAxeViolations, test } from './fixtures.js';

/**
 * What a newcomer needs: the "I don't have a wallet" help, WalletConnect on a phone (wallet apps
 * opened with the pairing URI), the Solana account's tabs, and UnsupportedChain naming the network for people
 * and offering an EVM wallet no Solana network. Dev accounts: EVM #4, Solana #2 (reads only).
 */

const EVM_INDEX = 4;
const SOLANA_INDEX = 2;
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];

// Each journey runs axe several times and waits for the directory and the relay: room on a busy machine.
test.describe.configure({ timeout: 90_000 });

const dialog = (page: Page) => page.getByRole('dialog');
const connectButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' });

async function openConnect(page: Page): Promise<void> {
  await connectButton(page).click();
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
}

/** Answers every request that leaves this machine (wallet sites, stores) with a small page: nothing goes out. */
async function stubOffMachinePages(context: BrowserContext): Promise<string[]> {
  const opened: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    async (route) => {
      opened.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>wallet</title>' });
    },
  );
  return opened;
}

/** The stack with one more EVM chain id the demo does not configure (1, Ethereum), served by the first anvil. */
function withEthereum(stack: LocalStackInfo) {
  const [first] = stack.chains;
  if (!first) throw new Error('the stack has no chain');
  return { ...stack, chains: [...stack.chains, { ...first, chainId: 1, name: 'Ethereum' }] };
}

test.describe('newcomer help', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('"I don’t have a wallet" explains what a wallet is and lists popular wallets with safe links to get them', async ({
    page,
    context,
    demoUrl,
  }) => {
    await stubOffMachinePages(context); // nothing leaves the machine
    await page.goto(demoUrl);
    await openConnect(page);

    await dialog(page).getByRole('button', { name: 'I don’t have a wallet' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'What is a wallet?' })).toBeVisible();
    await expect(dialog(page).getByRole('heading', { name: 'A home for your digital assets' })).toBeVisible();
    await expect(dialog(page).getByRole('heading', { name: 'A new way to sign in' })).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog(page).getByRole('button', { name: 'Get a wallet' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Get a Wallet' })).toBeVisible();
    const links = dialog(page).getByRole('link');
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    for (let i = 0; i < count; i++) {
      // Only web links (core's link rule), each in a new tab without access to this page.
      expect(await links.nth(i).getAttribute('href')).toMatch(/^https:\/\//);
      expect(await links.nth(i).getAttribute('target')).toBe('_blank');
      expect(await links.nth(i).getAttribute('rel')).toBe('noopener noreferrer');
    }
    await expectNoAxeViolations(page);

    // Clicking one opens it in a new tab: the next test (a desktop) and the phone's below.

    // Back, step by step, to the Connect view.
    await dialog(page).getByRole('button', { name: 'Back' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'What is a wallet?' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Back' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
  });
});

test.describe('getting a wallet on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a wallet to get opens its extension store page in a new tab, without access to this page', async ({
    page,
    context,
    demoUrl,
  }) => {
    const opened = await stubOffMachinePages(context);
    await page.goto(demoUrl);
    await openConnect(page);
    await dialog(page).getByRole('button', { name: 'I don’t have a wallet' }).click();
    await dialog(page).getByRole('button', { name: 'Get a wallet' }).click();
    const link = dialog(page).getByRole('link').first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href')) ?? '';
    // A desktop: the browser extension's page in the Chrome Web Store.
    expect(href).toMatch(/^https:\/\/(chrome\.google\.com\/webstore|chromewebstore\.google\.com)\//);
    // Chromium handles the Chrome Web Store's host itself (a test browser closes that tab at once): the test
    // points the same link at a stand-in host, answered by the stub above, and clicks it as a visitor does.
    const { pathname, search } = new URL(href);
    const standIn = `https://store.walletdock.test${pathname}${search}`;
    await link.evaluate((anchor, url) => anchor.setAttribute('href', url), standIn);
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(standIn);
    expect(opened).toContain(standIn);
    // noopener: the store's page cannot reach this page.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    // This tab stayed where it was, the modal open on Get a Wallet.
    expect(page.url()).toBe(demoUrl.endsWith('/') ? demoUrl : `${demoUrl}/`);
    await expect(dialog(page).getByRole('heading', { name: 'Get a Wallet' })).toBeVisible();
    await popup.close();
  });
});

test.describe('getting a wallet on a phone', () => {
  test.use(pixel7);

  test('a wallet to get opens its app store page in a new tab', async ({ page, context, demoUrl }) => {
    const opened = await stubOffMachinePages(context);
    await page.goto(demoUrl);
    await openConnect(page);
    await dialog(page).getByRole('button', { name: 'I don’t have a wallet' }).click();
    await dialog(page).getByRole('button', { name: 'Get a wallet' }).click();
    const link = dialog(page).getByRole('link').first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/play\.google\.com\//); // Android: Google Play
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(href);
    expect(opened).toContain(href);
    await popup.close();
  });
});

test.describe('WalletConnect on a phone', () => {
  test.use(pixel7);

  test('lists wallet apps that open with the current pairing URI; the QR code is one tap away', async ({
    page,
    context,
    demoUrl,
  }) => {
    const opened = await stubOffMachinePages(context);
    await page.goto(demoUrl);
    await openConnect(page);
    await dialog(page)
      .getByRole('button', { name: /^WalletConnect/ })
      .click();
    await expect(dialog(page).getByRole('heading', { name: 'WalletConnect' })).toBeVisible();
    // Once the pairing URI and the directory's wallets are there, the wallet apps are listed.
    await expect(dialog(page).getByText('Choose the wallet app to open')).toBeVisible({ timeout: 20_000 });
    const apps = dialog(page).getByRole('link');
    await expect(apps.first()).toBeVisible();
    // No QR code until asked for.
    const qr = dialog(page).getByRole('img', { name: 'QR code to connect with WalletConnect' });
    await expect(qr).toHaveCount(0);

    // The QR code, one tap away: its URI is the pairing the links carry.
    await dialog(page).getByRole('button', { name: 'Show QR code' }).click();
    await expect(qr).toBeVisible();
    const uri = (await qr.getAttribute('data-uri')) ?? '';
    expect(uri).toMatch(/^wc:/);
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Hide QR code' }).click();
    await expect(qr).toHaveCount(0);

    const encoded = encodeURIComponent(uri);
    const hrefs = await apps.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      // A universal link `https://…/wc?uri=…`, or the wallet's own scheme `scheme://wc?uri=…`.
      expect(href).toMatch(/^(https:\/\/[^?#]+\/|[a-z][a-z0-9+.-]*:\/\/)wc\?uri=/);
      expect(href.endsWith(`wc?uri=${encoded}`)).toBe(true);
    }

    // A universal link opens (a new tab here; the phone hands it to the app) with the pairing URI.
    const universal = hrefs.findIndex((href) => href.startsWith('https://'));
    expect(universal).toBeGreaterThanOrEqual(0);
    const [popup] = await Promise.all([page.waitForEvent('popup'), apps.nth(universal).click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).searchParams.get('uri')).toBe(uri);
    expect(popup.url()).toBe(hrefs[universal]);
    expect(opened).toContain(hrefs[universal]);
    await popup.close();
    // The page keeps waiting for the wallet: the modal is still there.
    await expect(dialog(page).getByRole('heading', { name: 'WalletConnect' })).toBeVisible();

    // A wallet's custom scheme navigates this tab (how deep links work on a phone): the click asks for it.
    const deep = hrefs.findIndex((href) => !href.startsWith('https://'));
    if (deep >= 0) {
      expect(await apps.nth(deep).getAttribute('target')).toBeNull();
    }
  });
});

test.describe('the account and the network, desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a Solana account has the Tokens, NFTs and Activity tabs, each with real data or a clear state', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const solanaWallet = await installSolanaWallet(page, { stack, accountIndex: SOLANA_INDEX });
    await page.goto(demoUrl);
    await openConnect(page);
    await dialog(page)
      .getByRole('button', { name: new RegExp(solanaWallet.info.name) })
      .click();
    await expect(dialog(page)).toBeHidden();

    const head = solanaWallet.address.slice(0, 4);
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^Open account ${head}…`) })
      .click();
    await expect(dialog(page).getByRole('heading', { name: 'Account' })).toBeVisible();
    const tabs = dialog(page).getByRole('tab');
    await expect(tabs).toHaveText(['Tokens', 'NFTs', 'Activity']);
    await expect(dialog(page).getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true');
    // Tokens: the chain's SOL, from the services.
    await expect(dialog(page).getByRole('tabpanel').getByText(/SOL/).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog(page).getByRole('tab', { name: 'NFTs' }).click();
    await expect(dialog(page).getByRole('tabpanel')).toContainText('NFTs aren’t shown on this network');
    await dialog(page).getByRole('tab', { name: 'Activity' }).click();
    await expect(dialog(page).getByRole('tabpanel')).toContainText('Activity isn’t shown on this network');
    await expectNoAxeViolations(page);
  });

  test('an unsupported network is named for people, and an EVM wallet is offered no Solana network', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const [, chainB] = stack.chains;
    if (!chainB) throw new Error('the stack has two chains');
    const evm = await installInjectedWallet(page, { stack: withEthereum(stack), accountIndex: EVM_INDEX });
    const solanaWallet = await installSolanaWallet(page, { stack, accountIndex: SOLANA_INDEX });
    await page.goto(demoUrl);

    // Both namespaces connected, EVM last (active).
    await openConnect(page);
    await dialog(page)
      .getByRole('button', { name: new RegExp(solanaWallet.info.name) })
      .click();
    await expect(dialog(page)).toBeHidden();
    await page
      .getByRole('region', { name: 'Account', exact: true })
      .getByRole('button', { name: 'Connect EVM' })
      .click();
    await dialog(page)
      .getByRole('button', { name: new RegExp(evm.info.name) })
      .click();
    await expect(dialog(page)).toBeHidden();

    // The wallet's user moves to Ethereum, which the demo does not configure.
    await evm.switchChain(1);
    await expect(dialog(page).getByRole('heading', { name: 'Switch Network' })).toBeVisible();
    await expect(dialog(page).getByText('Your wallet is on Ethereum')).toBeVisible();
    const networkButton = page.getByRole('banner').getByRole('button', { name: /current network/i });
    await expect(networkButton).toHaveAccessibleName(/Unknown network \(Wrong network\)$/);
    await expect(networkButton).not.toContainText('eip155');
    await expect(dialog(page)).not.toContainText('eip155:1');

    const list = dialog(page).getByRole('list', { name: 'Available networks' });
    await expect(list.getByRole('button')).toHaveText([/Dock Devnet A/, /Dock Devnet B/]);
    await expect(dialog(page)).not.toContainText(stack.solana.name);
    await expectNoAxeViolations(page);

    await list.getByRole('button', { name: new RegExp(chainB.name) }).click();
    await expect(dialog(page)).toBeHidden();
    await expect
      .poll(() => evm.provider.request({ method: 'eth_chainId' }))
      .toBe(`0x${chainB.chainId.toString(16)}`);
    await expect(networkButton).toHaveAccessibleName(new RegExp(chainB.name));
  });
});
