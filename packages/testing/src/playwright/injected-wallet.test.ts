import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { type Address, type Hex, verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack } from '../stack/index.js';
import type { LocalStack } from '../stack/types.js';
import { chromiumLaunchOptions } from './chromium.js';
import { type InjectedWalletController, installInjectedWallet } from './index.js';

/** What the test page keeps on `window`. */
type Announced = { info: { uuid: string; name: string; icon: string; rdns: string }; provider: PageProvider };
type PageProvider = {
  isWalletDockTestWallet?: boolean;
  request(args: { method: string; params?: unknown }): Promise<unknown>;
};
type Outcome = { ok: true; result: unknown } | { ok: false; code: number; message: string };
type TestWindow = {
  wallets: Announced[];
  events: { rdns: string; event: string; payload: unknown }[];
  call(rdns: string, method: string, params?: unknown): Promise<Outcome>;
  started: Record<string, Promise<Outcome>>;
};

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Injected wallet test</title></head>
<body>
<script>
  window.wallets = [];
  window.events = [];
  window.started = {};
  window.addEventListener('eip6963:announceProvider', (event) => {
    const detail = event.detail;
    if (window.wallets.some((known) => known.info.uuid === detail.info.uuid)) return;
    window.wallets.push(detail);
    for (const name of ['connect', 'disconnect', 'accountsChanged', 'chainChanged']) {
      detail.provider.on(name, (payload) =>
        window.events.push({ rdns: detail.info.rdns, event: name, payload: payload instanceof Error ? { code: payload.code } : payload }),
      );
    }
  });
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  window.call = (rdns, method, params) => {
    const wallet = window.wallets.find((known) => known.info.rdns === rdns);
    return wallet.provider.request(params === undefined ? { method } : { method, params }).then(
      (result) => ({ ok: true, result }),
      (error) => ({ ok: false, code: error.code, message: error.message }),
    );
  };
