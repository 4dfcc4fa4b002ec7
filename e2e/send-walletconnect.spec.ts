import type { Page } from '@playwright/test';
import { createWalletConnectWallet } from '@walletdock/testing';
import { expect, test } from './fixtures.js';
import {
  erc20Balance,
  freshSolanaAddress,
  fundEvmAccount,
  lamports,
  randomPrivateKey,
  receipt,
  rpc,
} from './send-helpers.js';
import {
  accountCard,
  amountField,
  dialog,
  heading,
  ONE,
  outcome,
  receiverField,
  reviewButton,
} from './send-page.js';

/**
 * Send through a WalletConnect session (spec §3 "Send flow"): the Node wallet peer of `@walletdock/testing`
 * pairs with the demo over the stack's relay (one session for EVM and Solana), then signs and sends what Send
 * asks — an ERC-20 `transfer` to dev account #3 on anvil (`eth_sendTransaction`) and a SOL transfer on the
 * local Solana chain (`solana_signAndSendTransaction`) — and the test reads both back from the chains. The
 * peer's EVM account is the journey's own (a random key funded by the test); its Solana account is dev account
 * #7 (no other spec uses it).
 */

const SOLANA_INDEX = 7;
// Not #2: send-receive.spec.ts checks that #2 grows by exactly its own transfer, maybe at the same time.
const RECEIVER_INDEX = 3;

/** Fills Send for `symbol` and sends it; the peer approves; the view ends on Sent. */
async function send(page: Page, symbol: string, amount: string, to: string): Promise<void> {
  await accountCard(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(heading(page, 'Send')).toBeVisible();
  await dialog(page)
    .getByRole('button', { name: /^(Select token|Change token)/ })
    .click();
  await dialog(page)
    .getByRole('button', { name: new RegExp(`\\b${symbol}\\b`) })
    .first()
    .click();
  await expect(heading(page, 'Send')).toBeVisible();
  await amountField(page).fill(amount);
  await receiverField(page).fill(to);
  await reviewButton(page).click();
  await expect(heading(page, 'Review Send')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(outcome(page, 'Sent')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
}

test('WalletConnect: the Node wallet peer signs and sends a DOCK transfer on anvil and a SOL transfer on Solana', async ({
  page,
  stack,
  demoUrl,
}) => {
  test.setTimeout(90_000);
  const [chain] = stack.chains;
  const receiver = stack.accounts[RECEIVER_INDEX]?.address;
  const solanaAccount = stack.solana.accounts[SOLANA_INDEX];
  if (!chain || !receiver || !solanaAccount) throw new Error('the stack lacks a chain or a dev account');
  const peer = await createWalletConnectWallet({
    relayUrl: stack.walletConnect.relayUrl,
    projectId: 'walletdock-demo',
    privateKeys: [randomPrivateKey()],
    chains: stack.chains,
    solana: {
      secretKeys: [solanaAccount.secretKey],
      chains: [{ caipNetworkId: stack.solana.caipNetworkId, rpcUrl: stack.solana.rpcUrl }],
    },
  });
  try {
    const [sender] = peer.addresses;
    const [solanaSender] = peer.solanaPublicKeys;
    if (!sender || !solanaSender) throw new Error('the peer has no account');
    await fundEvmAccount(stack, sender, { eth: ONE, dock: 10n * ONE });
    const dock = chain.contracts.dockToken;
    const receiverDock = await erc20Balance(chain.rpcUrl, dock, receiver);

    await page.goto(demoUrl);
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    await dialog(page)
      .getByRole('button', { name: /WalletConnect/ })
      .click();
    const qr = dialog(page).locator('[data-uri]');
    await expect(qr).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 });
    await peer.pair((await qr.getAttribute('data-uri')) ?? '');
    await expect(dialog(page)).toBeHidden({ timeout: 20_000 });
    await expect(page.getByTestId('account-eip155')).toHaveAttribute('data-status', 'connected');
    await expect(page.getByTestId('account-solana')).toHaveAttribute('data-status', 'connected');

    // EVM: 0.25 DOCK to dev account #3, sent by the peer with eth_sendTransaction.
    const makeEvmActive = accountCard(page).getByRole('button', { name: 'Make EVM active' });
    if (await makeEvmActive.isVisible()) await makeEvmActive.click();
    await expect(page.getByTestId('account-network')).toContainText(chain.caipNetworkId);
    await send(page, 'DOCK', '0.25', receiver);
    const evmSend = peer.log.find(
      (entry) => entry.kind === 'request' && entry.method === 'eth_sendTransaction',
    );
    expect(evmSend).toMatchObject({ outcome: 'result', chainId: chain.caipNetworkId });
    const hash = String(evmSend?.kind === 'request' ? evmSend.result : '');
    const mined = await receipt(chain.rpcUrl, hash);
    expect(mined?.status).toBe('success');
    expect(mined?.transfers).toEqual([
      { token: dock.toLowerCase(), from: sender.toLowerCase(), to: receiver.toLowerCase(), value: ONE / 4n },
    ]);
    expect(await erc20Balance(chain.rpcUrl, dock, receiver)).toBe(receiverDock + ONE / 4n);

    // Solana: 0.1 SOL to a new address, signed and sent by the peer (solana_signAndSendTransaction).
    await accountCard(page).getByRole('button', { name: 'Make Solana active' }).click();
    await expect(page.getByTestId('account-network')).toContainText(stack.solana.caipNetworkId);
    const to = freshSolanaAddress();
    await send(page, 'SOL', '0.1', to);
    const solanaSend = peer.log.find(
      (entry) => entry.kind === 'request' && entry.method === 'solana_signAndSendTransaction',
    );
    expect(solanaSend).toMatchObject({ outcome: 'result', chainId: stack.solana.caipNetworkId });
    expect(await lamports(stack.solana.rpcUrl, to)).toBe(100_000_000n);
    const signature = (solanaSend?.kind === 'request' ? solanaSend.result : undefined) as
      | { signature?: string }
      | undefined;
    const status = await rpc<{ value: ({ err: unknown } | null)[] }>(
      stack.solana.rpcUrl,
      'getSignatureStatuses',
      [[signature?.signature]],
    );
    expect(status.value[0]).toMatchObject({ err: null });
  } finally {
    await peer.close();
  }
});
