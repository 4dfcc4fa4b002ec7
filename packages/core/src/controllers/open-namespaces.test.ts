import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '../client/clock.js';
import { createWalletDock, type WalletDockClient } from '../client/create-walletdock.js';
import { memoryStorage } from '../storage/backends.js';
import type { StorageBackend } from '../storage/types.js';
import { createFakeAdapter } from '../testing/fake-adapter.js';
import { createFakeNetwork } from '../testing/fake-network.js';
import { createFakeWallet } from '../testing/fake-wallet.js';
import { unknownNetwork } from './chains.js';

/**
 * Namespaces are open: core holds the state of a namespace it does not know by name ("starknet" here) exactly as
 * it holds eip155's, once an adapter for it is registered — account, network, connection, storage, defaults.
 */

const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' });
const snMain = createFakeNetwork({ caipNetworkId: 'starknet:SN_MAIN', name: 'Starknet', symbol: 'STRK' });
const snSepolia = createFakeNetwork({
  caipNetworkId: 'starknet:SN_SEPOLIA',
  name: 'Starknet Sepolia',
  symbol: 'STRK',
  testnet: true,
});
const EVM_ADDRESS = '0xa11ce00000000000000000000000000000000001';
const SN_ADDRESS = '0x049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7';
const silent: Logger = { debug() {}, warn() {}, error() {} };
const clients: WalletDockClient[] = [];

afterEach(() => {
  for (const client of clients.splice(0)) client.destroy();
});

function makeWallets() {
  return {
    evmWallet: createFakeWallet({ id: 'io.evm', name: 'EVM Wallet', accounts: [EVM_ADDRESS] }),
    starknetWallet: createFakeWallet({
      id: 'org.starknet.wallet',
      name: 'Stark Wallet',
      accounts: [SN_ADDRESS],
    }),
  };
}

function setup(storage: StorageBackend = memoryStorage(), { evmWallet, starknetWallet } = makeWallets()) {
  const client = createWalletDock({
    projectId: 'test',
    networks: [mainnet, snMain, snSepolia],
    adapters: [
      createFakeAdapter({ namespace: 'eip155', networks: [mainnet], wallets: [evmWallet] }),
      createFakeAdapter({ namespace: 'starknet', networks: [snMain, snSepolia], wallets: [starknetWallet] }),
    ],
    storage,
    platform: { mobile: false },
    logger: silent,
  });
  clients.push(client);
  return { client, evmWallet, starknetWallet, storage };
}

describe('a namespace WalletDock does not know by name, with its adapter registered', () => {
  it('has its own namespace state and networks from creation', () => {
    const { client } = setup();
    expect(Object.keys(client.state.chains.namespaces)).toEqual(['eip155', 'starknet']);
    expect(client.controllers.chains.getNetwork('starknet')?.caipNetwork?.caipNetworkId).toBe(
      'starknet:SN_MAIN',
    );
  });

  it('connects beside eip155, keeping each account apart; its account type defaults to eoa', async () => {
    const { client } = setup();
    await client.mount();
    await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.evm' });
    await client.controllers.connection.connect({
      namespace: 'starknet',
      connectorId: 'org.starknet.wallet',
    });
    expect(client.state.chains.activeNamespace).toBe('starknet');
    expect(client.controllers.chains.activeCaipAddress()).toBe(`starknet:SN_MAIN:${SN_ADDRESS}`);
    expect(client.controllers.chains.allAccounts()).toEqual(
      expect.arrayContaining([
        { namespace: 'eip155', address: EVM_ADDRESS, type: 'eoa' },
        { namespace: 'starknet', address: SN_ADDRESS, type: 'eoa' },
      ]),
    );
    expect(
      client.state.chains.namespaces.starknet?.account.preferredAccountTypes['starknet:SN_SEPOLIA'],
    ).toBe('eoa');
  });

  it('signs through its own adapter and switches its own network', async () => {
    const { client, starknetWallet, evmWallet } = setup();
    await client.mount();
    await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.evm' });
    await client.controllers.connection.connect({
      namespace: 'starknet',
      connectorId: 'org.starknet.wallet',
    });
    await client.controllers.connection.signMessage({ message: 'gm', namespace: 'starknet' });
    expect(starknetWallet.signedMessages.map((s) => s.message)).toEqual(['gm']);
    expect(evmWallet.signedMessages).toEqual([]);

    await client.controllers.chains.switchNetwork('starknet:SN_SEPOLIA');
    expect(starknetWallet.chainId).toBe('starknet:SN_SEPOLIA');
    expect(client.controllers.chains.getNetwork('eip155')?.caipNetwork?.caipNetworkId).toBe('eip155:1');
  });

  it('restores its connection and network from storage after a reload', async () => {
    const first = setup();
    await first.client.mount();
    await first.client.controllers.connection.connect({
      namespace: 'starknet',
      connectorId: 'org.starknet.wallet',
    });
    await first.client.controllers.chains.switchNetwork('starknet:SN_SEPOLIA');
    first.client.destroy();

    const { client } = setup(first.storage, first);
    await client.mount();
    expect(client.controllers.connection.status('starknet')).toBe('connected');
    expect(client.controllers.chains.getAccount('starknet')?.address).toBe(SN_ADDRESS);
    expect(client.state.chains.activeNamespace).toBe('starknet');
    expect(client.state.chains.activeCaipNetwork?.caipNetworkId).toBe('starknet:SN_SEPOLIA');
  });

  it('stands in for a network of that namespace the app does not configure, with 18 decimals', () => {
    expect(unknownNetwork('starknet:SN_GOERLI')).toMatchObject({
      id: 'SN_GOERLI',
      chainNamespace: 'starknet',
      name: 'starknet:SN_GOERLI',
      nativeCurrency: { decimals: 18, symbol: '' },
    });
  });
});
