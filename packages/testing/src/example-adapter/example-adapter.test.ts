import {
  createWalletDock,
  memoryStorage,
  UserRejectedRequestError,
  type WalletDockClient,
} from '@walletdock/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createExampleWallet,
  type ExampleWallet,
  exampleAdapter,
  exampleMainnet,
  exampleTestnet,
  verifyExampleSignature,
} from './index.js';

// The sixth namespace end to end through core's public client: the example adapter is registered like any
// other, and core — unchanged apart from namespaces being open — connects, signs, switches and restores it.

const silent = { debug() {}, warn() {}, error() {} };
const SECRET = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
const clients: WalletDockClient[] = [];

afterEach(() => {
  for (const client of clients.splice(0)) client.destroy();
});

function setup(
  wallet: ExampleWallet = createExampleWallet({ secretKey: SECRET }),
  storage = memoryStorage(),
) {
  const client = createWalletDock({
    projectId: 'test',
    networks: [exampleMainnet, exampleTestnet],
    adapters: [exampleAdapter({ wallets: [wallet] })],
    storage,
    platform: { mobile: false },
    logger: silent,
  });
  clients.push(client);
  return { client, wallet, storage };
}

describe('the example adapter (namespace "example") through core', () => {
  it('registers its namespace and networks, and lists its wallet as a connector', async () => {
    const { client, wallet } = setup();
    await client.mount();
    expect(
      client.state.chains.namespaces.example?.network.requestedCaipNetworks?.map((n) => n.caipNetworkId),
    ).toEqual(['example:mainnet', 'example:testnet']);
    expect(client.state.connectors.connectors.map((c) => [c.chain, c.id, c.name])).toEqual([
      ['example', wallet.id, 'Example Wallet'],
    ]);
  });

  it('connects, and signs a message with a real ed25519 signature', async () => {
    const { client, wallet } = setup();
    await client.mount();
    await client.controllers.connection.connect({ namespace: 'example', connectorId: wallet.id });
    expect(client.controllers.connection.status('example')).toBe('connected');
    expect(client.controllers.chains.activeCaipAddress()).toBe(`example:mainnet:${wallet.address}`);

    const message = 'Sign in to the example app';
    const signature = await client.controllers.connection.signMessage({ message, namespace: 'example' });
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/);
    expect(verifyExampleSignature({ address: wallet.address, message, signature })).toBe(true);
    expect(verifyExampleSignature({ address: wallet.address, message: `${message}!`, signature })).toBe(
      false,
    );
    const other = createExampleWallet();
    expect(verifyExampleSignature({ address: other.address, message, signature })).toBe(false);
  });

  it('is deterministic for a given key (the same address and signature every run)', async () => {
    const a = createExampleWallet({ secretKey: SECRET });
    const b = createExampleWallet({ secretKey: SECRET });
    expect(a.address).toBe(b.address);
    expect(a.address).toMatch(/^0x[0-9a-f]{64}$/);
    await Promise.all([a.requestAccounts('example:mainnet'), b.requestAccounts('example:mainnet')]);
    expect(await a.signMessage('hello')).toBe(await b.signMessage('hello'));
  });

  it("maps the visitor's rejection to code 4001, leaving the namespace disconnected", async () => {
    const { client, wallet } = setup(createExampleWallet({ mode: 'reject' }));
    await client.mount();
    await client.controllers.connection
      .connect({ namespace: 'example', connectorId: wallet.id })
      .catch(() => {});
    expect(client.controllers.connection.status('example')).toBe('disconnected');

    wallet.mode = 'approve';
    await client.controllers.connection.connect({ namespace: 'example', connectorId: wallet.id });
    wallet.mode = 'reject';
    const declined = await client.controllers.connection
      .signMessage({ message: 'no', namespace: 'example' })
      .catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(UserRejectedRequestError);
    expect((declined as UserRejectedRequestError).code).toBe(4001);
  });

  it('switches network through the wallet, reads the balance and sends a signed transfer', async () => {
    const wallet = createExampleWallet({ balances: { 'example:testnet': 3_000_000_000n } });
    const { client } = setup(wallet);
    await client.mount();
    await client.controllers.connection.connect({ namespace: 'example', connectorId: wallet.id });
    await client.controllers.chains.switchNetwork('example:testnet');
    expect(wallet.chainId).toBe('example:testnet');
    expect(client.state.chains.activeCaipNetwork?.caipNetworkId).toBe('example:testnet');

    const adapter = client.options.adapters[0];
    expect(await adapter?.getBalance({ address: wallet.address, caipNetworkId: 'example:testnet' })).toEqual({
      balance: '3',
      symbol: 'EXM',
      decimals: 9,
    });
    const to = createExampleWallet().address;
    const id = await client.controllers.connection.sendTransaction({
      namespace: 'example',
      transaction: { to, value: 1_000_000_000n },
    });
    expect(wallet.transfers).toEqual([
      { caipNetworkId: 'example:testnet', to, value: 1_000_000_000n, signature: id },
    ]);
    expect(wallet.balanceOf('example:testnet')).toBe(2_000_000_000n);
  });

  it('restores the connection after a reload, and disconnects', async () => {
    const storage = memoryStorage();
    const wallet = createExampleWallet();
    const first = setup(wallet, storage).client;
    await first.mount();
    await first.controllers.connection.connect({ namespace: 'example', connectorId: wallet.id });
    first.destroy();

    const { client } = setup(wallet, storage);
    await client.mount();
    await client.controllers.connection.restore();
    expect(client.controllers.connection.status('example')).toBe('connected');
    expect(client.controllers.chains.getAccount('example')?.address).toBe(wallet.address);

    await client.controllers.connection.disconnect('example');
    expect(client.controllers.connection.status('example')).toBe('disconnected');
    expect(wallet.authorized).toBe(false);
  });

  it('follows the wallet when the visitor disconnects from inside it', async () => {
    const { client, wallet } = setup();
    await client.mount();
    await client.controllers.connection.connect({ namespace: 'example', connectorId: wallet.id });
    wallet.disconnectFromWallet();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.controllers.connection.status('example')).toBe('disconnected');
  });

  it('refuses networks of another namespace', () => {
    expect(() =>
      exampleAdapter({ wallets: [], networks: [{ ...exampleMainnet, chainNamespace: 'eip155' }] }),
    ).toThrow('The example adapter cannot serve example:mainnet');
  });
});
