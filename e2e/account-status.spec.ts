import type { Page } from '@playwright/test';
import { installInjectedWallet } from '@walletdock/testing/playwright';
import { expect, test } from './fixtures.js';
import { accountButton, connectButton, dialog } from './page-helpers.js';

/**
 * The connection state tells the truth (spec §4 "Connection status per namespace"): `useAccount().status` (the
 * demo's Account card shows it, `data-status`, for the active namespace and for each namespace) and the header's
 * Connect button say `connecting` / "Connecting…" only while a connect is really in progress: never for opening
 * the modal, closing it or opening it again; back to `disconnected` / "Connect Wallet" after a WalletConnect view
 * closed without pairing and after a refused connect.
 *
 * The page records every state it renders (a MutationObserver from the document's start), so a state shown for a
 * few frames counts as much as one a screenshot would catch. Connecting only asks the wallet for its accounts:
 * nothing reaches the chains (dev account #8).
 */

type Snapshot = {
  /** The step of the journey the test was in (set by `mark`). */
  step: string;
  /** The header's Connect button's text (null while the page shows none). */
  button: string | null;
  /** Its aria-busy. */
  busy: string | null;
  /** `useAccount().status` of the active namespace, then of each namespace, as the Account card shows them. */
  statuses: string[];
};

type RecorderWindow = Window & { __accountStatusLog?: Snapshot[]; __accountStatusStep?: string };

/** Installs the recorder before the page's own scripts run. */
async function recordStates(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as RecorderWindow;
    const log: Snapshot[] = [];
    win.__accountStatusLog = log;
    win.__accountStatusStep = 'load';
    const snapshot = () => {
      const button = document.querySelector('header .wd-button--connect');
      const statuses = [
        ...document.querySelectorAll(
          '[data-testid="account-status"], [data-testid^="account-"][data-status]',
        ),
      ].map((element) => element.getAttribute('data-status') ?? '');
      const next: Snapshot = {
        step: win.__accountStatusStep ?? '',
        button: button?.textContent?.trim() ?? null,
        busy: button?.getAttribute('aria-busy') ?? null,
        statuses,
      };
      const last = log[log.length - 1];
      if (!last || JSON.stringify(last) !== JSON.stringify(next)) log.push(next);
    };
    new MutationObserver(snapshot).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/** Starts a new step: what the page renders from now on is recorded under `step`. */
async function mark(page: Page, step: string): Promise<void> {
  await page.evaluate((name) => {
    (window as RecorderWindow).__accountStatusStep = name;
  }, step);
}

async function recorded(page: Page, step?: string): Promise<Snapshot[]> {
  const log = await page.evaluate(() => (window as RecorderWindow).__accountStatusLog ?? []);
  return step === undefined ? log : log.filter((entry) => entry.step === step);
}

/** The Account card's status of the active namespace. */
const accountStatus = (page: Page) => page.getByTestId('account-status');

/**
 * Opens the modal from the header and waits until its opening is over: the Connect view shows and the button is
 * no longer busy (the modal's on-open work, ~0.7 s on this machine, is when "Connecting…" used to show).
 */
async function openAndSettle(page: Page): Promise<void> {
  await connectButton(page).click();
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
  await expect(page.locator('header .wd-button--connect')).not.toHaveAttribute('aria-busy', 'true');
  // A little longer than the opening work took before: a late "Connecting…" would be recorded meanwhile.
  await page.waitForTimeout(1_000);
}

async function closeModal(page: Page): Promise<void> {
  await dialog(page)
    .getByRole('button', { name: /^Close$/ })
    .click();
  await expect(dialog(page)).toBeHidden();
}

/** No snapshot of `steps` claims a connect. */
function expectNothingConnecting(log: Snapshot[], steps: string[]): void {
  const lies = log.filter(
    (entry) =>
      steps.includes(entry.step) && (entry.button === 'Connecting…' || entry.statuses.includes('connecting')),
  );
  expect(lies, 'states that claim a connect although nothing connects').toEqual([]);
}

test('the account status and the Connect button say "connecting" only while a connect is in progress', async ({
  page,
  stack,
  demoUrl,
}) => {
  const address = stack.accounts[8]?.address;
  if (!address) throw new Error('the stack has no dev account #8');
  await recordStates(page);
  const wallet = await installInjectedWallet(page, { stack, accountIndex: 8, mode: 'reject' });
  await page.goto(demoUrl);
  await expect(connectButton(page)).toBeVisible();
  await expect(accountStatus(page)).toHaveAttribute('data-status', 'disconnected');

  // Open, close, open again: nothing connects, nothing says so.
  await mark(page, 'open');
  await openAndSettle(page);
  await mark(page, 'close');
  await closeModal(page);
  await mark(page, 'reopen');
  await openAndSettle(page);
  expectNothingConnecting(await recorded(page), ['load', 'open', 'close', 'reopen']);
  // The opening was visible as a busy button, not as a connect.
  expect((await recorded(page, 'open')).some((entry) => entry.busy === 'true')).toBe(true);

  // The WalletConnect view proposes a pairing; closed without pairing, the status goes back to disconnected.
  await mark(page, 'walletconnect');
  await dialog(page)
    .getByRole('button', { name: /WalletConnect/ })
    .click();
  await expect(dialog(page).locator('[data-uri]')).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 });
  await mark(page, 'walletconnect closed');
  await closeModal(page);
  await expect(accountStatus(page)).toHaveAttribute('data-status', 'disconnected');
  await expect(connectButton(page)).toBeVisible();
  await mark(page, 'reopen after walletconnect');
  await openAndSettle(page);
  await closeModal(page);
  const afterWalletConnect = await recorded(page, 'reopen after walletconnect');
  expectNothingConnecting(afterWalletConnect, ['reopen after walletconnect']);

  // A refused connect: connecting while the wallet is asked, then disconnected and "Connect Wallet" again.
  await mark(page, 'refused');
  await connectButton(page).click();
  await dialog(page)
    .getByRole('button', { name: new RegExp(wallet.info.name) })
    .first()
    .click();
  await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(accountStatus(page)).toHaveAttribute('data-status', 'disconnected');
  await expect(connectButton(page)).toBeVisible();
  expect(wallet.requests.some((request) => request.approval === 'rejected')).toBe(true);
  await mark(page, 'refused closed');
  await closeModal(page);
  await mark(page, 'reopen after refusal');
  await openAndSettle(page);
  expectNothingConnecting(await recorded(page), ['refused closed', 'reopen after refusal']);

  // Approved this time: connected, and the header shows the account.
  await mark(page, 'approved');
  wallet.setMode('approve');
  await dialog(page)
    .getByRole('button', { name: new RegExp(wallet.info.name) })
    .first()
    .click();
  await expect(accountButton(page, address)).toBeVisible();
  await expect(accountStatus(page)).toHaveAttribute('data-status', 'connected');

  // Throughout: "Connecting…" only while some namespace's status is connecting, and never stuck on it.
  const log = await recorded(page);
  const unbacked = log.filter(
    (entry) => entry.button === 'Connecting…' && !entry.statuses.includes('connecting'),
  );
  expect(unbacked, '"Connecting…" without a connect in progress').toEqual([]);
  expect(log.some((entry) => entry.step === 'refused' && entry.statuses.includes('connecting'))).toBe(true);
});
