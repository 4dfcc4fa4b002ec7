// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519';
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import {
  type CaipNetwork,
  createWalletDock,
  defineNetwork,
  MESSAGES,
  memoryStorage,
  type StorageBackend,
  solanaDevnet,
  UserRejectedRequestError,
} from '@walletdock/core';
import {
  createWalletConnectMemoryStorage,
  createWalletConnectWallet,
  type RunningSolanaChain,
  startSolanaChain,
  startWalletConnectRelay,
  type WalletConnectRelay,
  type WalletConnectWallet,
} from '@walletdock/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { solanaAdapter } from '../adapter/solana-adapter.js';
import type { SolanaAdapter } from '../adapter/types.js';
import { decodeBase58 } from '../utils/base58.js';
import type { SolanaWalletConnectStorage } from './types.js';

// The whole path as an app uses it: core's client → solanaAdapter({ walletConnect }) → the local relay → the Node
// WalletConnect wallet peer (its `solana` side) signing with a dev key of the LiteSVM-backed local chain. The
// pairing URI travels through core's state (`connection.state.wcUri`).

const PROJECT_ID = 'walletdock-test';
const silent = { debug: () => {}, warn: () => {}, error: () => {} };
const noWallets = () => ({ get: () => [], on: () => () => {} });

async function until<T>(read: () => T | undefined | false, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let chain: RunningSolanaChain;
let relay: WalletConnectRelay;
let local: CaipNetwork;
let networks: [CaipNetwork, ...CaipNetwork[]];
const cleanups: (() => Promise<unknown> | unknown)[] = [];

beforeAll(async () => {
  [chain, relay] = await Promise.all([startSolanaChain({ accounts: 2 }), startWalletConnectRelay()]);
  local = defineNetwork({
    id: chain.caipNetworkId.slice('solana:'.length),
    chainNamespace: 'solana',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl], webSocket: [chain.wsUrl] } },
    testnet: true,
  });
  networks = [local, solanaDevnet];
}, 60_000);

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
});

afterAll(async () => {
  await Promise.all([chain?.stop(), relay?.close()]);
});

function devKey(index = 0) {
  const account = chain.accounts[index];
  if (!account) throw new Error(`The chain has no account ${index}`);
  return account;
}

async function peer(mode: 'approve' | 'reject' = 'approve'): Promise<WalletConnectWallet> {
  const wallet = await createWalletConnectWallet({
    relayUrl: relay.url,
    projectId: PROJECT_ID,
    privateKeys: [],
    chains: [],
    solana: {
      secretKeys: [devKey(0).secretKey],
      chains: [{ caipNetworkId: chain.caipNetworkId, rpcUrl: chain.rpcUrl }],
    },
    mode,
  });
  cleanups.push(() => wallet.close());
  return wallet;
}

function client(
  storage: StorageBackend = memoryStorage(),
  wc: { storage: SolanaWalletConnectStorage; storagePrefix: string } = {
    storage: createWalletConnectMemoryStorage(),
    storagePrefix: `wd-solana-${randomBytes(4).toString('hex')}`,
  },
): { dock: ReturnType<typeof createWalletDock>; adapter: SolanaAdapter } {
  const adapter = solanaAdapter({
    networks,
    registry: noWallets,
    walletConnect: {
      relayUrl: relay.url,
      metadata: { name: 'WalletDock test', description: 'relay test', url: 'http://localhost', icons: [] },
      ...wc,
    },
  });
  const dock = createWalletDock({
    projectId: PROJECT_ID,
    networks,
    adapters: [adapter],
    storage,
    logger: silent,
  });
  cleanups.push(() => dock.destroy());
  return { dock, adapter };
}

async function pairThroughCore(dock: ReturnType<typeof createWalletDock>, wallet: WalletConnectWallet) {
  const connecting = dock.controllers.connection.connect({
    namespace: 'solana',
    connectorId: 'walletConnect',
  });
  const uri = await until(() => dock.state.connection.wcUri);
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  expect(dock.state.connection.wcPairingExpiry).toBeGreaterThan(Date.now());
  await wallet.pair(uri);
  await connecting;
}

