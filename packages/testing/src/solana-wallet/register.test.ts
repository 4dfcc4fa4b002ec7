// @vitest-environment happy-dom
import { verify as verifyBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  Keypair,
  MessageV0,
  type PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type InProcessSolanaTestWalletController,
  registerSolanaTestWallet,
  SOLANA_TEST_WALLET_ICON,
  SOLANA_TEST_WALLET_NAME,
} from './index.js';

/** `@wallet-standard/app`'s API (the package is a dependency of adapter-solana, not of testing). */
type WalletsApi = {
  get(): readonly Wallet[];
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void;
};
const appModuleUrl = pathToFileURL(
  resolve(
    dirname(fileURLToPath(import.meta.url)),
    '../../../adapter-solana/node_modules/@wallet-standard/app/lib/esm/index.js',
  ),
).href;

type Features = {
  'standard:connect': {
    version: string;
    connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>;
  };
  'standard:disconnect': { version: string; disconnect(): Promise<void> };
  'standard:events': {
    version: string;
    on(event: 'change', listener: (properties: Record<string, unknown>) => void): () => void;
  };
  'solana:signMessage': {
    version: string;
    signMessage(
      ...inputs: { account: WalletAccount; message: Uint8Array }[]
    ): Promise<{ signedMessage: Uint8Array; signature: Uint8Array; signatureType?: string }[]>;
  };
  'solana:signTransaction': {
    version: string;
    supportedTransactionVersions: readonly unknown[];
    signTransaction(
      ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]
    ): Promise<{ signedTransaction: Uint8Array }[]>;
  };
  'solana:signAndSendTransaction': {
    version: string;
    supportedTransactionVersions: readonly unknown[];
    signAndSendTransaction(
      ...inputs: { account: WalletAccount; transaction: Uint8Array; chain: string; options?: object }[]
    ): Promise<{ signature: Uint8Array }[]>;
  };
};
const features = (wallet: Wallet): Features => wallet.features as unknown as Features;

const KEYS = [Keypair.generate(), Keypair.generate(), Keypair.generate()];
const secretKeys = KEYS.map((key) => Array.from(key.secretKey));
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Verifies a detached ed25519 signature with node:crypto against the public-key bytes only. */
function ed25519Verify(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  const key = { key: Buffer.concat([SPKI_ED25519_PREFIX, publicKey]), format: 'der', type: 'spki' } as const;
  return verifyBytes(null, message, key, signature);
}

function transferTransaction(from: PublicKey, feePayer: PublicKey = from): Transaction {
  const transaction = new Transaction({
    feePayer,
    recentBlockhash: Keypair.generate().publicKey.toBase58(),
  });
  transaction.add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: KEYS[2]?.publicKey as PublicKey, lamports: 1_000 }),
  );
  return transaction;
}

function rejection(promise: Promise<unknown>): Promise<{ code?: unknown; message: string }> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: Error & { code?: unknown }) => ({ code: error.code, message: error.message }),
  );
}

