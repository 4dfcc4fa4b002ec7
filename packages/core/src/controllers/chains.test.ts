import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChainAdapter } from '../adapter/types.js';
import type { Logger } from '../client/clock.js';
import { createWalletDock } from '../client/create-walletdock.js';
import { AdapterError, ChainError, SwitchChainError, UserRejectedRequestError } from '../errors/index.js';
import type { WalletDockOptions } from '../options/types.js';
import { memoryStorage } from '../storage/backends.js';
import { STORAGE_KEYS } from '../storage/constants.js';
import type { StorageBackend } from '../storage/types.js';
import { createFakeAdapter } from '../testing/fake-adapter.js';
import { createFakeNetwork } from '../testing/fake-network.js';
import { createFakeWallet, type FakeWallet, type FakeWalletOptions } from '../testing/fake-wallet.js';

const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' });
const base = createFakeNetwork({ caipNetworkId: 'eip155:8453', name: 'Base', symbol: 'ETH' });
/** Known to the EVM adapter, not configured by the app: unsupported. */
const optimism = createFakeNetwork({ caipNetworkId: 'eip155:10', name: 'OP Mainnet', symbol: 'ETH' });
const solana = createFakeNetwork({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', symbol: 'SOL' });
const solanaDevnet = createFakeNetwork({
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  symbol: 'SOL',
});
const ALICE = '0xa11ce00000000000000000000000000000000001';
const SOL_ALICE = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

const silent: Logger = { debug() {}, warn() {}, error() {} };

type Setup = {
  wallet?: Partial<FakeWalletOptions>;
  backend?: StorageBackend;
  options?: Partial<WalletDockOptions>;
  withSolana?: boolean;
  wallets?: FakeWallet[];
};

function setup({
  wallet: walletOptions = {},
  backend = memoryStorage(),
  options = {},
  withSolana = false,
  wallets,
}: Setup = {}) {
  const wallet =
    wallets?.[0] ?? createFakeWallet({ id: 'alice', name: 'Alice', accounts: [ALICE], ...walletOptions });
  const evm = createFakeAdapter({ networks: [mainnet, base, optimism], wallets: wallets ?? [wallet] });
  const phantom = createFakeWallet({ id: 'phantom', name: 'Phantom', accounts: [SOL_ALICE] });
  const adapters: ChainAdapter[] = [evm];
  if (withSolana)
    adapters.push(
      createFakeAdapter({ namespace: 'solana', networks: [solana, solanaDevnet], wallets: [phantom] }),
    );
  const client = createWalletDock({
    projectId: 'test',
    networks: withSolana ? [mainnet, base, solana, solanaDevnet] : [mainnet, base],
    adapters,
    storage: backend,
    logger: silent,
    ...options,
  });
  const { chains, connection, modal, router } = client.controllers;
  return { client, chains, connection, modal, router, wallet, phantom, evm, backend };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('chains: initial state', () => {
  it('has account and network state for every namespace with an adapter or a configured network', () => {
    const { chains } = setup({ withSolana: true });
    expect(Object.keys(chains.state.namespaces)).toEqual(['eip155', 'solana']);
    expect(chains.getNetwork('solana')?.requestedCaipNetworks.map((n) => n.caipNetworkId)).toEqual([
      solana.caipNetworkId,
      solanaDevnet.caipNetworkId,
    ]);
    expect(chains.getAccount('eip155')).toMatchObject({
      status: 'disconnected',
      address: undefined,
      caipAddress: undefined,
      allAccounts: [],
      tokenBalance: [],
      currentTab: 0,
      balanceLoading: false,
      smartAccountDeployed: false,
    });
    expect(chains.getNetwork('eip155')).toMatchObject({
      approvedCaipNetworkIds: [],
      supportsAllNetworks: false,
      smartAccountEnabledNetworks: [],
    });
  });

  it('has state for a namespace whose adapter has no configured network yet', () => {
    const bitcoin = createFakeAdapter({ namespace: 'bip122', networks: [] });
    const client = createWalletDock({
      projectId: 'test',
      networks: [mainnet],
      adapters: [createFakeAdapter({ networks: [mainnet] }), bitcoin],
      storage: memoryStorage(),
      logger: silent,
    });
    expect(client.controllers.chains.getNetwork('bip122')?.caipNetwork).toBeUndefined();
    expect(client.controllers.chains.getAccount('bip122')?.status).toBe('disconnected');
  });

  it('starts on the default network, else on the first network of each namespace', () => {
    const { chains } = setup({ withSolana: true, options: { defaultNetwork: base } });
    expect(chains.state.activeNamespace).toBe('eip155');
    expect(chains.activeNetwork()?.caipNetworkId).toBe('eip155:8453');
    expect(chains.getNetwork('solana')?.caipNetwork?.caipNetworkId).toBe(solana.caipNetworkId);
  });

  it('starts on the stored last-used network, when the app still configures it, once mounted', async () => {
    const backend = memoryStorage();
    const first = setup({ backend, withSolana: true });
    await first.chains.switchNetwork(solanaDevnet);
    const reloaded = setup({ backend, withSolana: true });
    expect(reloaded.chains.activeNetwork()?.caipNetworkId).toBe('eip155:1');
    await reloaded.client.mount();
    expect(reloaded.chains.state.activeNamespace).toBe('solana');
    expect(reloaded.chains.activeNetwork()?.caipNetworkId).toBe(solanaDevnet.caipNetworkId);
    expect(reloaded.chains.getNetwork('eip155')?.caipNetwork?.caipNetworkId).toBe('eip155:1');
  });

  it('ignores a stored network the app no longer configures', async () => {
    const backend = memoryStorage();
    await setup({ backend, withSolana: true }).chains.switchNetwork(solanaDevnet);
    const reloaded = setup({ backend });
    await reloaded.client.mount();
    expect(reloaded.chains.state.activeNamespace).toBe('eip155');
    expect(reloaded.chains.activeNetwork()?.caipNetworkId).toBe('eip155:1');
  });

  it('reads nothing stored before mount, so clients with different storage start identical', async () => {
    const empty = setup({ withSolana: true });
    const backend = memoryStorage();
    const used = setup({ backend, withSolana: true });
    await used.chains.switchNetwork(solanaDevnet);
    backend.setItem(STORAGE_KEYS.smartAccountEnabledNetworks, '1');
    const reloaded = setup({ backend, withSolana: true });
    // Serialised: the two clients' adapters are distinct objects with the same content.
    expect(JSON.stringify(reloaded.client.getSnapshot())).toBe(JSON.stringify(empty.client.getSnapshot()));
    expect(reloaded.client.getInitialSnapshot()).toBe(reloaded.client.getSnapshot());
    await reloaded.client.mount();
    expect(reloaded.chains.state.activeNamespace).toBe('solana');
    expect(reloaded.chains.getNetwork('eip155')?.smartAccountEnabledNetworks).toEqual([1]);
    expect(reloaded.client.getInitialSnapshot().chains.activeNamespace).toBe('eip155');
  });

  it('prefers each namespace default account type for its networks, overridable per namespace', () => {
    const byDefault = setup({ withSolana: true }).chains;
    expect(byDefault.getAccount('eip155')?.preferredAccountTypes).toEqual({
      'eip155:1': 'smartAccount',
      'eip155:8453': 'smartAccount',
    });
    expect(byDefault.getAccount('solana')?.preferredAccountTypes[solana.caipNetworkId]).toBe('eoa');
    const overridden = setup({ options: { defaultAccountTypes: { eip155: 'eoa' } } }).chains;
    expect(overridden.getAccount('eip155')?.preferredAccountTypes['eip155:1']).toBe('eoa');
  });
});

describe('chains: adapter lookup', () => {
  it('throws "Adapter for namespace {x} doesn\'t exist" for a namespace without adapter', () => {
    const { chains } = setup();
    expect(() => chains.adapter('solana')).toThrow(AdapterError);
    expect(() => chains.adapter('solana')).toThrow("Adapter for namespace solana doesn't exist");
    expect(chains.adapter('eip155').namespace).toBe('eip155');
  });
});

describe('chains: switching networks (spec §4)', () => {
  it('only sets and stores the network when the namespace has no address, without asking any wallet', async () => {
    const backend = memoryStorage();
    const { chains, wallet } = setup({ backend, wallet: { mode: 'pending' } });
    await chains.switchNetwork('eip155:8453');
    expect(chains.activeNetwork()?.caipNetworkId).toBe('eip155:8453');
    expect(wallet.pendingRequests).toEqual([]);
    const reloaded = setup({ backend });
    await reloaded.client.mount();
    expect(reloaded.chains.activeNetwork()?.caipNetworkId).toBe('eip155:8453');
  });

  it('asks the connected wallet first and switches only once it approves', async () => {
    const { chains, connection, wallet } = setup();
    await connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    wallet.mode = 'pending';
    const switching = chains.switchNetwork(base);
    await Promise.resolve();
    expect(wallet.pendingRequests.map((r) => r.method)).toEqual(['switchChain']);
    expect(chains.activeNetwork()?.caipNetworkId).toBe('eip155:1');
    wallet.approve();
    await switching;
    expect(chains.activeNetwork()?.caipNetworkId).toBe('eip155:8453');
    expect(chains.activeCaipAddress()).toBe(`eip155:8453:${ALICE}`);
    expect(wallet.chainId).toBe('eip155:8453');
  });

  it('keeps the network when the wallet rejects the switch', async () => {
    const { chains, connection, wallet } = setup();
    await connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    wallet.mode = 'reject';
    await expect(chains.switchNetwork(base)).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(chains.activeNetwork()?.caipNetworkId).toBe('eip155:1');
  });

  it('keeps the network when the wallet does not know it (4902)', async () => {
    const { chains, connection } = setup({ wallet: { networks: ['eip155:1'] } });
    await connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    await expect(chains.switchNetwork(base)).rejects.toBeInstanceOf(SwitchChainError);
    expect(chains.activeNetwork()?.caipNetworkId).toBe('eip155:1');
  });

  it('shows UnsupportedChain instead of switching to a network the app does not support', async () => {
    const { chains, modal, router, wallet } = setup({ wallet: { mode: 'pending' } });
    await chains.switchNetwork(optimism);
    expect(modal.state.open).toBe(true);
    expect(router.state.view).toBe('UnsupportedChain');
    expect(chains.activeNetwork()?.caipNetworkId).toBe('eip155:1');
    expect(wallet.pendingRequests).toEqual([]);
  });

  it('pushes UnsupportedChain over the open modal, so going back returns to the previous view', async () => {
    const { chains, modal, router } = setup();
    await modal.open({ view: 'AllWallets' });
    await chains.switchNetwork('eip155:10');
    expect(router.state.history).toEqual(['AllWallets', 'UnsupportedChain']);
  });

  it.each([
    ['unsupported chains are allowed', { allowUnsupportedChain: true }],
    ['network switching is disabled', { enableNetworkSwitch: false }],
  ])('switches to an unsupported network without UnsupportedChain when %s', async (_case, options) => {
    const { chains, modal } = setup({ options });
    await chains.switchNetwork(optimism);
    expect(modal.state.open).toBe(false);
    expect(chains.activeNetwork()?.caipNetworkId).toBe('eip155:10');
  });

  it('treats every network as supported when the namespace supports all networks', async () => {
    const { chains, modal } = setup();
    const network = chains.getNetwork('eip155');
    if (network) network.supportsAllNetworks = true;
    expect(chains.isSupported('eip155:10')).toBe(true);
    await chains.switchNetwork(optimism);
    expect(modal.state.open).toBe(false);
    expect(chains.activeNetwork()?.caipNetworkId).toBe('eip155:10');
  });

  it('says whether a network is supported', () => {
    const { chains } = setup();
    expect(chains.isSupported('eip155:1')).toBe(true);
    expect(chains.isSupported('eip155:10')).toBe(false);
    expect(chains.isSupported('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false);
  });

  it('makes the namespace of the new network active', async () => {
    const { chains } = setup({ withSolana: true });
    await chains.switchNetwork(solanaDevnet.caipNetworkId);
    expect(chains.state.activeNamespace).toBe('solana');
    expect(chains.activeNetwork()?.caipNetworkId).toBe(solanaDevnet.caipNetworkId);
  });

  it('resets the send form when the active network changes, and not when it stays', async () => {
    const { chains, client } = setup();
    const send = await client.feature('send');
    send.setAmount('1.5');
    send.setReceiverAddress(ALICE);
    await chains.switchNetwork(mainnet);
    expect(send.state.sendTokenAmount).toBe('1.5');
    await chains.switchNetwork(base);
    expect(send.state.sendTokenAmount).toBeUndefined();
    expect(send.state.receiverAddress).toBeUndefined();
  });

  it('resets the send form when another namespace becomes active', async () => {
    const { chains, client } = setup({ withSolana: true });
    const send = await client.feature('send');
    send.setAmount('2');
    chains.setActiveNamespace('solana');
    expect(send.state.sendTokenAmount).toBeUndefined();
    expect(chains.activeNetwork()?.caipNetworkId).toBe(solana.caipNetworkId);
  });

  it('fails with "Network not found" for an id no one knows', async () => {
    const { chains } = setup();
    await expect(chains.switchNetwork('eip155:999')).rejects.toBeInstanceOf(ChainError);
    await expect(chains.switchNetwork('eip155:999')).rejects.toThrow('Network not found');
  });

  it('fails for a network of a namespace without adapter', async () => {
    const { chains } = setup();
    await expect(chains.switchNetwork(solana)).rejects.toThrow("Adapter for namespace solana doesn't exist");
  });
});

describe('chains: networks reported by the wallet', () => {
  it('records a network neither the app nor the adapter knows as an unsupported placeholder', async () => {
    const { chains, router, modal } = setup();
    const network = await chains.syncNetwork('eip155', 'eip155:424242');
    expect(network).toMatchObject({ id: 424242, name: 'eip155:424242', nativeCurrency: { decimals: 18 } });
    expect(chains.activeNetwork()?.caipNetworkId).toBe('eip155:424242');
    expect(modal.state.open).toBe(true);
    expect(router.state.view).toBe('UnsupportedChain');
  });

  it('does not open UnsupportedChain for a namespace that is not active', async () => {
    const { chains, modal } = setup({ withSolana: true });
    chains.setActiveNamespace('solana');
    await chains.syncNetwork('eip155', 'eip155:10');
    expect(chains.getNetwork('eip155')?.caipNetwork?.caipNetworkId).toBe('eip155:10');
    expect(modal.state.open).toBe(false);
  });

  it('refuses a network of another namespace', async () => {
    const { chains } = setup();
    await expect(
      chains.syncNetwork('eip155', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    ).rejects.toBeInstanceOf(ChainError);
  });
});

describe('chains: resets and accounts', () => {
  it('resetAccount restores every initial account value', async () => {
    const { chains, connection } = setup();
    await connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    chains.setAccount('eip155', { balance: '1', profileName: 'alice.eth', currentTab: 2 });
    const initial = setup().chains.getAccount('eip155');
    chains.resetAccount('eip155');
    expect(chains.getAccount('eip155')).toEqual(initial);
  });

  it('resetNetwork forgets what the wallet said but keeps the visitor on an app network', async () => {
    const { chains } = setup();
    await chains.switchNetwork(base);
    const network = chains.getNetwork('eip155');
    if (!network) throw new Error('no network state');
    network.approvedCaipNetworkIds = ['eip155:8453'];
    network.supportsAllNetworks = true;
    chains.resetNetwork('eip155');
    expect(network.approvedCaipNetworkIds).toEqual([]);
    expect(network.supportsAllNetworks).toBe(false);
    expect(chains.activeNetwork()?.caipNetworkId).toBe('eip155:8453');
  });

  it('resetNetwork leaves a network the app does not support for the initial one', async () => {
    const { chains } = setup({ options: { allowUnsupportedChain: true } });
    await chains.switchNetwork(optimism);
    chains.resetNetwork('eip155');
    expect(chains.activeNetwork()?.caipNetworkId).toBe('eip155:1');
  });

  it('lists every connected account across namespaces', async () => {
    const { chains, connection } = setup({
      withSolana: true,
      wallet: { accounts: [ALICE, `0x${'b'.repeat(40)}`] },
    });
    expect(chains.allAccounts()).toEqual([]);
    await connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    await connection.connect({ namespace: 'solana', connectorId: 'phantom' });
    expect(chains.allAccounts()).toEqual([
      { namespace: 'eip155', address: ALICE, type: 'eoa' },
      { namespace: 'eip155', address: `0x${'b'.repeat(40)}`, type: 'eoa' },
      { namespace: 'solana', address: SOL_ALICE, type: 'eoa' },
    ]);
  });

  it('answers for the active namespace by default', async () => {
    const { chains, connection } = setup({ withSolana: true });
    await connection.connect({ namespace: 'solana', connectorId: 'phantom' });
    expect(chains.activeAddress()).toBe(SOL_ALICE);
    expect(chains.activeCaipAddress()).toBe(`${solana.caipNetworkId}:${SOL_ALICE}`);
    expect(chains.getAccount()).toBe(chains.getAccount('solana'));
  });
});
