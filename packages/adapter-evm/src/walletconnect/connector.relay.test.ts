// @vitest-environment node
import { randomBytes } from 'node:crypto';
import type { CaipNetwork } from '@walletdock/core';
import { UserRejectedRequestError } from '@walletdock/core';
import {
  createWalletConnectMemoryStorage,
  createWalletConnectWallet,
  type LocalStack,
  startLocalStack,
  type WalletConnectWallet,
} from '@walletdock/testing';
import { createWalletClient, custom, verifyMessage } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWalletConnectConnector } from './connector.js';
import type {
  WalletConnectConnector,
  WalletConnectConnectorEvent,
  WalletConnectConnectorOptions,
} from './types.js';

const PROJECT_ID = 'walletdock-test';

function devAccount() {
  const account = stack.accounts[0];
  if (!account) throw new Error('The stack has no account');
  return account;
}

async function until<T>(read: () => T | undefined | false, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let stack: LocalStack;
let relayUrl: string;
let networks: CaipNetwork[];
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  stack = await startLocalStack();
  relayUrl = stack.walletConnect.relayUrl;
  networks = stack.chains.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }));
}, 30_000);

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

afterAll(async () => {
  await stack?.stop();
});

async function setUp(
  overrides: Partial<WalletConnectConnectorOptions> = {},
  { autoPair = true }: { autoPair?: boolean } = {},
) {
  const wallet: WalletConnectWallet = await createWalletConnectWallet({
    relayUrl,
    projectId: PROJECT_ID,
    privateKeys: [devAccount().privateKey],
    chains: stack.chains,
  });
  cleanups.push(() => wallet.close());
  const uris: { uri: string; expiry: number }[] = [];
  const events: WalletConnectConnectorEvent[] = [];
  const connector: WalletConnectConnector = createWalletConnectConnector({
    projectId: PROJECT_ID,
    relayUrl,
    metadata: { name: 'WalletDock test dapp', description: 'Tests', url: 'http://localhost', icons: [] },
    networks,
    onPairingUri: (uri, expiry) => {
      uris.push({ uri, expiry });
      if (autoPair) void wallet.pair(uri);
    },
    onEvent: (event) => events.push(event),
    storage: createWalletConnectMemoryStorage(),
    storagePrefix: `walletdock-dapp-${randomBytes(8).toString('hex')}`,
    logLevel: 'silent',
    ...overrides,
  });
  cleanups.push(() => connector.destroy());
  return { wallet, connector, uris, events };
}