describe('registerSolanaTestWallet (in-process, happy-dom)', () => {
  let wallets: WalletsApi;
  let controller: InProcessSolanaTestWalletController;
  const registered: InProcessSolanaTestWalletController[] = [];
  const register = (options: Partial<Parameters<typeof registerSolanaTestWallet>[0]> = {}) => {
    const wallet = registerSolanaTestWallet({ secretKeys, ...options } as Parameters<
      typeof registerSolanaTestWallet
    >[0]);
    registered.push(wallet);
    return wallet;
  };

  beforeAll(async () => {
    // Registered before the app exists: the app's `app-ready` must pick it up.
    controller = register();
    const app = (await import(appModuleUrl)) as { getWallets(): WalletsApi };
    wallets = app.getWallets();
  });

  afterEach(async () => {
    controller.setMode('approve');
    await features(controller.wallet)['standard:disconnect'].disconnect();
    for (const extra of registered.splice(1)) extra.unregister();
  });

  it('is seen by getWallets() whether it registered before or after the app, and can unregister', () => {
    expect(wallets.get()).toEqual([controller.wallet]);
    const seen: string[] = [];
    const offRegister = wallets.on('register', (...added) => seen.push(...added.map((w) => `+${w.name}`)));
    const offUnregister = wallets.on('unregister', (...gone) => seen.push(...gone.map((w) => `-${w.name}`)));
    const late = register({ name: 'Late Solana Wallet' });
    expect(wallets.get().map((wallet) => wallet.name)).toEqual([
      SOLANA_TEST_WALLET_NAME,
      'Late Solana Wallet',
    ]);
    late.unregister();
    expect(wallets.get()).toEqual([controller.wallet]);
    expect(seen).toEqual(['+Late Solana Wallet', '-Late Solana Wallet']);
    offRegister();
    offUnregister();
  });

  it('describes itself with the Wallet Standard shape', () => {
    const { wallet } = controller;
    expect(wallet.version).toBe('1.0.0');
    expect(wallet.name).toBe(SOLANA_TEST_WALLET_NAME);
    expect(wallet.icon).toBe(SOLANA_TEST_WALLET_ICON);
    expect(atob(wallet.icon.replace('data:image/svg+xml;base64,', ''))).toMatch(/^<svg [^>]*>.*<\/svg>$/);
    expect(wallet.chains).toEqual(['solana:localnet', 'solana:devnet']);
    expect(wallet.accounts).toEqual([]);
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ]);
    for (const feature of Object.values(wallet.features) as { version: string }[]) {
      expect(feature.version).toBe('1.0.0');
    }
    expect(features(wallet)['solana:signTransaction'].supportedTransactionVersions).toEqual(['legacy', 0]);
    expect(features(wallet)['solana:signAndSendTransaction'].supportedTransactionVersions).toEqual([
      'legacy',
      0,
    ]);
    expect(controller.addresses).toEqual(KEYS.map((key) => key.publicKey.toBase58()));
    expect(controller.publicKey.equals(KEYS[0]?.publicKey as PublicKey)).toBe(true);
  });

  it('connects on approval: accounts with base58 address, 32-byte public key, chains, features and a change event', async () => {
    const changes: Record<string, unknown>[] = [];
    const off = features(controller.wallet)['standard:events'].on('change', (properties) =>
      changes.push(properties),
    );
    const { accounts } = await features(controller.wallet)['standard:connect'].connect();
    off();
    expect(accounts).toHaveLength(1);
    const [account] = accounts as [WalletAccount];
    expect(account.address).toBe(KEYS[0]?.publicKey.toBase58());
    expect(account.publicKey).toBeInstanceOf(Uint8Array);
    expect(Array.from(account.publicKey)).toEqual(Array.from(KEYS[0]?.publicKey.toBytes() ?? []));
    expect(account.chains).toEqual(['solana:localnet', 'solana:devnet']);
    expect(account.features).toEqual([
      'solana:signAndSendTransaction',
      'solana:signTransaction',
      'solana:signMessage',
    ]);
    expect(controller.wallet.accounts).toEqual(accounts);
    expect(changes).toEqual([{ accounts }]);
    expect(controller.requests.at(-1)).toMatchObject({
      method: 'standard:connect',
      params: { silent: false },
      outcome: 'success',
      approval: 'approved',
      frameUrl: location.href,
    });
  });

  it('rejects a connect with 4001 "User rejected the request." in reject mode', async () => {
    controller.setMode('reject');
    const error = await rejection(features(controller.wallet)['standard:connect'].connect());
    expect(error).toEqual({ code: 4001, message: 'User rejected the request.' });
    expect(controller.wallet.accounts).toEqual([]);
    expect(controller.requests.at(-1)).toMatchObject({ outcome: 'rejected', approval: 'rejected' });
  });

  it('connects silently only after an authorisation, never prompting, until the site disconnects', async () => {
    const { connect } = features(controller.wallet)['standard:connect'];
    controller.setMode('reject');
    expect((await connect({ silent: true })).accounts).toEqual([]);
    expect(controller.requests.at(-1)).toMatchObject({ outcome: 'success', params: { silent: true } });
    expect(controller.requests.at(-1)?.approval).toBeUndefined();

    controller.setMode('approve');
    await connect();
    controller.setMode('reject');
    // Authorised: neither a silent nor a normal connect prompts again (reject mode would refuse a prompt).
    expect((await connect({ silent: true })).accounts.map((a) => a.address)).toEqual([controller.address]);
    expect((await connect()).accounts.map((a) => a.address)).toEqual([controller.address]);

    await features(controller.wallet)['standard:disconnect'].disconnect();
    expect(controller.wallet.accounts).toEqual([]);
    expect((await connect({ silent: true })).accounts).toEqual([]);
  });

  it('signs messages with a detached ed25519 signature that verifies against the account public key', async () => {
    const { accounts } = await features(controller.wallet)['standard:connect'].connect();
    const account = accounts[0] as WalletAccount;
    const message = new TextEncoder().encode('Hello, Solana dock!');
    const [output] = await features(controller.wallet)['solana:signMessage'].signMessage({
      account,
      message,
    });
    expect(output?.signature).toHaveLength(64);
    expect(Array.from(output?.signedMessage ?? [])).toEqual(Array.from(message));
    expect(output?.signatureType).toBe('ed25519');
    expect(ed25519Verify(account.publicKey as Uint8Array, message, output?.signature as Uint8Array)).toBe(
      true,
    );
    expect(
      ed25519Verify(account.publicKey as Uint8Array, new Uint8Array([1]), output?.signature as Uint8Array),
    ).toBe(false);
  });

  it('refuses to sign for an account the site has not connected (4100)', async () => {
    const stranger = { address: controller.address, publicKey: new Uint8Array(32), chains: [], features: [] };
    const error = await rejection(
      features(controller.wallet)['solana:signMessage'].signMessage({
        account: stranger,
        message: new Uint8Array([1]),
      }),
    );
    expect(error.code).toBe(4100);
  });

  it('signs legacy transactions, keeping the signatures of other signers (partial sign)', async () => {
    const { accounts } = await features(controller.wallet)['standard:connect'].connect();
    const account = accounts[0] as WalletAccount;
    const payer = KEYS[1] as Keypair;
    const transaction = transferTransaction(controller.publicKey, payer.publicKey);
    transaction.partialSign(payer);
    const [output] = await features(controller.wallet)['solana:signTransaction'].signTransaction({
      account,
      transaction: transaction.serialize({ requireAllSignatures: false }),
      chain: 'solana:localnet',
    });
    const signed = Transaction.from(output?.signedTransaction as Uint8Array);
    expect(signed.verifySignatures()).toBe(true);
    expect(signed.signatures.map((s) => s.publicKey.toBase58())).toEqual([
      payer.publicKey.toBase58(),
      controller.address,
    ]);
    // The unsigned copy does not verify: the wallet's signature is what made it whole.
    expect(transaction.verifySignatures()).toBe(false);
  });

  it('signs v0 transactions with a signature over the message', async () => {
    const { accounts } = await features(controller.wallet)['standard:connect'].connect();
    const account = accounts[0] as WalletAccount;
    const message = MessageV0.compile({
      payerKey: controller.publicKey,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
      instructions: transferTransaction(controller.publicKey).instructions,
    });
    const unsigned = new VersionedTransaction(message);
    const [output] = await features(controller.wallet)['solana:signTransaction'].signTransaction({
      account,
      transaction: unsigned.serialize(),
    });
    const signed = VersionedTransaction.deserialize(output?.signedTransaction as Uint8Array);
    expect(signed.version).toBe(0);
    expect(
      ed25519Verify(
        controller.publicKey.toBytes(),
        signed.message.serialize(),
        signed.signatures[0] as Uint8Array,
      ),
    ).toBe(true);
  });

  it('refuses a transaction that does not need its signature, and garbage bytes (-32602)', async () => {
    const { accounts } = await features(controller.wallet)['standard:connect'].connect();
    const account = accounts[0] as WalletAccount;
    const foreign = transferTransaction((KEYS[1] as Keypair).publicKey);
    const sign = features(controller.wallet)['solana:signTransaction'].signTransaction;
    expect(
      await rejection(sign({ account, transaction: foreign.serialize({ requireAllSignatures: false }) })),
    ).toMatchObject({ code: -32602, message: expect.stringContaining('does not need a signature') });
    expect(await rejection(sign({ account, transaction: new Uint8Array([1, 2, 3]) }))).toMatchObject({
      code: -32602,
    });
    expect(
      await rejection(sign({ account, transaction: new Uint8Array(), chain: 'solana:mainnet' })),
    ).toMatchObject({
      code: -32602,
      message: expect.stringContaining('unsupported chain'),
    });
  });

  it('keeps prompts waiting in pending mode until the test approves or rejects them', async () => {
    const { accounts } = await features(controller.wallet)['standard:connect'].connect();
    const account = accounts[0] as WalletAccount;
    controller.setMode('pending');
    const { signMessage } = features(controller.wallet)['solana:signMessage'];
    const waiting = controller.waitForRequest('solana:signMessage', { timeout: 2_000 });
    let settled = false;
    const first = signMessage({ account, message: new Uint8Array([1, 2]) }).finally(() => {
      settled = true;
    });
    const request = await waiting;
    expect(request).toMatchObject({ method: 'solana:signMessage', approval: 'waiting', outcome: 'pending' });
    expect(request.params).toEqual([{ account: controller.address, message: new Uint8Array([1, 2]) }]);
    expect(controller.pendingRequests()).toEqual([request]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    // A silent connect never waits.
    expect(
      (await features(controller.wallet)['standard:connect'].connect({ silent: true })).accounts,
    ).toHaveLength(1);
    const answered = await controller.approve(request.id);
    expect(answered.outcome).toBe('success');
    expect((await first)[0]?.signature).toHaveLength(64);

    const second = rejection(signMessage({ account, message: new Uint8Array([3]) }));
    await controller.waitForRequest('solana:signMessage');
    await controller.reject();
    expect(await second).toEqual({ code: 4001, message: 'User rejected the request.' });
    expect(controller.pendingRequests()).toEqual([]);
  });

  it('emits change on switchAccount and on a disconnect by the wallet user, only to a connected site', async () => {
    const changes: Record<string, unknown>[] = [];
    const off = features(controller.wallet)['standard:events'].on('change', (properties) =>
      changes.push(properties),
    );
    await controller.switchAccount(1);
    expect(changes).toEqual([]); // Not connected: nothing to tell.
    const { accounts } = await features(controller.wallet)['standard:connect'].connect();
    expect(accounts.map((a) => a.address)).toEqual([KEYS[1]?.publicKey.toBase58()]);
    await controller.switchAccount(2);
    expect(controller.wallet.accounts.map((a) => a.address)).toEqual([KEYS[2]?.publicKey.toBase58()]);
    await controller.disconnect();
    expect(controller.wallet.accounts).toEqual([]);
    expect(changes.map((change) => (change.accounts as WalletAccount[]).map((a) => a.address))).toEqual([
      [KEYS[1]?.publicKey.toBase58()],
      [KEYS[2]?.publicKey.toBase58()],
      [],
    ]);
    // The wallet user's disconnect revoked the authorisation.
    expect(
      (await features(controller.wallet)['standard:connect'].connect({ silent: true })).accounts,
    ).toEqual([]);
    await controller.setChains(['solana:localnet']);
    expect(changes.at(-1)).toEqual({ chains: ['solana:localnet'] });
    expect(controller.wallet.chains).toEqual(['solana:localnet']);
    off();
    await controller.setChains(['solana:localnet', 'solana:devnet']);
    await controller.switchAccount(0);
    await expect(controller.switchAccount(7)).rejects.toThrow(RangeError);
  });
});

