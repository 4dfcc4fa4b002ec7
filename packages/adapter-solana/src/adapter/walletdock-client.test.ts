import { ed25519 } from '@noble/curves/ed25519';
import { PublicKey } from '@solana/web3.js';
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
import { type RunningSolanaChain, startSolanaChain } from '@walletdock/testing';
import {
  type InProcessSolanaTestWalletController,
  registerSolanaTestWallet,
} from '@walletdock/testing/solana-wallet';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeBase58 } from '../utils/base58.js';
import { solanaAdapter } from './solana-adapter.js';

/** The adapter inside core's client, with the Wallet Standard test wallet and the local Solana chain. */
let chain: RunningSolanaChain;
let networks: [CaipNetwork, ...CaipNetwork[]];

beforeAll(async () => {
  chain = await startSolanaChain({ accounts: 2 });
  const local = defineNetwork({
    id: chain.caipNetworkId.slice('solana:'.length),
    chainNamespace: 'solana',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl], webSocket: [chain.wsUrl] } },
    testnet: true,
  });
  networks = [local, solanaDevnet];
});

afterAll(async () => {
  await chain?.stop();
});

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const silent = { debug: () => {}, warn: () => {}, error: () => {} };

function testWallet(mode: 'approve' | 'reject' = 'approve'): InProcessSolanaTestWalletController {
  const wallet = registerSolanaTestWallet({
    secretKeys: chain.accounts.map((a) => a.secretKey),
    rpcUrl: chain.rpcUrl,
    mode,
  });
  cleanups.push(() => wallet.unregister());
  return wallet;
}

function client(storage: StorageBackend) {
  const dock = createWalletDock({
    projectId: 'test',
    networks,
    adapters: [solanaAdapter({ networks })],
    storage,
    logger: silent,
  });
  cleanups.push(() => dock.destroy());
  return dock;
}

describe('solanaAdapter inside a WalletDock client', () => {
  it('connects: client state shows the Solana address on the local chain', async () => {
    const wallet = testWallet();
    const dock = client(memoryStorage());
    await dock.mount();
    await dock.controllers.connection.connect({ namespace: 'solana', connectorId: wallet.info.name });
    const account = dock.state.chains.namespaces.solana?.account;
    expect(account?.status).toBe('connected');
    expect(account?.address).toBe(wallet.address);
    expect(dock.state.chains.activeCaipNetwork?.caipNetworkId).toBe(chain.caipNetworkId);
    expect(dock.controllers.chains.activeCaipAddress()).toBe(`${chain.caipNetworkId}:${wallet.address}`);
  });

  it('signs a message through the client; the base58 signature verifies with ed25519', async () => {
    const wallet = testWallet();
    const dock = client(memoryStorage());
    await dock.mount();
    await dock.controllers.connection.connect({ namespace: 'solana', connectorId: wallet.info.name });
    const signature = await dock.controllers.connection.signMessage({ message: 'Hello from WalletDock' });
    expect(
      ed25519.verify(
        decodeBase58(signature),
        new TextEncoder().encode('Hello from WalletDock'),
        new PublicKey(wallet.address).toBytes(),
      ),
    ).toBe(true);
  });

  it('rejects connecting (no toast) and signing ("Signature declined" inside the open modal)', async () => {
    const wallet = testWallet('reject');
    const dock = client(memoryStorage());
    await dock.mount();
    await expect(
      dock.controllers.connection.connect({ namespace: 'solana', connectorId: wallet.info.name }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(dock.state.toast.open).toBe(false); // the connecting view's heading says it
    expect(dock.state.chains.namespaces.solana?.account.status).toBe('disconnected');

    wallet.setMode('approve');
    await dock.controllers.connection.connect({ namespace: 'solana', connectorId: wallet.info.name });
    dock.controllers.toast.hide();
    expect(dock.state.toast.open).toBe(false);
    wallet.setMode('reject');
    dock.controllers.toast.setPlace('Account'); // as if the modal showed the Account view
    await expect(dock.controllers.connection.signMessage({ message: 'no' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    );
    await vi.waitFor(() => expect(dock.state.toast.open).toBe(true));
    expect(dock.state.toast.message).toBe(MESSAGES.signatureDeclined);
    expect(dock.state.chains.namespaces.solana?.account.status).toBe('connected');
  });

  it('restores the connection after a reload without a prompt', async () => {
    const wallet = testWallet();
    const storage = memoryStorage();
    const first = client(storage);
    await first.mount();
    await first.controllers.connection.connect({ namespace: 'solana', connectorId: wallet.info.name });
    first.destroy();
    const prompts = () => wallet.requests.filter((r) => r.approval !== undefined).length;
    const before = prompts();

    const reloaded = client(storage);
    await reloaded.mount();
    expect(reloaded.state.chains.namespaces.solana?.account.status).toBe('connected');
    expect(reloaded.controllers.chains.activeAddress()).toBe(wallet.address);
    expect(prompts()).toBe(before);
  });

  it('follows the wallet: account switch, chain change, and disconnect', async () => {
    const wallet = testWallet();
    const dock = client(memoryStorage());
    await dock.mount();
    await dock.controllers.connection.connect({ namespace: 'solana', connectorId: wallet.info.name });

    await wallet.switchAccount(1);
    expect(dock.controllers.chains.activeAddress()).toBe(chain.accounts[1]?.publicKey);
    await wallet.setChains(['solana:devnet']);
    await vi.waitFor(() =>
      expect(dock.state.chains.activeCaipNetwork?.caipNetworkId).toBe(solanaDevnet.caipNetworkId),
    );
    await wallet.disconnect();
    expect(dock.state.chains.namespaces.solana?.account.status).toBe('disconnected');
  });
});
