import { verify as verifyBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { Keypair, type PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLANA_TEST_WALLET_ICON, SOLANA_TEST_WALLET_NAME } from '../solana-wallet/index.js';
import { chromiumLaunchOptions } from './chromium.js';
import { installSolanaWallet, type SolanaWalletController, type SolanaWalletStack } from './index.js';

type Outcome = { ok: true; result: unknown } | { ok: false; code: unknown; message: string };
type TestWindow = {
  wallets: { name: string }[];
  changes: { name: string; accounts?: string[]; chains?: string[] }[];
  describe(name: string): unknown;
  run(name: string, action: string, input?: unknown): Promise<Outcome>;
  started: Record<string, Promise<Outcome>>;
};

/**
 * A page with a minimal Wallet Standard app written against the window events (what `getWallets()` of
 * `@wallet-standard/app` does): it answers `wallet-standard:register-wallet` and announces
 * `wallet-standard:app-ready`, then drives the wallet's features. Bytes cross `page.evaluate` as number arrays.
 */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Solana wallet test</title></head>
<body>
<script>
  window.wallets = [];
  window.changes = [];
  window.started = {};
  const api = Object.freeze({
    register(...added) {
      for (const wallet of added) {
        if (window.wallets.includes(wallet)) continue;
        window.wallets.push(wallet);
        wallet.features['standard:events'].on('change', (properties) =>
          window.changes.push({
            name: wallet.name,
            ...(properties.accounts ? { accounts: properties.accounts.map((account) => account.address) } : {}),
            ...(properties.chains ? { chains: [...properties.chains] } : {}),
          }),
        );
      }
      return () => { window.wallets = window.wallets.filter((wallet) => !added.includes(wallet)); };
    },
  });
  window.addEventListener('wallet-standard:register-wallet', (event) => event.detail(api));
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));

  const find = (name) => window.wallets.find((wallet) => wallet.name === name);
  window.describe = (name) => {
    const wallet = find(name);
    return {
      version: wallet.version, name: wallet.name, icon: wallet.icon, chains: [...wallet.chains],
      accounts: wallet.accounts.map((account) => account.address),
      features: Object.fromEntries(Object.entries(wallet.features).map(([key, feature]) => [key, {
        version: feature.version,
        ...(feature.supportedTransactionVersions ? { supportedTransactionVersions: [...feature.supportedTransactionVersions] } : {}),
      }])),
    };
  };
  const plain = (account) => ({
    address: account.address, publicKey: Array.from(account.publicKey),
    chains: [...account.chains], features: [...account.features],
  });
  window.run = async (name, action, input) => {
    const wallet = find(name);
    const account = wallet.accounts[0];
    try {
      switch (action) {
        case 'connect': {
          const { accounts } = await wallet.features['standard:connect'].connect(input);
          return { ok: true, result: accounts.map(plain) };
        }
        case 'disconnect':
          await wallet.features['standard:disconnect'].disconnect();
          return { ok: true, result: null };
        case 'signMessage': {
          const [output] = await wallet.features['solana:signMessage'].signMessage({ account, message: new Uint8Array(input) });
          return { ok: true, result: { signedMessage: Array.from(output.signedMessage), signature: Array.from(output.signature) } };
        }
        case 'signTransaction': {
          const [output] = await wallet.features['solana:signTransaction'].signTransaction({
            account, transaction: new Uint8Array(input), chain: 'solana:localnet',
          });
          return { ok: true, result: Array.from(output.signedTransaction) };
        }
        case 'signAndSendTransaction': {
          const [output] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
            account, transaction: new Uint8Array(input.transaction), chain: 'solana:localnet', options: input.options,
          });
          return { ok: true, result: Array.from(output.signature) };
        }
      }
      throw new Error('unknown action ' + action);
    } catch (error) {
      return { ok: false, code: error.code, message: error.message };
    }
  };
