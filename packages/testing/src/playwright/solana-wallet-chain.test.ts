import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type Page } from '@playwright/test';
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSolanaChain, startSolanaChain } from '../solana/index.js';
import { chromiumLaunchOptions } from './chromium.js';
import { installSolanaWallet, type SolanaWalletController } from './index.js';

type Outcome = { ok: true; result: number[] } | { ok: false; code: unknown; message: string };

/** A bare page: the test registers a Wallet Standard app inline and sends through the wallet. */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>send</title></head><body><script>
  window.wallets = [];
  const api = Object.freeze({ register(...added) { window.wallets.push(...added); return () => {}; } });
  window.addEventListener('wallet-standard:register-wallet', (event) => event.detail(api));
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
  window.send = async (transaction, options) => {
    const wallet = window.wallets[0];
    try {
      const { accounts } = await wallet.features['standard:connect'].connect();
      const [output] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account: accounts[0], transaction: new Uint8Array(transaction), chain: 'solana:localnet', options,
      });
      return { ok: true, result: Array.from(output.signature) };
    } catch (error) {
      return { ok: false, code: error.code, message: error.message };
    }
  };
</script></body></html>`;

describe('installSolanaWallet: solana:signAndSendTransaction on the local Solana chain', () => {
  let chain: RunningSolanaChain;
  let connection: Connection;
  let server: Server;
  let browser: Browser;
  let page: Page;
  let wallet: SolanaWalletController;

  const send = (transaction: Transaction, options: object): Promise<Outcome> =>
    page.evaluate(
      ({ bytes, options }) =>
        (window as unknown as { send(t: number[], o: object): Promise<Outcome> }).send(bytes, options),
      { bytes: Array.from(transaction.serialize({ requireAllSignatures: false })), options },
    );

  beforeAll(async () => {
    [chain, browser] = await Promise.all([
      startSolanaChain(),
      chromium.launch(chromiumLaunchOptions({ build: 'headless-shell' })),
    ]);
    connection = new Connection(chain.rpcUrl, 'confirmed');
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PAGE);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    page = await (await browser.newContext()).newPage();
    wallet = await installSolanaWallet(page, { stack: { solana: chain } });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await chain?.stop();
  }, 30_000);

  async function transferTo(recipient: PublicKey, lamports: number): Promise<Transaction> {
    const { blockhash } = await connection.getLatestBlockhash();
    return new Transaction({ feePayer: wallet.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: recipient, lamports }),
    );
  }

  it('signs in Node, sends to the chain and returns the signature; the transfer lands', async () => {
    const recipient = new PublicKey(chain.accounts[1]?.publicKey as string);
    const before = await connection.getBalance(recipient);
    const transaction = await transferTo(recipient, 1_234_567);
    const outcome = await send(transaction, { preflightCommitment: 'confirmed', commitment: 'confirmed' });
    expect(outcome.ok).toBe(true);
    const signature = Uint8Array.from((outcome as { result: number[] }).result);
    expect(signature).toHaveLength(64);
    expect(await connection.getBalance(recipient)).toBe(before + 1_234_567);
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'solana:signAndSendTransaction',
      approval: 'approved',
      outcome: 'success',
    });
  });

  it('reports a failing preflight as an error with the chain message, and a rejection as 4001', async () => {
    const recipient = new PublicKey(chain.accounts[2]?.publicKey as string);
    const balance = await connection.getBalance(wallet.publicKey);
    const tooMuch = await transferTo(recipient, balance * 2);
    const failed = await send(tooMuch, { preflightCommitment: 'processed' });
    expect(failed).toMatchObject({ ok: false, code: -32603 });
    wallet.setMode('reject');
    expect(await send(await transferTo(recipient, 1), {})).toEqual({
      ok: false,
      code: 4001,
      message: 'User rejected the request.',
    });
    wallet.setMode('approve');
  });
});
