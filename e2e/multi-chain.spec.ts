import type { Page } from '@playwright/test';
import type { LocalStackInfo } from '@walletdock/testing';
import { installInjectedWallet, installSolanaWallet } from '@walletdock/testing/playwright';
import { expect, expectNoAxeViolations, test } from './fixtures.js';

/**
 * The multi-chain journey on the demo's production build, against the local stack: an EVM wallet (EIP-6963, anvil) and
 * a Solana wallet (Wallet Standard, the LiteSVM chain) in one page, both connected, switching between the
 * namespaces, a transaction on each namespace's own chain, per-namespace disconnect, and a reload that restores
 * both without a prompt. Keys stay in the test process. Dev accounts: EVM #8 and Solana #1 (no other spec uses
 * them, so balances are not disturbed by parallel tests).
 */

const EVM_INDEX = 8;
const SOLANA_INDEX = 1;

// ─── Page helpers ─────────────────────────────────────────────────────────────────────────────────────

const dialog = (page: Page) => page.getByRole('dialog');

const connectButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' });

/**
 * The header's account button, labelled with the shortened address of the active namespace ("0x1234…abcd" on
 * EVM, "HGPb…yZn6" on Solana).
 */
const accountButton = (page: Page, address: string) => {
  const head = address.startsWith('0x') ? address.slice(0, 6) : address.slice(0, 4);
  return page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^Open account ${head}…${address.slice(-4)}$`, 'i') });
};

const networkButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /current network/i });

/** The Account view's namespace switcher segment of a namespace ("EVM 0x12…abcd", "Solana 9xQe…VFin"). */
const segment = (page: Page, label: 'EVM' | 'Solana') =>
  dialog(page).getByRole('button', { name: new RegExp(`^${label}\\b`) });

const accountCard = (page: Page) => page.getByRole('region', { name: 'Account', exact: true });

async function rpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error !== undefined || !('result' in body)) {
    throw new Error(`${method} failed: ${body.error?.message}`);
  }
  return body.result as T;
}

/** The whole units of an amount in base units, grouped like en-US (the Account view's format before decimals). */
function wholeUnits(value: bigint, decimals: number): string {
  return (value / 10n ** BigInt(decimals)).toLocaleString('en-US');
}

function devAccounts(stack: LocalStackInfo) {
  const evm = stack.accounts[EVM_INDEX];
  const solana = stack.solana.accounts[SOLANA_INDEX];
  const [chainA, chainB] = stack.chains;
  if (!evm || !solana || !chainA || !chainB) throw new Error('the stack lacks a dev account or a chain');
  return { evm: evm.address, solana: solana.publicKey, chainA, chainB };
}

/** Opens the Account view from the header's account button (labelled with `address`). */
async function openAccountView(page: Page, address: string): Promise<void> {
  await accountButton(page, address).click();
  await expect(dialog(page).getByRole('heading', { name: 'Account' })).toBeVisible();
}

async function closeModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
}

// ─── The journey ──────────────────────────────────────────────────────────────────────────────────────

test('EVM and Solana in one page: connect both, switch, send on each chain, disconnect one, restore both', async ({
  page,
  stack,
  demoUrl,
}) => {
  test.setTimeout(90_000);
  const { evm, solana, chainA, chainB } = devAccounts(stack);
  const evmWallet = await installInjectedWallet(page, { stack, accountIndex: EVM_INDEX });
  const solanaWallet = await installSolanaWallet(page, { stack, accountIndex: SOLANA_INDEX });
  expect(solanaWallet.address).toBe(solana);
  await page.goto(demoUrl);

  // Connect view: both wallets are listed as installed (the EVM one by EIP-6963, the Solana one by Wallet
  // Standard). Connect the EVM wallet first.
  await connectButton(page).click();
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
  const evmEntry = dialog(page).getByRole('button', { name: new RegExp(evmWallet.info.name) });
  const solanaEntry = dialog(page).getByRole('button', { name: new RegExp(solanaWallet.info.name) });
  await expect(evmEntry).toBeVisible();
  await expect(solanaEntry).toBeVisible();
  await expectNoAxeViolations(page);
  await evmEntry.click();
  await expect(dialog(page)).toBeHidden();
  await expect(accountButton(page, evm)).toBeVisible();
  await expect(page.getByTestId('account-eip155')).toHaveAttribute('data-status', 'connected');
  await expect(page.getByTestId('account-solana')).toHaveAttribute('data-status', 'disconnected');

  // Then Solana: the card opens the modal for the solana namespace, whose Connect view lists only Solana
  // wallets.
  await accountCard(page).getByRole('button', { name: 'Connect Solana' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
  await expect(solanaEntry).toBeVisible();
  await expect(evmEntry).toHaveCount(0);
  await solanaEntry.click();
  await expect(dialog(page)).toBeHidden();
  const connects = solanaWallet.requests.filter((r) => r.method === 'standard:connect');
  expect(connects.at(-1)?.outcome).toBe('success');

  // The namespace just connected is the active one: the header shows the Solana account and network.
  await expect(accountButton(page, solana)).toBeVisible();
  await expect(networkButton(page)).toHaveAccessibleName(new RegExp(stack.solana.name));
  await expect(page.getByTestId('account-address')).toHaveText(solana);
  await expect(page.getByTestId('account-network')).toContainText(stack.solana.caipNetworkId);
  // Both namespaces' accounts on the card, each on its own network.
  await expect(page.getByTestId('account-eip155-address')).toHaveText(evm);
  await expect(page.getByTestId('account-eip155-network')).toContainText(chainA.caipNetworkId);
  await expect(page.getByTestId('account-solana-address')).toHaveText(solana);
  await expect(page.getByTestId('account-solana-network')).toContainText(stack.solana.caipNetworkId);

  // Account view (Solana active): the switcher shows both accounts; the balance is the chain's SOL.
  const lamports = BigInt((await rpc<{ value: number }>(stack.solana.rpcUrl, 'getBalance', [solana])).value);
  expect(lamports).toBeGreaterThan(99n * 10n ** 9n);
  const wei = BigInt(await rpc<string>(chainA.rpcUrl, 'eth_getBalance', [evm, 'latest']));
  // The Account view's balance paragraph: "Balance" and the exact amount with its symbol (visually hidden), the
  // amount shown and the symbol; the header's comes first (the Tokens tab lists the native balance too).
  const ethBalance = new RegExp(`(^|\\s)${wholeUnits(wei, 18)}(\\.\\d+)?\\s*ETH$`);
  const solBalance = new RegExp(`(^|\\s)${wholeUnits(lamports, 9)}(\\.\\d+)?\\s*SOL$`);
  await openAccountView(page, solana);
  await expect(segment(page, 'Solana')).toHaveAttribute('aria-pressed', 'true');
  await expect(segment(page, 'EVM')).toHaveAttribute('aria-pressed', 'false');
  await expect(dialog(page).getByText(solBalance).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // EVM → Solana → EVM through the switcher: each time the account, balance and network follow.
  await segment(page, 'EVM').click();
  await expect(segment(page, 'EVM')).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog(page).getByText(ethBalance).first()).toBeVisible();
  await expect(networkButton(page)).toHaveAccessibleName(new RegExp(chainA.name));
  await expect(accountButton(page, evm)).toBeVisible();
  await expect(page.getByTestId('account-network')).toContainText(chainA.caipNetworkId);
  await segment(page, 'Solana').click();
  await expect(dialog(page).getByText(solBalance).first()).toBeVisible();
  await expect(networkButton(page)).toHaveAccessibleName(new RegExp(stack.solana.name));
  await expect(page.getByTestId('account-network')).toContainText(stack.solana.caipNetworkId);
  await segment(page, 'EVM').click();
  await expect(dialog(page).getByText(ethBalance).first()).toBeVisible();
  await expect(networkButton(page)).toHaveAccessibleName(new RegExp(chainA.name));
  await expect(page.getByTestId('account-address')).toHaveText(evm);
  await closeModal(page);

  // A transaction on EVM after visiting Solana: it goes to the EVM wallet, on the EVM chain.
  const txCard = page.getByRole('region', { name: 'Send a test transaction' });
  await txCard.getByRole('radio', { name: 'EVM' }).check();
  await txCard.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(txCard.getByTestId('tx-hash')).toHaveText(/^0x[0-9a-f]{64}$/);
  const hash = (await txCard.getByTestId('tx-hash').textContent()) ?? '';
  await expect(txCard.getByTestId('tx-network')).toContainText(`eip155 ${chainA.caipNetworkId}`);
  const sent = evmWallet.requests.filter((r) => r.method === 'eth_sendTransaction');
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ outcome: 'success', result: hash });
  expect(await evmWallet.provider.request({ method: 'eth_chainId' })).toBe(
    `0x${chainA.chainId.toString(16)}`,
  );
  const receipt = await rpc<{ status: string; from: string; to: string } | null>(
    chainA.rpcUrl,
    'eth_getTransactionReceipt',
    [hash],
  );
  expect(receipt).toMatchObject({ status: '0x1', from: evm.toLowerCase(), to: evm.toLowerCase() });
  expect(await rpc(chainB.rpcUrl, 'eth_getTransactionReceipt', [hash])).toBeNull();
  expect(solanaWallet.requests.filter((r) => r.method.startsWith('solana:sign'))).toHaveLength(0);

  // And one on Solana (picked while EVM is active): the Solana wallet signs and sends it to the local chain.
  await txCard.getByRole('radio', { name: 'Solana' }).check();
  await txCard.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(txCard.getByTestId('tx-hash')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/);
  const signature = (await txCard.getByTestId('tx-hash').textContent()) ?? '';
  await expect(txCard.getByTestId('tx-network')).toContainText(`solana ${stack.solana.caipNetworkId}`);
  const statuses = await rpc<{ value: ({ err: unknown } | null)[] }>(
    stack.solana.rpcUrl,
    'getSignatureStatuses',
    [[signature]],
  );
  expect(statuses.value[0]).toMatchObject({ err: null });
  expect(solanaWallet.requests.filter((r) => r.method === 'solana:signAndSendTransaction')).toHaveLength(1);
  expect(evmWallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(1);

  // A rejected transaction reads "Transaction declined".
  solanaWallet.setMode('reject');
  await txCard.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(txCard.getByTestId('tx-error')).toHaveText('Transaction declined');
  solanaWallet.setMode('approve');

  // Disconnect Solana from the Account view while Solana is active: EVM stays connected.
  await openAccountView(page, evm);
  await segment(page, 'Solana').click();
  await expect(segment(page, 'Solana')).toHaveAttribute('aria-pressed', 'true');
  await dialog(page).getByRole('button', { name: 'Disconnect', exact: true }).click();
  await expect(segment(page, 'Solana')).toHaveCount(0);
  await expect(dialog(page).getByText(ethBalance).first()).toBeVisible();
  await closeModal(page);
  await expect(accountButton(page, evm)).toBeVisible();
  await expect(networkButton(page)).toHaveAccessibleName(new RegExp(chainA.name));
  await expect(page.getByTestId('account-eip155')).toHaveAttribute('data-status', 'connected');
  await expect(page.getByTestId('account-solana')).toHaveAttribute('data-status', 'disconnected');
  expect(solanaWallet.requests.some((r) => r.method === 'standard:disconnect')).toBe(true);

  // Connect Solana again, then reload: both come back without a prompt.
  await accountCard(page).getByRole('button', { name: 'Connect Solana' }).click();
  await solanaEntry.click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByTestId('account-solana')).toHaveAttribute('data-status', 'connected');
  const evmPrompts = () => evmWallet.requests.filter((r) => r.method === 'eth_requestAccounts').length;
  const solanaPrompts = () =>
    solanaWallet.requests.filter(
      (r) =>
        r.method === 'standard:connect' &&
        ((r.params as { silent?: boolean } | undefined)?.silent !== true || r.approval !== undefined),
    ).length;
  const before = { evm: evmPrompts(), solana: solanaPrompts() };
  const silentBefore = solanaWallet.requests.length;
  await page.reload();
  await expect(page.getByTestId('account-eip155')).toHaveAttribute('data-status', 'connected');
  await expect(page.getByTestId('account-solana')).toHaveAttribute('data-status', 'connected');
  await expect(page.getByTestId('account-eip155-address')).toHaveText(evm);
  await expect(page.getByTestId('account-solana-address')).toHaveText(solana);
  // The Solana session came back through a silent connect, and neither wallet asked the visitor.
  expect(
    solanaWallet.requests
      .slice(silentBefore)
      .some(
        (r) =>
          r.method === 'standard:connect' && (r.params as { silent?: boolean } | undefined)?.silent === true,
      ),
  ).toBe(true);
  expect({ evm: evmPrompts(), solana: solanaPrompts() }).toEqual(before);
  // Solana was connected last, so it is the active namespace again.
  await expect(accountButton(page, solana)).toBeVisible();
  await openAccountView(page, solana);
  await expect(segment(page, 'EVM')).toBeVisible();
  await expect(segment(page, 'Solana')).toHaveAttribute('aria-pressed', 'true');
});
