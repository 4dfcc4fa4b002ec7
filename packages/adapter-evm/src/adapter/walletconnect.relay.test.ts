// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { type CaipNetwork, createWalletDock, memoryStorage as walletDockMemory } from '@walletdock/core';
import {
  createWalletConnectMemoryStorage,
  createWalletConnectWallet,
  type LocalStack,
  startLocalStack,
} from '@walletdock/testing';
import { verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmAdapter } from './evm-adapter.js';

// The whole WalletConnect path as an app uses it: core's client → evmAdapter({ walletConnect }) → the local relay
// → a wallet peer in Node signing with an anvil dev key. The pairing URI travels through core's state.

async function until<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let stack: LocalStack;
let networks: CaipNetwork[];

beforeAll(async () => {
  stack = await startLocalStack();
  networks = stack.chains.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }));
}, 30_000);

afterAll(async () => {
  await stack?.stop();
});

async function setup(mode: 'approve' | 'reject') {
  const adapter = evmAdapter({
    networks,
    window: new EventTarget() as never,
    walletConnect: {
      relayUrl: stack.walletConnect.relayUrl,
      metadata: { name: 'WalletDock test', description: 'e2e', url: 'http://localhost', icons: [] },
      storage: createWalletConnectMemoryStorage(),
      storagePrefix: `wd-adapter-${randomBytes(4).toString('hex')}`,
    },
  });
  const [first, ...rest] = networks;
  if (!first) throw new Error('no network');
  const client = createWalletDock({
    projectId: 'walletdock-test',
    networks: [first, ...rest],
    adapters: [adapter],
    storage: walletDockMemory(),
  });
  const wallet = await createWalletConnectWallet({
    relayUrl: stack.walletConnect.relayUrl,
    projectId: 'walletdock-test',
    privateKeys: stack.accounts.slice(0, 1).map((a) => a.privateKey),
    chains: stack.chains,
    mode,
  });
  return { adapter, client, wallet };
}

describe('evmAdapter with WalletConnect through the local relay', () => {
  it('lists WalletConnect, pairs through core state, signs, switches chain and disconnects', async () => {
    const { adapter, client, wallet } = await setup('approve');
    try {
      await client.mount();
      expect(client.state.connectors.connectors.map((c) => c.type)).toContain('WALLET_CONNECT');

      const connecting = client.controllers.connection.connect({
        namespace: 'eip155',
        connectorId: 'walletConnect',
      });
      const uri = await until(() => client.state.connection.wcUri);
      expect(uri).toMatch(/^wc:/);
      expect(client.state.connection.wcPairingExpiry).toBeGreaterThan(Date.now());
      await wallet.pair(uri);
      await connecting;

      const address = stack.accounts[0]?.address;
      expect(client.controllers.chains.activeAddress()?.toLowerCase()).toBe(address?.toLowerCase());
      expect(client.controllers.connection.status('eip155')).toBe('connected');

      const signature = await adapter.signMessage({
        connectorId: 'walletConnect',
        address: client.controllers.chains.activeAddress() ?? '',
        message: 'hello over the relay',
      });
      expect(
        await verifyMessage({
          address: address as `0x${string}`,
          message: 'hello over the relay',
          signature: signature as `0x${string}`,
        }),
      ).toBe(true);

      const second = networks[1];
      if (!second) throw new Error('no second network');
      await client.controllers.chains.switchNetwork(second);
      expect(client.state.chains.activeCaipNetwork?.caipNetworkId).toBe(second.caipNetworkId);

      await client.controllers.connection.disconnect('eip155');
      expect(client.controllers.connection.status('eip155')).toBe('disconnected');
      await until(() => (wallet.sessions().length === 0 ? true : undefined));
    } finally {
      client.destroy();
      await wallet.close();
    }
  }, 60_000);

  it('a rejected session surfaces as a user rejection (4001), with no toast', async () => {
    const { client, wallet } = await setup('reject');
    try {
      await client.mount();
      const connecting = client.controllers.connection.connect({
        namespace: 'eip155',
        connectorId: 'walletConnect',
      });
      const uri = await until(() => client.state.connection.wcUri);
      await wallet.pair(uri);
      await expect(connecting).rejects.toMatchObject({ code: 4001 });
      // A rejected connect raises no toast: the connecting view's heading (or the caller's rejection) says it.
      expect(client.state.toast.open).toBe(false);
      expect(client.controllers.connection.status('eip155')).toBe('disconnected');
    } finally {
      client.destroy();
      await wallet.close();
    }
  }, 60_000);
});
