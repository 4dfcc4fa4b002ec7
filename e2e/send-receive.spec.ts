import type { Page } from '@playwright/test';
import type { LocalStackInfo } from '@walletdock/testing';
import { installInjectedWallet, installSolanaWallet } from '@walletdock/testing/playwright';
import { expect, expectNoAxeViolations, test } from './fixtures.js';
import {
  accountExists,
  decodeQr,
  erc20Balance,
  ethBalance,
  freshSolanaAddress,
  fundEvmAccount,
  lamports,
  nonce,
  randomPrivateKey,
  receipt,
  rpc,
  SOLANA_SIGNATURE_FEE,
  signatureStatus,
  tokenAccounts,
  tokenBalance,
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
 * Send and Receive (spec §3 "Send flow", §5 send rules) on the demo's production build against the local
 * stack, with the test wallets signing for real and every outcome read back from the chains over JSON-RPC by
 * the test. EVM: the journey's own account (a random key, funded by the test) sends 0.5 DOCK to dev account #2,
 * the form refuses what it must without sending anything, a rejected signature sends nothing, Max sends all the
 * ETH but the fee, and Receive's QR code decodes to the address. Solana: dev account #6 (no other spec uses it)
 * sends SOL and the test SPL token to fresh addresses (the token's associated account created on the way), then
 * Max. The views are found by role and accessible name, as a visitor (or a screen reader) finds them.
 */

const SOLANA_INDEX = 6;
const RECEIVER_INDEX = 2;

// ─── Page helpers ─────────────────────────────────────────────────────────────────────────────────────

/** Connects the wallet named `walletName` from the header's Connect Wallet button. */
async function connect(page: Page, walletName: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog(page)
    .getByRole('button', { name: new RegExp(walletName) })
    .first()
    .click();
  await expect(dialog(page)).toBeHidden();
}

/** Opens the Account view (the card's Open account) and its Send. */
async function openSendFromAccount(page: Page): Promise<void> {
  await accountCard(page).getByRole('button', { name: 'Open account' }).click();
  await expect(heading(page, 'Account')).toBeVisible();
  await dialog(page)
    .getByRole('list', { name: 'Wallet actions' })
    .getByRole('button', { name: 'Send', exact: true })
    .click();
  await expect(heading(page, 'Send')).toBeVisible();
}

/** Picks `symbol` in the token picker. */
async function pickToken(page: Page, symbol: string): Promise<void> {
  await dialog(page)
    .getByRole('button', { name: /^(Select token|Change token)/ })
    .click();
  await expect(heading(page, 'Select Token')).toBeVisible();
  await dialog(page)
    .getByRole('button', { name: new RegExp(`\\b${symbol}\\b`) })
    .first()
    .click();
  await expect(heading(page, 'Send')).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: `Change token, ${symbol} selected` })).toBeVisible();
}

/** Fills the form (token, amount, receiver) and reviews it: the Review Send view with its fee. */
async function fillAndReview(page: Page, form: { amount: string; to: string }): Promise<void> {
  await amountField(page).fill(form.amount);
  await receiverField(page).fill(form.to);
  await expect(reviewButton(page)).toBeEnabled();
  await reviewButton(page).click();
  await expect(heading(page, 'Review Send')).toBeVisible();
  await expect(dialog(page).getByText('Network fee')).toBeVisible();
}

/** Sends the reviewed transfer; the wallet approves (its mode), and the view ends on Sent. */
async function sendReviewed(page: Page): Promise<void> {
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(outcome(page, 'Sent')).toBeVisible({ timeout: 20_000 });
}

/** The form's problem, under its field: `message`, and Review stays disabled. */
async function expectProblem(page: Page, message: string): Promise<void> {
  await expect(dialog(page).getByText(message, { exact: true })).toBeVisible();
  await expect(reviewButton(page)).toBeDisabled();
}