describe('solanaAdapter with WalletConnect through the local relay', () => {
  it('lists WalletConnect, pairs in the solana namespace, signs, sends SOL and disconnects', async () => {
    const wallet = await peer();
    const { dock, adapter } = client();
    await dock.mount();
    expect(dock.state.connectors.connectors).toContainEqual({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      chain: 'solana',
      name: 'WalletConnect',
    });

    await pairThroughCore(dock, wallet);
    const address = devKey(0).publicKey;
    expect(dock.controllers.connection.status('solana')).toBe('connected');
    expect(dock.controllers.chains.activeCaipAddress()).toBe(`${chain.caipNetworkId}:${address}`);

    // The proposal: only optional namespaces, solana with the configured CAIP-2 ids and the three methods.
    const [session] = wallet.sessions();
    expect(session?.requiredNamespaces).toEqual({});
    expect(session?.optionalNamespaces.solana?.chains).toEqual([
      local.caipNetworkId,
      solanaDevnet.caipNetworkId,
    ]);
    expect(session?.optionalNamespaces.solana?.methods).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
    ]);
    expect(session?.namespaces.solana?.accounts).toEqual([`${chain.caipNetworkId}:${address}`]);

    // signMessage: solana_signMessage over the relay; the base58 signature verifies with ed25519.
    const message = 'Hello from WalletDock over WalletConnect';
    const signature = await dock.controllers.connection.signMessage({ message });
    expect(
      ed25519.verify(
        decodeBase58(signature),
        new TextEncoder().encode(message),
        new PublicKey(address).toBytes(),
      ),
    ).toBe(true);
    expect(wallet.log).toContainEqual(
      expect.objectContaining({ method: 'solana_signMessage', outcome: 'result' }),
    );

    // A SOL transfer with solana_signAndSendTransaction lands on the local chain.
    const recipient = Keypair.generate().publicKey.toBase58();
    const txSignature = await dock.controllers.connection.sendTransaction({
      namespace: 'solana',
      transaction: { to: recipient, value: 1_234_567n },
    });
    expect(decodeBase58(txSignature)).toHaveLength(64);
    expect(
      wallet.log.filter((e) => e.kind === 'request').map((e) => (e as { method: string }).method),
    ).toContain('solana_signAndSendTransaction');
    expect(
      await adapter.getBalance({ address: recipient, caipNetworkId: local.caipNetworkId }),
    ).toMatchObject({
      balance: '0.001234567',
      symbol: 'SOL',
    });

    // solana_signTransaction: the wallet's signed bytes, sent by the app itself.
    const rpc = new Connection(chain.rpcUrl, 'confirmed');
    const { blockhash } = await rpc.getLatestBlockhash();
    const second = Keypair.generate().publicKey;
    const transfer = new Transaction({ feePayer: new PublicKey(address), recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(address), toPubkey: second, lamports: 2_000_000 }),
    );
    const signed = await adapter.solana.signTransaction({
      connectorId: 'walletConnect',
      transaction: transfer,
    });
    const sent = await rpc.sendRawTransaction(signed);
    await rpc.confirmTransaction(sent, 'confirmed');
    expect(await rpc.getBalance(second, 'confirmed')).toBe(2_000_000);

    // The visitor declines: 'Signature declined', still connected.
    wallet.mode = 'reject';
    dock.controllers.toast.setPlace('Account'); // a toast shows in the view the modal shows (none while closed)
    await expect(dock.controllers.connection.signMessage({ message: 'no' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    );
    await vi.waitFor(() => expect(dock.state.toast.message).toBe(MESSAGES.signatureDeclined));
    await expect(
      dock.controllers.connection.sendTransaction({ transaction: { to: recipient, value: 1n } }),
    ).rejects.toMatchObject({ code: 4001 });
    expect(dock.controllers.connection.status('solana')).toBe('connected');

    await dock.controllers.connection.disconnect('solana');
    expect(dock.controllers.connection.status('solana')).toBe('disconnected');
    await until(() => wallet.sessions().length === 0);
  }, 90_000);

  it('a rejected session proposal rejects with 4001 (no toast) and stays disconnected', async () => {
    const wallet = await peer('reject');
    const { dock } = client();
    await dock.mount();
    const connecting = dock.controllers.connection.connect({
      namespace: 'solana',
      connectorId: 'walletConnect',
    });
    await wallet.pair(await until(() => dock.state.connection.wcUri));
    await expect(connecting).rejects.toMatchObject({ code: 4001 });
    expect(dock.state.toast.open).toBe(false);
    expect(dock.controllers.connection.status('solana')).toBe('disconnected');
  }, 60_000);

  it("restores a stored session after a reload without pairing, then follows the wallet's session deletion", async () => {
    const wallet = await peer();
    const storage = memoryStorage();
    const wc = {
      storage: createWalletConnectMemoryStorage(),
      storagePrefix: `wd-solana-${randomBytes(4).toString('hex')}`,
    };
    const first = client(storage, wc);
    await first.dock.mount();
    await pairThroughCore(first.dock, wallet);
    first.dock.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200)); // the first client closes its relay socket

    const proposals = wallet.log.filter((e) => e.kind === 'proposal').length;
    const reloaded = client(storage, wc);
    await reloaded.dock.mount();
    await until(() => reloaded.dock.controllers.connection.status('solana') === 'connected');
    expect(reloaded.dock.controllers.chains.activeAddress()).toBe(devKey(0).publicKey);
    expect(wallet.log.filter((e) => e.kind === 'proposal')).toHaveLength(proposals);
    const signature = await reloaded.dock.controllers.connection.signMessage({ message: 'after reload' });
    expect(
      ed25519.verify(
        decodeBase58(signature),
        new TextEncoder().encode('after reload'),
        new PublicKey(devKey(0).publicKey).toBytes(),
      ),
    ).toBe(true);

    // The wallet deletes the session: the adapter emits `disconnect` and core drops the namespace.
    await wallet.disconnect();
    await until(() => reloaded.dock.controllers.connection.status('solana') === 'disconnected');
  }, 60_000);
});