describe('registerSolanaTestWallet: solana:signAndSendTransaction over JSON-RPC', () => {
  let server: Server;
  let rpcUrl: string;
  const received: { method: string; params: unknown[] }[] = [];
  let controller: InProcessSolanaTestWalletController;

  beforeAll(async () => {
    // A recording JSON-RPC endpoint (what the wallet sends is the point here; the LiteSVM chain test is below).
    server = createServer(async (request: IncomingMessage, response) => {
      let body = '';
      for await (const chunk of request) body += chunk;
      const call = JSON.parse(body) as { id: number; method: string; params: unknown[] };
      received.push({ method: call.method, params: call.params });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: 'recorded' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    controller = registerSolanaTestWallet({
      secretKey: KEYS[0]?.secretKey as Uint8Array,
      rpcUrl,
      name: 'Sender',
    });
  });

  afterAll(async () => {
    controller?.unregister();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('signs, sends the signed bytes with the given options and returns the signature', async () => {
    const { accounts } = await features(controller.wallet)['standard:connect'].connect();
    const account = accounts[0] as WalletAccount;
    const transaction = transferTransaction(controller.publicKey).serialize({ requireAllSignatures: false });
    const [output] = await features(controller.wallet)[
      'solana:signAndSendTransaction'
    ].signAndSendTransaction({
      account,
      transaction,
      chain: 'solana:localnet',
      options: { preflightCommitment: 'processed', skipPreflight: true, maxRetries: 2, minContextSlot: 5 },
    });
    expect(received.map((call) => call.method)).toEqual(['sendTransaction']);
    const [wire, config] = (received[0]?.params ?? []) as [string, Record<string, unknown>];
    expect(config).toEqual({
      encoding: 'base64',
      skipPreflight: true,
      preflightCommitment: 'processed',
      maxRetries: 2,
      minContextSlot: 5,
    });
    const sent = Transaction.from(Buffer.from(wire, 'base64'));
    expect(sent.verifySignatures()).toBe(true);
    expect(Array.from(output?.signature ?? [])).toEqual(Array.from(sent.signature ?? []));
  });

  it('refuses an invalid preflightCommitment and a chain without an RPC URL, sending nothing', async () => {
    received.length = 0;
    const { accounts } = await features(controller.wallet)['standard:connect'].connect();
    const account = accounts[0] as WalletAccount;
    const transaction = transferTransaction(controller.publicKey).serialize({ requireAllSignatures: false });
    const send = features(controller.wallet)['solana:signAndSendTransaction'].signAndSendTransaction;
    expect(
      await rejection(
        send({ account, transaction, chain: 'solana:localnet', options: { preflightCommitment: 'recent' } }),
      ),
    ).toEqual({ code: -32602, message: 'Invalid preflightCommitment "recent".' });
    expect(await rejection(send({ account, transaction, chain: 'solana:devnet' }))).toEqual({
      code: -32602,
      message: 'The test wallet has no RPC URL for solana:devnet.',
    });
    expect(received).toEqual([]);
  });
});