/** Receive, opened from the demo card: its QR code decodes to `address`; the text shows it too. */
async function expectReceive(page: Page, address: string): Promise<void> {
  await accountCard(page).getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(heading(page, 'Receive')).toBeVisible();
  const qr = dialog(page).getByRole('img', { name: /^QR code of your address/ });
  await expect(qr).toBeVisible();
  await expectNoAxeViolations(page);
  const decoded = await decodeQr(page, qr);
  expect(decoded.replace(/^(ethereum|solana):/i, '').toLowerCase()).toBe(address.toLowerCase());
  await expect(dialog(page).getByText(address).first()).toBeVisible();
}

function evmSetup(stack: LocalStackInfo) {
  const [chain] = stack.chains;
  const receiver = stack.accounts[RECEIVER_INDEX];
  if (!chain || !receiver) throw new Error('the stack lacks a chain or dev account #2');
  return { chain, receiver: receiver.address, dock: chain.contracts.dockToken };
}

// ─── EVM ──────────────────────────────────────────────────────────────────────────────────────────────

test('EVM: send 0.5 DOCK to account #2, refuse bad forms and a rejection without sending, Max ETH, Receive', async ({
  page,
  stack,
  demoUrl,
}) => {
  test.setTimeout(90_000);
  const { chain, receiver, dock } = evmSetup(stack);
  const wallet = await installInjectedWallet(page, {
    stack: { chains: stack.chains, accounts: [{ privateKey: randomPrivateKey() }] },
  });
  const sender = wallet.provider.addresses[0];
  if (!sender) throw new Error('the wallet has no account');
  await fundEvmAccount(stack, sender, { eth: ONE, dock: 1_000n * ONE });
  const receiverDock = await erc20Balance(chain.rpcUrl, dock, receiver);

  await page.goto(demoUrl);
  await connect(page, wallet.info.name);

  // Send 0.5 DOCK to dev account #2 from the Account view's Send.
  await openSendFromAccount(page);
  await expectNoAxeViolations(page);
  await pickToken(page, 'DOCK');
  await fillAndReview(page, { amount: '0.5', to: receiver });
  await expect(dialog(page).getByText('0.5 DOCK').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await sendReviewed(page);
  await expectNoAxeViolations(page);
  const sends = wallet.requests.filter((request) => request.method === 'eth_sendTransaction');
  expect(sends).toHaveLength(1);
  expect(sends[0]?.outcome).toBe('success');
  const hash = String(sends[0]?.result);
  // The receipt on anvil: one Transfer of exactly 0.5 DOCK from the sender to #2, and #2 holds 0.5 DOCK more.
  const mined = await receipt(chain.rpcUrl, hash);
  expect(mined).toMatchObject({ status: 'success', from: sender.toLowerCase(), to: dock.toLowerCase() });
  expect(mined?.transfers).toEqual([
    { token: dock.toLowerCase(), from: sender.toLowerCase(), to: receiver.toLowerCase(), value: ONE / 2n },
  ]);
  expect(await erc20Balance(chain.rpcUrl, dock, receiver)).toBe(receiverDock + ONE / 2n);
  expect(await erc20Balance(chain.rpcUrl, dock, sender)).toBe(1_000n * ONE - ONE / 2n);

  // Activity lists it on top.
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(heading(page, 'Account')).toBeVisible();
  await dialog(page).getByRole('tab', { name: 'Activity' }).click();
  const newest = dialog(page).getByRole('tabpanel').locator('li').first();
  await expect(newest).toContainText('Sent');
  await expect(newest).toContainText(/0\.5\s*DOCK/);
  // To the receiver of the token transfer (the server's history names the Transfer log's sides), not the token.
  await expect(newest.locator('[title]').filter({ hasText: /0x/ }).first()).toHaveAttribute(
    'title',
    new RegExp(`^${receiver}$`, 'i'),
  );

  // What the form refuses, and a refused signature: each says why, and nothing is sent (the nonce stays).
  const sent = await nonce(chain.rpcUrl, sender);
  await dialog(page)
    .getByRole('list', { name: 'Wallet actions' })
    .getByRole('button', { name: 'Send', exact: true })
    .click();
  await expect(heading(page, 'Send')).toBeVisible();
  await pickToken(page, 'DOCK');
  await amountField(page).fill('1');
  await receiverField(page).fill('0x1234');
  await expectProblem(page, 'Invalid receiver address');
  await receiverField(page).fill(receiver);
  await amountField(page).fill('0');
  await expectProblem(page, 'The amount must be greater than 0');
  await amountField(page).fill('1000');
  await expectProblem(page, 'The amount is more than your balance');
  await expectNoAxeViolations(page);
  wallet.setMode('reject');
  await fillAndReview(page, { amount: '1', to: receiver });
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(outcome(page, 'Transaction failed')).toBeVisible();
  await expect(dialog(page).getByRole('status').filter({ hasText: 'Transaction failed' })).toContainText(
    'Transaction declined',
  );
  await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(wallet.requests.filter((request) => request.method === 'eth_sendTransaction').at(-1)).toMatchObject({
    outcome: 'rejected',
  });
  expect(await nonce(chain.rpcUrl, sender)).toBe(sent);
  wallet.setMode('approve');

  // Max of ETH: all of it but the fee; what is left is less than one transfer's fee. From the demo card's Send.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await accountCard(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(heading(page, 'Send')).toBeVisible();
  await pickToken(page, 'ETH');
  await receiverField(page).fill(receiver);
  const before = await ethBalance(chain.rpcUrl, sender);
  await dialog(page)
    .getByRole('button', { name: /^Max\b|Send the maximum/ })
    .click();
  await expect(amountField(page)).not.toHaveValue('');
  await expect(reviewButton(page)).toBeEnabled();
  await reviewButton(page).click();
  await expect(heading(page, 'Review Send')).toBeVisible();
  await sendReviewed(page);
  const maxHash = String(wallet.requests.filter((r) => r.method === 'eth_sendTransaction').at(-1)?.result);
  const maxReceipt = await receipt(chain.rpcUrl, maxHash);
  expect(maxReceipt?.status).toBe('success');
  const tx = await rpc<{ value: string }>(chain.rpcUrl, 'eth_getTransactionByHash', [maxHash]);
  const left = await ethBalance(chain.rpcUrl, sender);
  expect(left).toBe(before - BigInt(tx.value) - (maxReceipt?.fee ?? 0n));
  // Less than one fee: less than what this very transfer paid (a later block's fee would move with the base fee).
  expect(left).toBeLessThan(maxReceipt?.fee ?? 0n);

  // Receive: the QR code is the connected address.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expectReceive(page, sender);
});

// ─── Solana ───────────────────────────────────────────────────────────────────────────────────────────

test('Solana: send SOL, the test SPL token to a new address (its token account created), Max SOL, Receive', async ({
  page,
  stack,
  demoUrl,
}) => {
  test.setTimeout(90_000);
  const { solana } = stack;
  const wallet = await installSolanaWallet(page, { stack, accountIndex: SOLANA_INDEX });
  const sender = wallet.address;
  // A retry of this test finds the account emptied by its Max: fill it up again.
  await rpc(solana.rpcUrl, 'requestAirdrop', [sender, 2_000_000_000]);
  const solReceiver = freshSolanaAddress();
  const tokenReceiver = freshSolanaAddress();

  await page.goto(demoUrl);
  await connect(page, wallet.info.name);
  await expect(page.getByTestId('account-solana')).toHaveAttribute('data-status', 'connected');

  // 0.5 SOL to an address that does not exist yet (0.5 SOL is above its rent-exempt minimum).
  await openSendFromAccount(page);
  await pickToken(page, 'SOL');
  await fillAndReview(page, { amount: '0.5', to: solReceiver });
  await sendReviewed(page);
  const solSend = wallet.requests.filter((r) => r.method === 'solana:signAndSendTransaction').at(-1);
  expect(solSend?.outcome).toBe('success');
  expect(await lamports(solana.rpcUrl, solReceiver)).toBe(500_000_000n);

  // 0.5 of the test token to a new address: its associated token account is created by the transfer.
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await dialog(page)
    .getByRole('list', { name: 'Wallet actions' })
    .getByRole('button', { name: 'Send', exact: true })
    .click();
  const senderTokens = await tokenBalance(solana.rpcUrl, sender, solana.mint.address);
  await pickToken(page, solana.mint.symbol);
  await fillAndReview(page, { amount: '0.5', to: tokenReceiver });
  await expect(dialog(page).getByText('Account rent')).toBeVisible();
  await expectNoAxeViolations(page);
  await sendReviewed(page);
  const [created] = await tokenAccounts(solana.rpcUrl, tokenReceiver, solana.mint.address);
  expect(created, 'the receiver has a token account of the mint').toBeDefined();
  expect(await accountExists(solana.rpcUrl, created ?? '')).toBe(true);
  const unit = 10n ** BigInt(solana.mint.decimals);
  expect(await tokenBalance(solana.rpcUrl, tokenReceiver, solana.mint.address)).toBe(unit / 2n);
  expect(await tokenBalance(solana.rpcUrl, sender, solana.mint.address)).toBe(senderTokens - unit / 2n);
  const tokenSend = wallet.requests.filter((r) => r.method === 'solana:signAndSendTransaction').at(-1);
  const signature = (tokenSend?.result as { signature?: string } | undefined)?.signature;
  if (signature) expect(await signatureStatus(solana.rpcUrl, signature)).toMatchObject({ err: null });

  // Max of SOL to the first receiver: what is left is less than one signature's fee.
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await dialog(page)
    .getByRole('list', { name: 'Wallet actions' })
    .getByRole('button', { name: 'Send', exact: true })
    .click();
  await pickToken(page, 'SOL');
  await receiverField(page).fill(solReceiver);
  const received = await lamports(solana.rpcUrl, solReceiver);
  await dialog(page)
    .getByRole('button', { name: /^Max\b|Send the maximum/ })
    .click();
  await expect(reviewButton(page)).toBeEnabled();
  await reviewButton(page).click();
  await expect(heading(page, 'Review Send')).toBeVisible();
  await sendReviewed(page);
  expect(await lamports(solana.rpcUrl, sender)).toBeLessThan(SOLANA_SIGNATURE_FEE);
  expect(await lamports(solana.rpcUrl, solReceiver)).toBeGreaterThan(received);

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expectReceive(page, sender);
});

// ─── Another namespace ────────────────────────────────────────────────────────────────────────────────

test('a namespace other than eip155 and solana: Receive, no Send button, and Send says Unsupported chain', async ({
  page,
  demoUrl,
}) => {
  // The demo's `?namespace=example`: the example adapter of @walletdock/testing with one approving wallet.
  await page.goto(`${demoUrl}?namespace=example`);
  await connect(page, 'Example Wallet \\(demo\\)');
  await accountCard(page).getByRole('button', { name: 'Open account' }).click();
  await expect(heading(page, 'Account')).toBeVisible();
  const actions = dialog(page).getByRole('list', { name: 'Wallet actions' });
  await expect(actions.getByRole('button', { name: 'Receive', exact: true })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Send', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  // Opened directly (the demo card's Send): once filled in, the form says why it cannot send.
  await accountCard(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(heading(page, 'Send')).toBeVisible();
  await amountField(page).fill('1');
  await receiverField(page).fill('0xc5b8cb30c14e92ff89744495e4073a7fddc0d46549349315d87747eeddaefae5');
  await expect(dialog(page).getByText('Unsupported chain', { exact: true })).toBeVisible();
  await expect(reviewButton(page)).toBeDisabled();
});

// ─── The demo wallet ──────────────────────────────────────────────────────────────────────────────────

test('the demo wallet’s dialog describes a DOCK and an SPL token send; refused, nothing is sent', async ({
  page,
  stack,
  demoUrl,
}) => {
  test.setTimeout(90_000);
  // The demo wallet holds dev accounts #0 (EVM, Solana), which other journeys read: it only refuses here.
  const { chain, receiver } = evmSetup(stack);
  const [evmAccount] = stack.accounts;
  const [solanaAccount] = stack.solana.accounts;
  if (!evmAccount || !solanaAccount) throw new Error('the stack has no dev account #0');
  const approval = page.locator('dialog.approval');
  const demoCard = page.getByRole('region', { name: 'Demo wallet' });
  const walletButton = () =>
    dialog(page)
      .getByRole('button', { name: /Demo wallet \(local dev key\)/ })
      .first();
  await page.goto(demoUrl);
  await page.getByRole('switch', { name: /demo wallet/i }).click();
  await demoCard.getByRole('switch', { name: 'Also on Solana' }).click();
  await expect(demoCard.getByTestId('demo-wallet-solana')).toContainText(solanaAccount.publicKey);

  // EVM: connect, then 0.5 DOCK to #2 — the dialog says what the ERC-20 transfer does.
  await accountCard(page).getByRole('button', { name: 'Connect EVM' }).click();
  await walletButton().click();
  await approval.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByTestId('account-eip155')).toHaveAttribute('data-status', 'connected');
  const sent = await nonce(chain.rpcUrl, evmAccount.address);
  await accountCard(page).getByRole('button', { name: 'Send', exact: true }).click();
  await pickToken(page, 'DOCK');
  await fillAndReview(page, { amount: '0.5', to: receiver });
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(approval.getByRole('heading', { name: 'Send tokens' })).toBeVisible();
  await expect(approval).toContainText('This site asks you to send 0.5 DOCK');
  await expect(approval.getByRole('definition').filter({ hasText: receiver.toLowerCase() })).toBeVisible();
  await expect(approval.getByText(`DOCK (${chain.contracts.dockToken})`)).toBeVisible();
  await expectNoAxeViolations(page);
  await approval.getByRole('button', { name: 'Reject' }).click();
  await expect(approval).toBeHidden();
  await expect(dialog(page).getByRole('status').filter({ hasText: 'Transaction failed' })).toContainText(
    'Transaction declined',
  );
  expect(await nonce(chain.rpcUrl, evmAccount.address)).toBe(sent);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();

  // Solana: connect, then 0.5 of the test token to a new address — the dialog names the account it creates.
  const { solana } = stack;
  const to = freshSolanaAddress();
  await accountCard(page).getByRole('button', { name: 'Connect Solana' }).click();
  await walletButton().click();
  await approval.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByTestId('account-solana')).toHaveAttribute('data-status', 'connected');
  const tokens = await tokenBalance(solana.rpcUrl, solanaAccount.publicKey, solana.mint.address);
  await accountCard(page).getByRole('button', { name: 'Send', exact: true }).click();
  await pickToken(page, solana.mint.symbol);
  await fillAndReview(page, { amount: '0.5', to });
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(approval).toContainText(`This site asks you to send 0.5 ${solana.mint.symbol}`);
  await expect(approval.getByRole('definition').filter({ hasText: to })).toBeVisible();
  await expect(approval).toContainText(`The receiver's ${solana.mint.symbol} account (you pay its rent)`);
  await approval.getByRole('button', { name: 'Reject' }).click();
  await expect(approval).toBeHidden();
  await expect(dialog(page).getByRole('status').filter({ hasText: 'Transaction failed' })).toContainText(
    'Transaction declined',
  );
  expect(await tokenAccounts(solana.rpcUrl, to, solana.mint.address)).toEqual([]);
  expect(await tokenBalance(solana.rpcUrl, solanaAccount.publicKey, solana.mint.address)).toBe(tokens);
});