</script>
</body></html>`;

const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
function ed25519Verify(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  const key = { key: Buffer.concat([SPKI_ED25519_PREFIX, publicKey]), format: 'der', type: 'spki' } as const;
  return verifyBytes(null, message, key, signature);
}

function transfer(from: PublicKey, to: PublicKey, recentBlockhash: string): Transaction {
  const transaction = new Transaction({ feePayer: from, recentBlockhash });
  return transaction.add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 5_000 }));
}

async function servePage(): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

describe('installSolanaWallet in Chromium', () => {
  const keys = [Keypair.generate(), Keypair.generate()];
  // No chain needed for connecting and signing: nothing is sent.
  const stack: SolanaWalletStack = {
    solana: {
      rpcUrl: 'http://127.0.0.1:9',
      accounts: keys.map((key) => ({ secretKey: Array.from(key.secretKey) })),
    },
  };
  let server: Server;
  let url: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let wallet: SolanaWalletController;

  const run = (action: string, input?: unknown, target: Page = page): Promise<Outcome> =>
    target.evaluate(
      ({ action, input }) =>
        (window as unknown as TestWindow).run('WalletDock Solana Test Wallet', action, input),
      { action, input },
    );
  const changes = () => page.evaluate(() => (window as unknown as TestWindow).changes);

  beforeAll(async () => {
    [{ server, url }, browser] = await Promise.all([
      servePage(),
      chromium.launch(chromiumLaunchOptions({ build: 'headless-shell' })),
    ]);
    context = await browser.newContext();
    page = await context.newPage();
    wallet = await installSolanaWallet(page, { stack });
    await page.goto(url);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }, 30_000);

  it('registers with the Wallet Standard protocol before the app is ready', async () => {
    expect(
      await page.evaluate(() => (window as unknown as TestWindow).describe('WalletDock Solana Test Wallet')),
    ).toEqual({
      version: '1.0.0',
      name: SOLANA_TEST_WALLET_NAME,
      icon: SOLANA_TEST_WALLET_ICON,
      chains: ['solana:localnet', 'solana:devnet'],
      accounts: [],
      features: {
        'standard:connect': { version: '1.0.0' },
        'standard:disconnect': { version: '1.0.0' },
        'standard:events': { version: '1.0.0' },
        'solana:signMessage': { version: '1.0.0' },
        'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0] },
        'solana:signAndSendTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0] },
      },
    });
    expect(wallet.info).toEqual({ name: SOLANA_TEST_WALLET_NAME, icon: SOLANA_TEST_WALLET_ICON });
  });

  it('connects from the page: the account of the selected key, and a change event', async () => {
    expect(await run('connect', { silent: true })).toEqual({ ok: true, result: [] });
    const outcome = await run('connect');
    expect(outcome).toEqual({
      ok: true,
      result: [
        {
          address: keys[0]?.publicKey.toBase58(),
          publicKey: Array.from(keys[0]?.publicKey.toBytes() ?? []),
          chains: ['solana:localnet', 'solana:devnet'],
          features: ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage'],
        },
      ],
    });
    expect(await changes()).toEqual([{ name: SOLANA_TEST_WALLET_NAME, accounts: [wallet.address] }]);
    expect(wallet.requests.map((request) => [request.method, request.outcome, request.approval])).toEqual([
      ['standard:connect', 'success', undefined],
      ['standard:connect', 'success', 'approved'],
    ]);
    expect(wallet.requests[1]?.frameUrl).toBe(url);
  });

  it('signs a message in Node; the signature verifies against the page account public key', async () => {
    const message = Array.from(new TextEncoder().encode('Hello from the page'));
    const outcome = await run('signMessage', message);
    expect(outcome.ok).toBe(true);
    const { signedMessage, signature } = (
      outcome as { result: { signedMessage: number[]; signature: number[] } }
    ).result;
    expect(signedMessage).toEqual(message);
    expect(
      ed25519Verify(
        keys[0]?.publicKey.toBytes() as Uint8Array,
        Uint8Array.from(message),
        Uint8Array.from(signature),
      ),
    ).toBe(true);
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'solana:signMessage',
      params: [{ account: wallet.address, message: Uint8Array.from(message) }],
      approval: 'approved',
      outcome: 'success',
    });
  });

  it('signs a transaction in Node; the page gets a transaction whose signatures verify', async () => {
    const unsigned = transfer(
      wallet.publicKey,
      keys[1]?.publicKey as PublicKey,
      Keypair.generate().publicKey.toBase58(),
    );
    const outcome = await run(
      'signTransaction',
      Array.from(unsigned.serialize({ requireAllSignatures: false })),
    );
    expect(outcome.ok).toBe(true);
    const signed = Transaction.from(Uint8Array.from((outcome as { result: number[] }).result));
    expect(signed.verifySignatures()).toBe(true);
    expect(signed.feePayer?.toBase58()).toBe(wallet.address);
  });

  it('rejects with code 4001 "User rejected the request." in reject mode', async () => {
    wallet.setMode('reject');
    expect(await run('signMessage', [1, 2, 3])).toEqual({
      ok: false,
      code: 4001,
      message: 'User rejected the request.',
    });
    expect(wallet.requests.at(-1)).toMatchObject({ outcome: 'rejected', approval: 'rejected' });
    wallet.setMode('approve');
  });

  it('keeps prompts waiting in pending mode until the test decides', async () => {
    wallet.setMode('pending');
    const waiting = wallet.waitForRequest('solana:signMessage', { timeout: 5_000 });
    await page.evaluate(() => {
      const scope = window as unknown as TestWindow;
      scope.started.first = scope.run('WalletDock Solana Test Wallet', 'signMessage', [9]);
    });
    const request = await waiting;
    expect(request).toMatchObject({ approval: 'waiting', outcome: 'pending' });
    const settledEarly = await page.evaluate(() =>
      Promise.race([
        (window as unknown as TestWindow).started.first?.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 200)),
      ]),
    );
    expect(settledEarly).toBe(false);
    await wallet.reject(request.id);
    expect(await page.evaluate(() => (window as unknown as TestWindow).started.first)).toEqual({
      ok: false,
      code: 4001,
      message: 'User rejected the request.',
    });
    wallet.setMode('approve');
  });

  it('stays authorised across a reload: a silent connect returns the account without prompting', async () => {
    await page.reload();
    wallet.setMode('reject'); // A prompt would fail: the silent connect must not prompt.
    expect(await page.evaluate(() => (window as unknown as TestWindow).wallets.length)).toBe(1);
    const outcome = await run('connect', { silent: true });
    expect(outcome).toMatchObject({ ok: true, result: [{ address: wallet.address }] });
    wallet.setMode('approve');

    // The wallet user's actions reach the reloaded page as change events.
    await wallet.switchAccount(1);
    await wallet.disconnect();
    expect(await changes()).toEqual([
      { name: SOLANA_TEST_WALLET_NAME, accounts: [keys[0]?.publicKey.toBase58()] },
      { name: SOLANA_TEST_WALLET_NAME, accounts: [keys[1]?.publicKey.toBase58()] },
      { name: SOLANA_TEST_WALLET_NAME, accounts: [] },
    ]);
    expect(await run('connect', { silent: true })).toEqual({ ok: true, result: [] });

    // Reconnect, then the site disconnects itself: the authorisation is gone after a reload too.
    await run('connect');
    expect(await run('disconnect')).toEqual({ ok: true, result: null });
    await page.reload();
    expect(await run('connect', { silent: true })).toEqual({ ok: true, result: [] });
    await wallet.switchAccount(0);
  });

  it('registers into a page whose app is already running (the register-wallet path)', async () => {
    const isolated = await browser.newContext();
    try {
      const open = await isolated.newPage();
      await open.goto(url);
      expect(await open.evaluate(() => (window as unknown as TestWindow).wallets.length)).toBe(0);
      const late = await installSolanaWallet(open, { stack, name: 'Late Solana Wallet', accountIndex: 1 });
      expect(await open.evaluate(() => (window as unknown as TestWindow).wallets.map((w) => w.name))).toEqual(
        ['Late Solana Wallet'],
      );
      const connected = await open.evaluate(() =>
        (window as unknown as TestWindow).run('Late Solana Wallet', 'connect'),
      );
      expect(connected).toMatchObject({ ok: true, result: [{ address: keys[1]?.publicKey.toBase58() }] });
      expect(late.address).toBe(keys[1]?.publicKey.toBase58());
    } finally {
      await isolated.close();
    }
  });
});
