// @vitest-environment node
import {
  type CaipNetwork,
  createWalletDock,
  defineNetwork,
  memoryStorage,
  type StorageBackend,
  UserRejectedRequestError,
} from '@walletdock/core';
import { type LocalChain, type LocalStack, startLocalStack } from '@walletdock/testing';
import { createLocalAccountProvider } from '@walletdock/testing/wallet';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { evmAdapter } from './evm-adapter.js';

let stack: LocalStack;
let networks: [CaipNetwork, ...CaipNetwork[]];

function networkOf(local: LocalChain): CaipNetwork {
  return defineNetwork({
    id: local.chainId,
    name: local.name,
    nativeCurrency: local.nativeCurrency,
    rpcUrls: { default: { http: [local.rpcUrl] } },
  });
}

beforeAll(async () => {
  stack = await startLocalStack({ accounts: 3 });
  networks = stack.chains.map(networkOf) as [CaipNetwork, ...CaipNetwork[]];
});

afterAll(async () => {
  await stack?.stop();
});

const silent = { debug: () => {}, warn: () => {}, error: () => {} };

function setUp(options: { approve?: () => boolean; storage?: StorageBackend } = {}) {
  const approve = vi.fn(options.approve ?? (() => true));
  const provider = createLocalAccountProvider({
    privateKeys: stack.accounts.map((a) => a.privateKey),
    chains: stack.chains,
    approve,
  });
  return { provider, approve };
}

function client(provider: unknown, storage: StorageBackend) {
  return createWalletDock({
    projectId: 'test',
    networks,
    adapters: [evmAdapter({ networks, window: Object.assign(new EventTarget(), { ethereum: provider }) })],
    storage,
    logger: silent,
  });
}

describe('evmAdapter inside a WalletDock client', () => {
  it('connects: client.state.chains shows the anvil address and chain', async () => {
    const { provider } = setUp();
    const dock = client(provider, memoryStorage());
    await dock.mount();
    await dock.controllers.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
    const eip155 = dock.state.chains.namespaces.eip155;
    expect(eip155?.account.address).toBe(provider.addresses[0]);
    expect(eip155?.account.status).toBe('connected');
    expect(dock.state.chains.activeCaipNetwork?.caipNetworkId).toBe(networks[0]?.caipNetworkId);
    expect(dock.controllers.chains.activeCaipAddress()).toBe(
      `eip155:${stack.chains[0]?.chainId}:${provider.addresses[0]}`,
    );
    dock.destroy();
  });

  it('restores the connection after a reload without asking the wallet', async () => {
    const { provider, approve } = setUp();
    const storage = memoryStorage();
    const first = client(provider, storage);
    await first.mount();
    await first.controllers.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
    first.destroy();
    expect(approve).toHaveBeenCalledTimes(1);

    const reloaded = client(provider, storage);
    await reloaded.mount();
    expect(reloaded.state.chains.namespaces.eip155?.account.status).toBe('connected');
    expect(reloaded.controllers.chains.activeAddress()).toBe(provider.addresses[0]);
    expect(approve).toHaveBeenCalledTimes(1);
    reloaded.destroy();
  });

  it('rejects with UserRejectedRequestError when the visitor rejects the connection, without a toast', async () => {
    const { provider } = setUp({ approve: () => false });
    const dock = client(provider, memoryStorage());
    await dock.mount();
    await expect(
      dock.controllers.connection.connect({ namespace: 'eip155', connectorId: 'injected' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError);
    // The connecting view's heading says it; core raises no toast for a rejected connect.
    expect(dock.state.toast.open).toBe(false);
    expect(dock.state.chains.namespaces.eip155?.account.status).toBe('disconnected');
    dock.destroy();
  });

  it('follows wallet-initiated account and chain changes and disconnection', async () => {
    const { provider } = setUp();
    const dock = client(provider, memoryStorage());
    await dock.mount();
    await dock.controllers.connection.connect({ namespace: 'eip155', connectorId: 'injected' });

    provider.setAccount(1);
    expect(dock.controllers.chains.activeAddress()).toBe(provider.addresses[1]);
    provider.switchChain(stack.chains[1]?.chainId ?? 0);
    await vi.waitFor(() =>
      expect(dock.state.chains.activeCaipNetwork?.caipNetworkId).toBe(networks[1]?.caipNetworkId),
    );
    await dock.controllers.chains.switchNetwork(networks[0] as CaipNetwork);
    expect(provider.getState().chainId).toBe(stack.chains[0]?.chainId);

    provider.disconnect();
    expect(dock.state.chains.namespaces.eip155?.account.status).toBe('disconnected');
    dock.destroy();
  });
});