describe('WalletConnect connector on the local relay', () => {
  it('pairs with a wallet, signs, switches to the second chain and disconnects', async () => {
    const { wallet, connector, uris, events } = await setUp();
    const [chainA, chainB] = networks as [CaipNetwork, CaipNetwork];
    const account = devAccount().address;

    const before = Date.now();
    const connection = await connector.connect({ caipNetworkId: chainA.caipNetworkId });
    expect(connection).toEqual({ accounts: [account], caipNetworkId: chainA.caipNetworkId });
    expect(uris).toHaveLength(1);
    expect(uris[0]?.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    expect(uris[0]?.expiry).toBeGreaterThan(before);
    expect(uris[0]?.expiry).toBeLessThanOrEqual(Date.now() + 5 * 60 * 1000 + 1000);

    // The proposal carried only optional namespaces.
    const session = await until(() => wallet.sessions()[0]);
    expect(session.requiredNamespaces).toEqual({});
    expect(session.optionalNamespaces.eip155?.chains).toEqual(networks.map((n) => n.caipNetworkId));

    // Signing goes to the wallet; the signature verifies with viem.
    const client = createWalletClient({ account, transport: custom(connector.getProvider()) });
    const signature = await client.signMessage({ message: 'Hello from WalletDock' });
    expect(await verifyMessage({ address: account, message: 'Hello from WalletDock', signature })).toBe(true);
    expect(await connector.request({ method: 'eth_chainId' })).toBe(`0x${chainA.id.toString(16)}`);

    await connector.switchNetwork(chainB.caipNetworkId);
    expect(connector.getConnection()?.caipNetworkId).toBe(chainB.caipNetworkId);
    expect(events).toContainEqual({ type: 'chainChanged', caipNetworkId: chainB.caipNetworkId });
    expect(await connector.request({ method: 'eth_chainId' })).toBe(`0x${chainB.id.toString(16)}`);
    // Reads on the new chain come from its RPC.
    const balance = await connector.request({ method: 'eth_getBalance', params: [account, 'latest'] });
    expect(BigInt(balance as string)).toBeGreaterThan(0n);

    await connector.disconnect();
    expect(connector.getConnection()).toBeUndefined();
    await until(() => wallet.sessions().length === 0);
    expect(events).not.toContainEqual({ type: 'disconnect' });
    await expect(connector.request({ method: 'eth_accounts' })).rejects.toThrow('Connector not connected');
  }, 30_000);

  it('rejects with UserRejectedRequestError when the wallet rejects the session', async () => {
    const { wallet, connector, uris } = await setUp();
    wallet.mode = 'reject';
    const error = await connector.connect().catch((e: unknown) => e);
    expect(uris).toHaveLength(1);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect((error as UserRejectedRequestError).code).toBe(4001);
    expect(connector.getConnection()).toBeUndefined();
  }, 30_000);

  it("forwards the wallet's chain switch and its session deletion", async () => {
    const { wallet, connector, events } = await setUp();
    const [chainA, chainB] = networks as [CaipNetwork, CaipNetwork];
    await connector.connect({ caipNetworkId: chainA.caipNetworkId });

    await wallet.switchChain(chainB.id as number);
    await until(() => events.some((event) => event.type === 'chainChanged'));
    expect(events).toContainEqual({ type: 'chainChanged', caipNetworkId: chainB.caipNetworkId });
    expect(connector.getConnection()?.caipNetworkId).toBe(chainB.caipNetworkId);

    await wallet.disconnect();
    await until(() => events.some((event) => event.type === 'disconnect'));
    expect(connector.getConnection()).toBeUndefined();
  }, 30_000);

  it('re-announces the pending pairing to a second connect and settles both with the session', async () => {
    const { wallet, connector, uris } = await setUp({}, { autoPair: false });
    const first = connector.connect();
    await until(() => uris.length === 1);
    const second = connector.connect();
    expect(uris).toHaveLength(2);
    expect(uris[1]).toEqual(uris[0]);
    await wallet.pair(uris[0]?.uri ?? '');
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual(b);
    expect(a.accounts).toEqual([devAccount().address]);
    await expect(connector.connect()).rejects.toThrow('Connector already connected');
  }, 30_000);

  it('restores a stored session without prompting', async () => {
    const storage = createWalletConnectMemoryStorage();
    const storagePrefix = `walletdock-dapp-${randomBytes(8).toString('hex')}`;
    const [, chainB] = networks as [CaipNetwork, CaipNetwork];
    const first = await setUp({ storage, storagePrefix });
    const connection = await first.connector.connect({ caipNetworkId: chainB.caipNetworkId });
    await first.connector.destroy();

    const uris: string[] = [];
    const restored = createWalletConnectConnector({
      projectId: PROJECT_ID,
      relayUrl,
      metadata: { name: 'WalletDock test dapp', description: 'Tests', url: 'http://localhost', icons: [] },
      networks,
      onPairingUri: (uri) => uris.push(uri),
      onEvent: () => {},
      storage,
      storagePrefix,
      logLevel: 'silent',
    });
    cleanups.push(() => restored.destroy());
    expect(await restored.reconnect()).toEqual(connection);
    expect(uris).toEqual([]);
    const signature = (await restored.request({
      method: 'personal_sign',
      params: ['0x6869', connection.accounts[0]],
    })) as `0x${string}`;
    expect(await verifyMessage({ address: devAccount().address, message: 'hi', signature })).toBe(true);
  }, 30_000);

  it('reconnects to nothing when no session is stored', async () => {
    const { connector, uris } = await setUp();
    expect(await connector.reconnect()).toBeNull();
    expect(uris).toEqual([]);
  }, 30_000);
});