</script>
</body></html>`;

/** The same page with the same page in an iframe. */
const FRAMED_PAGE = PAGE.replace('</body>', '<iframe src="/" title="child"></iframe></body>');

const WALLET_A = { name: 'Alpha Test Wallet', rdns: 'dev.walletdock.alpha' };
const WALLET_B = { name: 'Beta Test Wallet', rdns: 'dev.walletdock.beta' };

describe('installInjectedWallet in Chromium', () => {
  let stack: LocalStack;
  let server: Server;
  let url: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let alpha: InjectedWalletController;
  let beta: InjectedWalletController;

  const call = (rdns: string, method: string, params?: unknown): Promise<Outcome> =>
    page.evaluate(
      ({ rdns, method, params }) => (window as unknown as TestWindow).call(rdns, method, params),
      { rdns, method, params },
    );
  const start = (key: string, rdns: string, method: string, params?: unknown): Promise<void> =>
    page.evaluate(
      ({ key, rdns, method, params }) => {
        const scope = window as unknown as TestWindow;
        scope.started[key] = scope.call(rdns, method, params);
      },
      { key, rdns, method, params },
    );
  const settledInPage = (key: string): Promise<boolean> =>
    page.evaluate(
      (key) =>
        Promise.race([
          (window as unknown as TestWindow).started[key]?.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 200)),
        ]) as Promise<boolean>,
      key,
    );
  const pageEvents = (rdns: string, event: string): Promise<unknown[]> =>
    page.evaluate(
      ({ rdns, event }) =>
        (window as unknown as TestWindow).events
          .filter((entry) => entry.rdns === rdns && entry.event === event)
          .map((entry) => entry.payload),
      { rdns, event },
    );

  beforeAll(async () => {
    [stack, browser] = await Promise.all([
      startLocalStack(),
      chromium.launch(chromiumLaunchOptions({ build: 'headless-shell' })),
    ]);
    server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(request.url === '/framed' ? FRAMED_PAGE : PAGE);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    context = await browser.newContext();
    page = await context.newPage();
    alpha = await installInjectedWallet(page, { stack, ...WALLET_A });
    beta = await installInjectedWallet(page, { stack, ...WALLET_B, accountIndex: 1 });
    await page.goto(url);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await stack?.stop();
  }, 30_000);

  it('announces both wallets through EIP-6963 on eip6963:requestProvider', async () => {
    const announced = await page.evaluate(() =>
      (window as unknown as TestWindow).wallets.map(({ info, provider }) => ({
        ...info,
        isTestWallet: provider.isWalletDockTestWallet === true,
      })),
    );
    expect(announced.map(({ name, rdns }) => ({ name, rdns }))).toEqual([WALLET_A, WALLET_B]);
    expect(announced.map((wallet) => wallet.uuid)).toEqual([alpha.info.uuid, beta.info.uuid]);
    for (const wallet of announced) {
      expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(wallet.isTestWallet).toBe(true);
    }
    // A dapp that asks again gets the same announcements again.
    const again = await page.evaluate(() => {
      const seen: string[] = [];
      const onAnnounce = (event: Event) => seen.push((event as CustomEvent<Announced>).detail.info.rdns);
      window.addEventListener('eip6963:announceProvider', onAnnounce);
      window.dispatchEvent(new Event('eip6963:requestProvider'));
      window.removeEventListener('eip6963:announceProvider', onAnnounce);
      return seen;
    });
    expect(again).toEqual([WALLET_A.rdns, WALLET_B.rdns]);
  });

  it('connects with eth_requestAccounts from the page and emits connect and accountsChanged', async () => {
    const [account0, account1] = stack.accounts;
    expect(await call(WALLET_A.rdns, 'eth_accounts')).toEqual({ ok: true, result: [] });
    expect(await call(WALLET_A.rdns, 'eth_requestAccounts')).toEqual({
      ok: true,
      result: [account0?.address],
    });
    expect(await pageEvents(WALLET_A.rdns, 'accountsChanged')).toEqual([[account0?.address]]);
    expect(await pageEvents(WALLET_A.rdns, 'connect')).toEqual([{ chainId: '0x7a69' }]);
    // The second wallet is independent and exposes its own account.
    expect(await call(WALLET_B.rdns, 'eth_accounts')).toEqual({ ok: true, result: [] });
    expect(await call(WALLET_B.rdns, 'eth_requestAccounts')).toEqual({
      ok: true,
      result: [account1?.address],
    });
    expect(alpha.requests.map((request) => [request.method, request.outcome, request.approval])).toEqual([
      ['eth_accounts', 'success', undefined],
      ['eth_requestAccounts', 'success', 'approved'],
    ]);
    expect(alpha.requests[1]?.frameUrl).toBe(url);
  });

  it('signs personal_sign in Node with a signature that verifies', async () => {
    const address = stack.accounts[0]?.address as Address;
    const outcome = await call(WALLET_A.rdns, 'personal_sign', ['0x48656c6c6f2c20646f636b21', address]);
    expect(outcome.ok).toBe(true);
    const signature = (outcome as { result: Hex }).result;
    expect(await verifyMessage({ address, message: 'Hello, dock!', signature })).toBe(true);
  });

  it('rejects consent requests with 4001 in reject mode, while reads still work', async () => {
    alpha.setMode('reject');
    const address = stack.accounts[0]?.address as Address;
    const outcome = await call(WALLET_A.rdns, 'personal_sign', ['0x01', address]);
    expect(outcome).toEqual({ ok: false, code: 4001, message: 'User rejected the request.' });
    expect(await call(WALLET_A.rdns, 'eth_chainId')).toEqual({ ok: true, result: '0x7a69' });
    expect(alpha.requests.at(-2)).toMatchObject({
      method: 'personal_sign',
      outcome: 'rejected',
      approval: 'rejected',
    });
    alpha.mode = 'approve';
  });

  it('keeps requests waiting in pending mode until the test approves or rejects them', async () => {
    alpha.setMode('pending');
    const address = stack.accounts[0]?.address as Address;
    const waiting = alpha.waitForRequest('personal_sign', { timeout: 5_000 });
    await start('first', WALLET_A.rdns, 'personal_sign', ['0x02', address]);
    const request = await waiting;
    expect(request).toMatchObject({ method: 'personal_sign', outcome: 'pending', approval: 'waiting' });
    expect(alpha.pendingRequests()).toEqual([request]);
    // Reads never wait.
    expect(await call(WALLET_A.rdns, 'eth_blockNumber')).toMatchObject({ ok: true });
    expect(await settledInPage('first')).toBe(false);

    const answered = await alpha.approve(request.id);
    expect(answered.outcome).toBe('success');
    const first = await page.evaluate(() => (window as unknown as TestWindow).started.first);
    expect(first).toEqual({ ok: true, result: answered.result });

    await start('second', WALLET_A.rdns, 'personal_sign', ['0x03', address]);
    await alpha.waitForRequest('personal_sign');
    await alpha.reject(undefined, 4100);
    const second = await page.evaluate(() => (window as unknown as TestWindow).started.second);
    expect(second).toMatchObject({ ok: false, code: 4100 });
    expect(alpha.pendingRequests()).toEqual([]);
    alpha.setMode('approve');
  });

  it('delivers a wallet-initiated chain switch to the page as chainChanged', async () => {
    const second = stack.chains[1]?.chainId as number;
    await alpha.switchChain(second);
    expect(await pageEvents(WALLET_A.rdns, 'chainChanged')).toEqual([`0x${second.toString(16)}`]);
    expect(await call(WALLET_A.rdns, 'eth_chainId')).toEqual({
      ok: true,
      result: `0x${second.toString(16)}`,
    });
    // Only the wallet that switched emitted.
    expect(await pageEvents(WALLET_B.rdns, 'chainChanged')).toEqual([]);
  });

  it('rejects wallet_switchEthereumChain to an unknown chain with 4902', async () => {
    const outcome = await call(WALLET_A.rdns, 'wallet_switchEthereumChain', [{ chainId: '0x1' }]);
    expect(outcome).toMatchObject({ ok: false, code: 4902 });
    expect((outcome as { message: string }).message).toMatch(/^Unrecognized chain ID/);
    const first = stack.chains[0]?.chainId as number;
    expect(
      await call(WALLET_A.rdns, 'wallet_switchEthereumChain', [{ chainId: `0x${first.toString(16)}` }]),
    ).toEqual({ ok: true, result: null });
  });

  it('keeps its state across a reload, like an installed extension', async () => {
    await page.reload();
    const address = stack.accounts[0]?.address;
    expect(await page.evaluate(() => (window as unknown as TestWindow).wallets.length)).toBe(2);
    expect(await call(WALLET_A.rdns, 'eth_accounts')).toEqual({ ok: true, result: [address] });
    await expect.poll(() => pageEvents(WALLET_A.rdns, 'connect')).toEqual([{ chainId: '0x7a69' }]);
    // Events still reach the reloaded page.
    await alpha.switchAccount(2);
    expect(await pageEvents(WALLET_A.rdns, 'accountsChanged')).toEqual([[stack.accounts[2]?.address]]);
    await alpha.disconnect();
    expect(await pageEvents(WALLET_A.rdns, 'accountsChanged')).toEqual([[stack.accounts[2]?.address], []]);
    expect(await pageEvents(WALLET_A.rdns, 'disconnect')).toEqual([{ code: 4900 }]);
    expect(await call(WALLET_A.rdns, 'eth_accounts')).toEqual({ ok: true, result: [] });
  });

  it('installs into a whole browser context and reaches every frame of its pages', async () => {
    const isolated = await browser.newContext();
    try {
      const wallet = await installInjectedWallet(isolated, {
        stack,
        name: 'Context Wallet',
        rdns: 'dev.walletdock.ctx',
      });
      const framedPage = await isolated.newPage();
      await framedPage.goto(`${url}framed`);
      const child = framedPage.frames().find((frame) => frame !== framedPage.mainFrame());
      if (!child) throw new Error('The iframe did not load.');
      await child.waitForFunction(() => (window as unknown as TestWindow).wallets?.length === 1);
      const connectedInChild = await child.evaluate(() =>
        (window as unknown as TestWindow).call('dev.walletdock.ctx', 'eth_requestAccounts'),
      );
      expect(connectedInChild).toEqual({ ok: true, result: [stack.accounts[0]?.address] });
      expect(wallet.requests[0]?.frameUrl).toBe(url);

      const second = stack.chains[1]?.chainId as number;
      await wallet.switchChain(second);
      for (const frame of [framedPage.mainFrame(), child]) {
        const changes = await frame.evaluate(() =>
          (window as unknown as TestWindow).events
            .filter((entry) => entry.event === 'chainChanged')
            .map((e) => e.payload),
        );
        expect(changes).toEqual([`0x${second.toString(16)}`]);
      }
    } finally {
      await isolated.close();
    }
  });
});
