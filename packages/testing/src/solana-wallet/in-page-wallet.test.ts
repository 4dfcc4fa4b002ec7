// @vitest-environment happy-dom
import { verify as verifyBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  Connection,
  Keypair,
  MessageV0,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeBase58 } from '../solana/base58.js';
import { startSolanaChain } from '../solana/start-solana-chain.js';
import type { RunningSolanaChain } from '../solana/types.js';
import { type InPageSolanaApproval, registerInPageSolanaWallet } from '../wallet/index.js';
import { nodeFetch } from './node-fetch.js';

/** `@wallet-standard/app`'s API (a dependency of adapter-solana, not of testing). */
type WalletsApi = { get(): readonly Wallet[] };
const appModuleUrl = pathToFileURL(
  resolve(
    dirname(fileURLToPath(import.meta.url)),
    '../../../adapter-solana/node_modules/@wallet-standard/app/lib/esm/index.js',
  ),
).href;

type Features = {
  'standard:connect': {
    connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>;
  };
  'standard:disconnect': { disconnect(): Promise<void> };
  'standard:events': {
    on(event: 'change', listener: (properties: { accounts?: unknown[] }) => void): () => void;
  };
  'solana:signMessage': {
    signMessage(
      ...inputs: { account: WalletAccount; message: Uint8Array }[]
    ): Promise<{ signature: Uint8Array }[]>;
  };
  'solana:signTransaction': {
    signTransaction(
      ...inputs: { account: WalletAccount; transaction: Uint8Array }[]
    ): Promise<{ signedTransaction: Uint8Array }[]>;
  };
  'solana:signAndSendTransaction': {
    signAndSendTransaction(
      ...inputs: { account: WalletAccount; transaction: Uint8Array; chain: string; options?: object }[]
    ): Promise<{ signature: Uint8Array }[]>;
  };
};
const features = (wallet: Wallet): Features => wallet.features as unknown as Features;

const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
function ed25519Verify(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  const key = { key: Buffer.concat([SPKI_ED25519_PREFIX, publicKey]), format: 'der', type: 'spki' } as const;
  return verifyBytes(null, message, key, signature);
}

function rejection(promise: Promise<unknown>): Promise<{ code?: unknown; message: string }> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: Error & { code?: unknown }) => ({ code: error.code, message: error.message }),
  );
}

