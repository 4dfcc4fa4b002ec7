import type { Page } from '@playwright/test';
import { createWalletConnectWallet } from '@walletdock/testing';
import { expect, test } from './fixtures.js';

/**
 * WalletConnect works more than once per page load : the visitor opens the WalletConnect view,
 * goes back, and opens it again; each opening shows a QR code (while the modal stays open, the pending pairing;
 * after a close, a new one: spec §4 reuses a pending pairing only on Telegram and iOS Safari), never a "Generating
 * QR code…" that lasts for good, and the wallet can pair with the last one shown.
 */

const dialog = (page: Page) => page.getByRole('dialog');

test('WalletConnect opened, left and opened again three times: a QR each time; the wallet pairs with the last', async ({
  page,
  stack,
  demoUrl,
}) => {
  const entry = stack.accounts[5];
  const solanaEntry = stack.solana.accounts[5];
  if (!entry || !solanaEntry) throw new Error('the stack has no dev account #5');
  // The last opening is "Connect Solana": the wallet serves Solana too (each opening off Telegram and iOS Safari
  // proposes a new pairing for its namespace, spec §4; a wallet without a Solana account would be refused).
  const peer = await createWalletConnectWallet({
    relayUrl: stack.walletConnect.relayUrl,
    projectId: 'walletdock-demo',
    privateKeys: [entry.privateKey],
    chains: stack.chains,
    solana: {
      secretKeys: [solanaEntry.secretKey],
      chains: [{ caipNetworkId: stack.solana.caipNetworkId, rpcUrl: stack.solana.rpcUrl }],
    },
  });
  try {
    await page.goto(demoUrl);
    const qr = dialog(page).locator('[data-uri]');
    const openWalletConnect = async () => {
      await dialog(page)
        .getByRole('button', { name: /WalletConnect/ })
        .click();
      // The first URI takes a few seconds (a lazy chunk, then the relay); later ones must come as well.
      await expect(qr).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 });
      await expect(dialog(page).getByRole('img', { name: /QR code/i })).toBeVisible();
      return qr.getAttribute('data-uri');
    };
    const connectWallet = page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' });
    await connectWallet.click();
    let uri = await openWalletConnect();
    // Back to the wallet list, and WalletConnect again.
    await dialog(page)
      .getByRole('button', { name: /^Back$/ })
      .click();
    await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
    uri = await openWalletConnect();
    // Closed, and opened again from the header: a new code, never the one the visitor may have refused.
    await dialog(page)
      .getByRole('button', { name: /^Close$/ })
      .click();
    await expect(dialog(page)).toBeHidden();
    await connectWallet.click();
    const beforeClose = uri;
    uri = await openWalletConnect();
    expect(uri).not.toBe(beforeClose);
    // Closed, and opened again for the other namespace (the demo's "Connect Solana").
    await dialog(page)
      .getByRole('button', { name: /^Close$/ })
      .click();
    await expect(dialog(page)).toBeHidden();
    await page.getByRole('button', { name: 'Connect Solana' }).click();
    uri = await openWalletConnect();
    if (!uri) throw new Error('no pairing URI');
    await peer.pair(uri);
    await expect(dialog(page)).toBeHidden({ timeout: 20_000 });
    await expect(connectWallet).toBeHidden();
  } finally {
    await peer.close();
  }
});

test('an expired WalletConnect pairing renews by itself, and the wallet pairs with the new one', async ({
  page,
  stack,
  demoUrl,
}) => {
  const entry = stack.accounts[6];
  if (!entry) throw new Error('the stack has no dev account #6');
  const peer = await createWalletConnectWallet({
    relayUrl: stack.walletConnect.relayUrl,
    projectId: 'walletdock-demo',
    privateKeys: [entry.privateKey],
    chains: stack.chains,
  });
  try {
    await page.clock.install();
    await page.goto(demoUrl);
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    await dialog(page)
      .getByRole('button', { name: /WalletConnect/ })
      .click();
    const qr = dialog(page).locator('[data-uri]');
    await expect(qr).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 });
    const first = await qr.getAttribute('data-uri');
    // Past the pairing's expiry (5 min): no Refresh press, a new QR code comes by itself.
    await page.clock.fastForward('05:05');
    await expect(qr).not.toHaveAttribute('data-uri', first ?? '', { timeout: 20_000 });
    await expect(qr).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 });
    const renewed = await qr.getAttribute('data-uri');
    if (!renewed) throw new Error('no pairing URI');
    await peer.pair(renewed);
    await expect(dialog(page)).toBeHidden({ timeout: 20_000 });
  } finally {
    await peer.close();
  }
});