describe('registerInPageSolanaWallet (a Wallet Standard wallet signing in the page, on a LiteSVM chain)', () => {
  let chain: RunningSolanaChain;
  let wallets: WalletsApi;
  let keypair: Keypair;
  let decisions: boolean[];
  let asked: InPageSolanaApproval[];
  let grants: boolean[];
  let registered: ReturnType<typeof registerInPageSolanaWallet>;

  const register = (authorised = false) =>
    registerInPageSolanaWallet({
      name: 'Demo wallet',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      secretKey: keypair.secretKey,
      rpcUrls: { 'solana:localnet': chain.rpcUrl },
      approve: (request) => {
        asked.push(request);
        return decisions.shift() ?? false;
      },
      authorised,
      onAuthorisedChange: (granted) => grants.push(granted),
      // happy-dom's fetch applies a page's CORS rules to Node; the page's own fetch is the default.
      fetch: nodeFetch as unknown as typeof fetch,
    });

  beforeAll(async () => {
    chain = await startSolanaChain({ accounts: 1 });
    const [account] = chain.accounts;
    if (!account) throw new Error('the chain has no dev account');
    keypair = Keypair.fromSecretKey(Uint8Array.from(account.secretKey));
    const app = (await import(appModuleUrl)) as { getWallets(): WalletsApi };
    wallets = app.getWallets();
  });

  afterAll(async () => {
    await chain?.stop();
  });

  beforeEach(() => {
    decisions = [];
    asked = [];
    grants = [];
  });

  afterEach(() => {
    registered?.unregister();
  });

  it('registers with the app, asks before connecting and is restored silently once authorised', async () => {
    registered = register();
    expect(wallets.get()).toContain(registered.wallet);
    expect(registered.address).toBe(keypair.publicKey.toBase58());
    const connect = features(registered.wallet)['standard:connect'];

    // Not authorised: a silent connect gets no account and asks nothing.
    expect((await connect.connect({ silent: true })).accounts).toEqual([]);
    expect(asked).toEqual([]);

    // Refused in the wallet: 4001, still not authorised.
    decisions.push(false);
    expect(await rejection(connect.connect())).toMatchObject({ code: 4001 });
    expect(asked).toEqual([{ method: 'standard:connect', account: registered.address, payloads: [] }]);
    expect(registered.authorised).toBe(false);

    decisions.push(true);
    const { accounts } = await connect.connect();
    expect(accounts.map((account) => account.address)).toEqual([registered.address]);
    expect(Uint8Array.from(accounts[0]?.publicKey ?? [])).toEqual(keypair.publicKey.toBytes());
    expect(registered.authorised).toBe(true);
    expect(grants).toEqual([true]);
    // Authorised: no second prompt.
    await connect.connect();
    expect(asked).toHaveLength(2);

    // A page reloaded with the remembered grant connects silently.
    registered.unregister();
    registered = register(true);
    const silent = await features(registered.wallet)['standard:connect'].connect({ silent: true });
    expect(silent.accounts.map((account) => account.address)).toEqual([registered.address]);
  });

  it('signs a message with the key only after the visitor approves', async () => {
    registered = register(true);
    const { accounts } = await features(registered.wallet)['standard:connect'].connect({ silent: true });
    const account = accounts[0] as WalletAccount;
    const message = new TextEncoder().encode('Hello from the demo');
    const { signMessage } = features(registered.wallet)['solana:signMessage'];

    decisions.push(false);
    expect(await rejection(signMessage({ account, message }))).toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    });
    decisions.push(true);
    const [output] = await signMessage({ account, message });
    expect(ed25519Verify(keypair.publicKey.toBytes(), message, output?.signature as Uint8Array)).toBe(true);
    expect(asked.map((request) => [request.method, request.payloads])).toEqual([
      ['solana:signMessage', [message]],
      ['solana:signMessage', [message]],
    ]);
  });

  it('signs legacy and v0 transactions in its own slot, and refuses one it is not a signer of', async () => {
    registered = register(true);
    const { accounts } = await features(registered.wallet)['standard:connect'].connect({ silent: true });
    const account = accounts[0] as WalletAccount;
    const { signTransaction } = features(registered.wallet)['solana:signTransaction'];
    const other = Keypair.generate();
    const blockhash = Keypair.generate().publicKey.toBase58();

    // Legacy, two signers: the other key's slot stays empty, ours verifies.
    const legacy = new Transaction({ feePayer: other.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: other.publicKey, lamports: 5 }),
    );
    decisions.push(true);
    const [signedLegacy] = await signTransaction({
      account,
      transaction: legacy.serialize({ requireAllSignatures: false }),
    });
    const decodedLegacy = VersionedTransaction.deserialize(signedLegacy?.signedTransaction as Uint8Array);
    expect(decodedLegacy.signatures[0]?.every((byte) => byte === 0)).toBe(true);
    expect(
      ed25519Verify(
        keypair.publicKey.toBytes(),
        decodedLegacy.message.serialize(),
        decodedLegacy.signatures[1] as Uint8Array,
      ),
    ).toBe(true);

    // v0, one signer.
    const v0 = new VersionedTransaction(
      MessageV0.compile({
        payerKey: keypair.publicKey,
        recentBlockhash: blockhash,
        instructions: [
          SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: other.publicKey, lamports: 5 }),
        ],
      }),
    );
    decisions.push(true);
    const [signedV0] = await signTransaction({ account, transaction: v0.serialize() });
    const decodedV0 = VersionedTransaction.deserialize(signedV0?.signedTransaction as Uint8Array);
    expect(decodedV0.version).toBe(0);
    expect(
      ed25519Verify(
        keypair.publicKey.toBytes(),
        decodedV0.message.serialize(),
        decodedV0.signatures[0] as Uint8Array,
      ),
    ).toBe(true);

    // Not a signer of it, or not a transaction: -32602, and nobody is asked.
    const foreign = new Transaction({ feePayer: other.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: other.publicKey, toPubkey: keypair.publicKey, lamports: 5 }),
    );
    const asks = asked.length;
    expect(
      await rejection(
        signTransaction({ account, transaction: foreign.serialize({ requireAllSignatures: false }) }),
      ),
    ).toMatchObject({
      code: -32602,
      message: `The transaction does not need a signature of ${registered.address}.`,
    });
    expect(await rejection(signTransaction({ account, transaction: Uint8Array.of(1, 2, 3) }))).toMatchObject({
      code: -32602,
    });
    expect(asked).toHaveLength(asks);
  });

  it('signs and sends a transfer to the local chain, where it lands', async () => {
    registered = register(true);
    const { accounts } = await features(registered.wallet)['standard:connect'].connect({ silent: true });
    const account = accounts[0] as WalletAccount;
    const connection = new Connection(chain.rpcUrl, { commitment: 'confirmed', fetch: nodeFetch as never });
    const { blockhash } = await connection.getLatestBlockhash();
    const transfer = new Transaction({ feePayer: keypair.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: keypair.publicKey, lamports: 1_000 }),
    );
    decisions.push(true);
    const [output] = await features(registered.wallet)[
      'solana:signAndSendTransaction'
    ].signAndSendTransaction({
      account,
      transaction: transfer.serialize({ requireAllSignatures: false }),
      chain: 'solana:localnet',
      options: { commitment: 'confirmed' },
    });
    expect(output?.signature).toHaveLength(64);
    const { value } = await connection.getSignatureStatuses([encodeBase58(output?.signature as Uint8Array)]);
    expect(value[0]).toMatchObject({ err: null });
    expect(asked.at(-1)).toMatchObject({ method: 'solana:signAndSendTransaction', chain: 'solana:localnet' });

    // A chain the wallet has no RPC for is refused before the prompt.
    expect(
      await rejection(
        features(registered.wallet)['solana:signAndSendTransaction'].signAndSendTransaction({
          account,
          transaction: transfer.serialize({ requireAllSignatures: false }),
          chain: 'solana:devnet',
        }),
      ),
    ).toMatchObject({ code: -32602 });
  });

  it('is disconnected by its user (a change event, silent connects fail) and refuses signatures then', async () => {
    registered = register(true);
    const { accounts } = await features(registered.wallet)['standard:connect'].connect({ silent: true });
    const changes: unknown[][] = [];
    features(registered.wallet)['standard:events'].on('change', ({ accounts: next }) => {
      if (next) changes.push(next);
    });
    registered.disconnect();
    expect(changes).toEqual([[]]);
    expect(grants).toEqual([false]);
    expect(
      (await features(registered.wallet)['standard:connect'].connect({ silent: true })).accounts,
    ).toEqual([]);
    const message = new TextEncoder().encode('x');
    expect(
      await rejection(
        features(registered.wallet)['solana:signMessage'].signMessage({
          account: accounts[0] as WalletAccount,
          message,
        }),
      ),
    ).toMatchObject({ code: 4100 });
    registered.unregister();
    expect(wallets.get()).not.toContain(registered.wallet);
  });

  it('refuses to sign with a secret key that does not hold its public key', async () => {
    const bytes = Uint8Array.from(keypair.secretKey);
    bytes[40] = (bytes[40] as number) ^ 1;
    registered = registerInPageSolanaWallet({
      name: 'Broken key',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      secretKey: bytes,
      rpcUrls: { 'solana:localnet': chain.rpcUrl },
      approve: () => true,
      authorised: true,
    });
    const { accounts } = await features(registered.wallet)['standard:connect'].connect({ silent: true });
    const message = new TextEncoder().encode('x');
    expect(
      await rejection(
        features(registered.wallet)['solana:signMessage'].signMessage({
          account: accounts[0] as WalletAccount,
          message,
        }),
      ),
    ).toEqual({ code: -32603, message: 'The secret key does not hold the public key of its seed.' });
    expect(() =>
      registerInPageSolanaWallet({
        name: 'Short key',
        icon: 'data:image/svg+xml;base64,PHN2Zy8+',
        secretKey: bytes.slice(0, 32),
        rpcUrls: { 'solana:localnet': chain.rpcUrl },
        approve: () => true,
      }),
    ).toThrow('A Solana secret key has 64 bytes; got 32.');
  });
});
