import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChainAdapter } from '../adapter/types.js';
import type { Logger } from '../client/clock.js';
import { systemClock } from '../client/clock.js';
import { createWalletDock } from '../client/create-walletdock.js';
import type { Platform } from '../client/platform.js';
import { ConnectorError, RequestCancelledError, UserRejectedRequestError } from '../errors/index.js';
import type { WalletDockOptions } from '../options/types.js';
import { memoryStorage } from '../storage/backends.js';
import { createWalletDockStorage } from '../storage/create-storage.js';
import type { StorageBackend } from '../storage/types.js';
import { createFakeAdapter } from '../testing/fake-adapter.js';
import { createFakeNetwork } from '../testing/fake-network.js';
import { createFakeWallet, FAKE_WALLET_INTERNALS, type FakeWallet } from '../testing/fake-wallet.js';

const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' });
const base = createFakeNetwork({ caipNetworkId: 'eip155:8453', name: 'Base', symbol: 'ETH' });
const optimism = createFakeNetwork({ caipNetworkId: 'eip155:10', name: 'OP Mainnet', symbol: 'ETH' });
const solana = createFakeNetwork({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', symbol: 'SOL' });
const ALICE = '0xa11ce00000000000000000000000000000000001';
const ALICE_2 = '0xa11ce00000000000000000000000000000000002';
const SOL_ALICE = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

const silent: Logger = { debug() {}, warn() {}, error() {} };

function evmWallet(id = 'alice', extra: Partial<Parameters<typeof createFakeWallet>[0]> = {}): FakeWallet {
  return createFakeWallet({
    id,
    name: `${id} wallet`,
    accounts: [ALICE, ALICE_2],
    imageUrl: `https://img/${id}.png`,
    ...extra,
  });
}

type Setup = {
  evmWallets?: FakeWallet[];
  solanaWallets?: FakeWallet[];
  backend?: StorageBackend;
  options?: Partial<WalletDockOptions>;
};

function setup({
  evmWallets = [evmWallet()],
  solanaWallets,
  backend = memoryStorage(),
  options = {},
}: Setup = {}) {
  const evm = createFakeAdapter({ networks: [mainnet, base, optimism], wallets: evmWallets });
  const adapters: ChainAdapter[] = [evm];
  const sol =
    solanaWallets && createFakeAdapter({ namespace: 'solana', networks: [solana], wallets: solanaWallets });
  if (sol) adapters.push(sol);
  const client = createWalletDock({
    projectId: 'test',
    networks: sol ? [mainnet, base, solana] : [mainnet, base],
    adapters,
    storage: backend,
    logger: silent,
    ...options,
  });
  const { chains, connection, connectors, modal, router, toast } = client.controllers;
  return { client, chains, connection, connectors, modal, router, toast, evm, sol, backend };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('connection: connect', () => {
  it('goes from disconnected through connecting to connected', async () => {
    const wallet = evmWallet('alice', { mode: 'pending' });
    const { connection } = setup({ evmWallets: [wallet] });
    expect(connection.status('eip155')).toBe('disconnected');
    const connecting = connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    expect(connection.status('eip155')).toBe('connecting');
    // The first connect loads the code that asks the wallet (connection-lazy-parts.ts): the prompt follows.
    await vi.waitFor(() => expect(wallet.pendingRequests).toHaveLength(1));
    expect(connection.status('eip155')).toBe('connecting');
    wallet.approve();
    await connecting;
    expect(connection.status('eip155')).toBe('connected');
  });

  it('asks the wallet in the same task once the connect code is there', async () => {
    const wallet = evmWallet('alice');
    const { connection } = setup({ evmWallets: [wallet] });
    await connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    await connection.disconnect('eip155');
    wallet.mode = 'pending';
    const connecting = connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    expect(connection.status('eip155')).toBe('connecting');
    expect(wallet.pendingRequests).toHaveLength(1);
    wallet.approve();
    await connecting;
    expect(connection.status('eip155')).toBe('connected');
  });

  it('records the address, CAIP-10 address, all accounts, connector and wallet info', async () => {
    const { chains, connection } = setup();
    await connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    expect(chains.getAccount('eip155')).toMatchObject({
      address: ALICE,
      caipAddress: `eip155:1:${ALICE}`,
      allAccounts: [
        { address: ALICE, type: 'eoa' },
        { address: ALICE_2, type: 'eoa' },
      ],
      connectorId: 'alice',
      connectedWalletInfo: { name: 'alice wallet', icon: 'https://img/alice.png', type: 'ANNOUNCED' },
      status: 'connected',
    });
  });

  it('asks the wallet for the selected network and takes the network the wallet ends up on', async () => {
    const knowsBase = evmWallet('alice');
    const first = setup({ evmWallets: [knowsBase] });
    await first.chains.switchNetwork(base);
    await first.connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    expect(first.chains.activeCaipAddress()).toBe(`eip155:8453:${ALICE}`);

    const mainnetOnly = evmWallet('bob', { networks: ['eip155:1'] });
    const second = setup({ evmWallets: [mainnetOnly] });
    await second.chains.switchNetwork(base);
    await second.connection.connect({ namespace: 'eip155', connectorId: 'bob' });
    expect(second.chains.activeNetwork()?.caipNetworkId).toBe('eip155:1');
  });

  it('shows UnsupportedChain when the wallet connects on a network the app does not support', async () => {
    const { connection, chains, modal, router } = setup({
      evmWallets: [evmWallet('alice', { chainId: 'eip155:10' })],
    });
    await connection.connect({ namespace: 'eip155', connectorId: 'alice', caipNetworkId: 'eip155:10' });
    expect(chains.activeNetwork()?.caipNetworkId).toBe('eip155:10');
    expect(modal.state.open).toBe(true);
    expect(router.state.view).toBe('UnsupportedChain');
  });

  it('makes the connected namespace active', async () => {
    const { chains, connection } = setup({
      solanaWallets: [createFakeWallet({ id: 'phantom', name: 'Phantom', accounts: [SOL_ALICE] })],
    });
    expect(chains.state.activeNamespace).toBe('eip155');
    await connection.connect({ namespace: 'solana', connectorId: 'phantom' });
    expect(chains.state.activeNamespace).toBe('solana');
    expect(chains.activeAddress()).toBe(SOL_ALICE);
  });

  it('remembers at most the 2 most recent wallets, newest first, across reloads', async () => {
    const backend = memoryStorage();
    const wallets = [evmWallet('one'), evmWallet('two'), evmWallet('three')];
    const { connection, connectors } = setup({ evmWallets: wallets, backend });
    for (const wallet of wallets) {
      await connection.connect({ namespace: 'eip155', connectorId: wallet.id });
      await connection.disconnect('eip155');
    }
    expect(connectors.recentWallets().map((w) => w.id)).toEqual(['three', 'two']);
    expect(connectors.recentWallets()[0]).toEqual({
      id: 'three',
      name: 'three wallet',
      imageUrl: 'https://img/three.png',
      connectorType: 'ANNOUNCED',
    });
    expect(connection.state.recentWallet?.id).toBe('three');
    const reloaded = setup({ evmWallets: wallets, backend });
    await reloaded.client.mount();
    expect(reloaded.connectors.recentWallets().map((w) => w.id)).toEqual(['three', 'two']);
  });

  it('does not list WalletConnect itself as a recent wallet, but the wallet chosen for it', async () => {
    const wc = evmWallet('walletConnect', { type: 'WALLET_CONNECT' });
    const { connection, connectors } = setup({ evmWallets: [wc] });
    await connection.connect({ namespace: 'eip155', connectorId: 'walletConnect' });
    expect(connectors.recentWallets()).toEqual([]);
    await connection.disconnect('eip155');
    connection.state.recentWallet = { id: 'rainbow', name: 'Rainbow' };
    await connection.connect({ namespace: 'eip155', connectorId: 'walletConnect' });
    expect(connectors.recentWallets()).toEqual([{ id: 'rainbow', name: 'Rainbow' }]);
  });

  it('returns to disconnected and throws UserRejectedRequestError when the user rejects, without a toast', async () => {
    const { connection, toast, chains } = setup({ evmWallets: [evmWallet('alice', { mode: 'reject' })] });
    toast.setPlace('ConnectingExternal'); // as if the modal showed the connecting view
    const attempt = connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    await expect(attempt).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(connection.status('eip155')).toBe('disconnected');
    expect(chains.activeAddress()).toBeUndefined();
    // The connecting view's heading says it: a toast would repeat it (issue 12).
    expect(toast.state.open).toBe(false);
  });

  it('keeps an existing connection when connecting another wallet fails', async () => {
    const alice = evmWallet('alice');
    const bob = evmWallet('bob', { accounts: [ALICE_2], mode: 'reject' });
    const { connection, chains } = setup({ evmWallets: [alice, bob] });
    await connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    await expect(connection.connect({ namespace: 'eip155', connectorId: 'bob' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    );
    expect(connection.status('eip155')).toBe('connected');
    expect(chains.activeAddress()).toBe(ALICE);
  });

  it('forgets the balance and name of the previous account when another wallet connects', async () => {
    const bob = evmWallet('bob', { accounts: [ALICE_2] });
    const { connection, chains } = setup({ evmWallets: [evmWallet('alice'), bob] });
    await connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    chains.setAccount('eip155', { balance: '2', profileName: 'alice.eth' });
    await connection.connect({ namespace: 'eip155', connectorId: 'bob' });
    expect(chains.getAccount('eip155')).toMatchObject({
      address: ALICE_2,
      connectorId: 'bob',
      balance: undefined,
      profileName: undefined,
    });
  });

  it('rethrows other failures without the rejection toast', async () => {
    const wallet = evmWallet('alice');
    const outage = new ConnectorError('Connector not connected', { details: 'extension crashed' });
    wallet.failNext('connect', outage);
    const { connection, toast } = setup({ evmWallets: [wallet] });
    await expect(connection.connect({ namespace: 'eip155', connectorId: 'alice' })).rejects.toBe(outage);
    expect(toast.state.open).toBe(false);
    expect(connection.status('eip155')).toBe('disconnected');
  });

  it('fails with "Adapter for namespace {x} doesn\'t exist" for a namespace without adapter', async () => {
    const { connection } = setup();
    await expect(connection.connect({ namespace: 'solana', connectorId: 'phantom' })).rejects.toThrow(
      "Adapter for namespace solana doesn't exist",
    );
  });
});

describe('connection: restore on start-up', () => {
  it('is connecting while the adapter reconnects, then connected with the account and network', async () => {
    const backend = memoryStorage();
    const wallet = evmWallet();
    const first = setup({ evmWallets: [wallet], backend });
    await first.connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    await first.chains.switchNetwork(base);
    first.client.destroy();

    const reloaded = setup({ evmWallets: [wallet], backend });
    const restoring = reloaded.connection.restore();
    expect(reloaded.connection.status('eip155')).toBe('connecting');
    await restoring;
    expect(reloaded.connection.status('eip155')).toBe('connected');
    expect(reloaded.chains.activeCaipAddress()).toBe(`eip155:8453:${ALICE}`);
    expect(reloaded.chains.getAccount('eip155')?.connectedWalletInfo?.name).toBe('alice wallet');
  });

  it('is restored by mount', async () => {
    const backend = memoryStorage();
    const wallet = evmWallet();
    await setup({ evmWallets: [wallet], backend }).connection.connect({
      namespace: 'eip155',
      connectorId: 'alice',
    });
    const reloaded = setup({ evmWallets: [wallet], backend });
    await reloaded.client.mount();
    expect(reloaded.connection.status('eip155')).toBe('connected');
  });

  it('forgets a connection the wallet no longer authorises, and does not try again next time', async () => {
    const backend = memoryStorage();
    const wallet = evmWallet();
    await setup({ evmWallets: [wallet], backend }).connection.connect({
      namespace: 'eip155',
      connectorId: 'alice',
    });
    wallet.disconnect(); // the user disconnects the site from the wallet while the page is closed

    const reloaded = setup({ evmWallets: [wallet], backend });
    await reloaded.connection.restore();
    expect(reloaded.connection.status('eip155')).toBe('disconnected');
    expect(reloaded.chains.activeAddress()).toBeUndefined();

    const again = setup({ evmWallets: [wallet], backend });
    const reconnect = vi.spyOn(again.evm, 'reconnect');
    await again.connection.restore();
    expect(reconnect).not.toHaveBeenCalled();
  });

  it('treats a reconnect that throws as disconnected', async () => {
    const backend = memoryStorage();
    const wallet = evmWallet();
    await setup({ evmWallets: [wallet], backend }).connection.connect({
      namespace: 'eip155',
      connectorId: 'alice',
    });
    wallet.failNext('reconnect', new Error('extension not responding'));
    const reloaded = setup({ evmWallets: [wallet], backend });
    await reloaded.connection.restore();
    expect(reloaded.connection.status('eip155')).toBe('disconnected');
  });

  it('clears the address caches when nothing was connected', async () => {
    const backend = memoryStorage();
    const storage = createWalletDockStorage(backend, systemClock());
    storage.setCached('balance', `eip155:1:${ALICE}`, '1.5');
    const { connection } = setup({ backend });
    await connection.restore();
    expect(storage.getCached('balance', `eip155:1:${ALICE}`)).toBeUndefined();
  });

  it('keeps the address caches when a connection is restored', async () => {
    const backend = memoryStorage();
    const wallet = evmWallet();
    await setup({ evmWallets: [wallet], backend }).connection.connect({
      namespace: 'eip155',
      connectorId: 'alice',
    });
    const storage = createWalletDockStorage(backend, systemClock());
    storage.setCached('balance', `eip155:1:${ALICE}`, '1.5');
    await setup({ evmWallets: [wallet], backend }).connection.restore();
    expect(storage.getCached('balance', `eip155:1:${ALICE}`)).toBe('1.5');
  });
});

describe('connection: disconnect', () => {
  it('resets the account and network data and is not restored after a reload', async () => {
    const backend = memoryStorage();
    const wallet = evmWallet();
    const { connection, chains } = setup({ evmWallets: [wallet], backend });
    await connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    chains.setAccount('eip155', { balance: '1', profileName: 'alice.eth' });
    await connection.disconnect();
    expect(chains.getAccount('eip155')).toMatchObject({
      status: 'disconnected',
      address: undefined,
      caipAddress: undefined,
      allAccounts: [],
      balance: undefined,
      profileName: undefined,
      connectorId: undefined,
    });
    const reloaded = setup({ evmWallets: [wallet], backend });
    await reloaded.connection.restore();
    expect(reloaded.connection.status('eip155')).toBe('disconnected');
  });

  it.each([['WALLET_CONNECT'], ['AUTH']] as const)(
    'disconnecting a %s connection disconnects every namespace connected through it',
    async (type) => {
      const { connection } = setup({
        evmWallets: [evmWallet('shared', { type })],
        solanaWallets: [createFakeWallet({ id: 'shared', name: 'Shared', type, accounts: [SOL_ALICE] })],
      });
      await connection.connect({ namespace: 'eip155', connectorId: 'shared' });
      await connection.connect({ namespace: 'solana', connectorId: 'shared' });
      await connection.disconnect('eip155');
      expect(connection.status('eip155')).toBe('disconnected');
      expect(connection.status('solana')).toBe('disconnected');
    },
  );

  describe('one WalletConnect session for several namespaces', () => {
    /** WalletConnect in both namespaces; the wallet's approval of the session (through EVM) serves Solana too. */
    function sharedSession(approveSolana = true) {
      const evmWc = evmWallet('walletConnect', { type: 'WALLET_CONNECT' });
      const solWc = createFakeWallet({
        id: 'walletConnect',
        name: 'WalletConnect',
        type: 'WALLET_CONNECT',
        accounts: [SOL_ALICE],
        mode: 'reject', // any prompt in solana would fail: the session serves it without one
      });
      const phantom = createFakeWallet({ id: 'phantom', name: 'Phantom', accounts: [SOL_ALICE] });
      const made = setup({ evmWallets: [evmWc], solanaWallets: [solWc, phantom] });
      const evmAdapter = made.client.options.adapters.find((a) => a.namespace === 'eip155');
      if (!evmAdapter) throw new Error('no eip155 adapter');
      const connect = evmAdapter.connect.bind(evmAdapter);
      evmAdapter.connect = async (params) => {
        const connection = await connect(params);
        if (approveSolana) solWc[FAKE_WALLET_INTERNALS].authorize(); // the approved session has a solana namespace
        return connection;
      };
      return { ...made, solWc, evmWc };
    }

    it('connects every namespace the session serves after a WalletConnect connect', async () => {
      const { connection, chains, connectors } = sharedSession();
      await connection.connect({ namespace: 'eip155', connectorId: 'walletConnect' });
      expect(connection.status('eip155')).toBe('connected');
      expect(connection.status('solana')).toBe('connected');
      expect(chains.getAccount('solana')).toMatchObject({
        address: SOL_ALICE,
        connectorId: 'walletConnect',
        connectedWalletInfo: { name: 'WalletConnect', type: 'WALLET_CONNECT' },
      });
      expect(chains.getNetwork('solana')?.caipNetwork?.caipNetworkId).toBe(solana.caipNetworkId);
      expect(chains.state.activeNamespace).toBe('eip155'); // the namespace the visitor connected stays in front
      expect(connectors.recentWallets()).toEqual([]);

      // Disconnecting one ends both (spec §4).
      await connection.disconnect('solana');
      expect(connection.status('eip155')).toBe('disconnected');
      expect(connection.status('solana')).toBe('disconnected');
    });

    it('leaves a namespace the wallet did not approve disconnected', async () => {
      const { connection } = sharedSession(false);
      await connection.connect({ namespace: 'eip155', connectorId: 'walletConnect' });
      expect(connection.status('eip155')).toBe('connected');
      expect(connection.status('solana')).toBe('disconnected');
    });

    it('leaves a namespace already connected through another wallet as it is', async () => {
      const { connection, chains } = sharedSession();
      await connection.connect({ namespace: 'solana', connectorId: 'phantom' });
      await connection.connect({ namespace: 'eip155', connectorId: 'walletConnect' });
      expect(chains.getAccount('solana')?.connectorId).toBe('phantom');
    });

    it('keeps the WalletConnect connection when joining another namespace fails', async () => {
      const { connection, solWc } = sharedSession();
      solWc.failNext('reconnect', new Error('relay unreachable'));
      await connection.connect({ namespace: 'eip155', connectorId: 'walletConnect' });
      expect(connection.status('eip155')).toBe('connected');
      expect(connection.status('solana')).toBe('disconnected');
    });

    it('does nothing for other namespaces after a connect through another connector type', async () => {
      const { connection, solWc } = sharedSession();
      solWc[FAKE_WALLET_INTERNALS].authorize();
      await connection.connect({ namespace: 'solana', connectorId: 'phantom' });
      expect(connection.status('eip155')).toBe('disconnected');
    });
  });

  it('leaves other namespaces connected through their own wallets', async () => {
    const { connection, chains } = setup({
      evmWallets: [evmWallet('alice')],
      solanaWallets: [createFakeWallet({ id: 'phantom', name: 'Phantom', accounts: [SOL_ALICE] })],
    });
    await connection.connect({ namespace: 'solana', connectorId: 'phantom' });
    await connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    await connection.disconnect('eip155');
    expect(connection.status('solana')).toBe('connected');
    expect(chains.state.activeNamespace).toBe('solana');
  });

  it('shows "Failed to disconnect" and rethrows when the wallet fails, staying connected', async () => {
    const wallet = evmWallet();
    const { connection, toast } = setup({ evmWallets: [wallet] });
    await connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    const failure = new Error('relay unreachable');
    wallet.failNext('disconnect', failure);
    toast.setPlace('Account'); // as if the modal showed the Account view
    await expect(connection.disconnect()).rejects.toBe(failure);
    expect(toast.state).toMatchObject({ open: true, variant: 'error', message: 'Failed to disconnect' });
    expect(connection.status('eip155')).toBe('connected');
  });

  it('takes the modal from Account to Connect', async () => {
    const { connection, modal, router } = setup();
    await connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    await modal.open();
    expect(router.state.view).toBe('Account');
    await connection.disconnect();
    expect(router.state.view).toBe('Connect');
    expect(router.state.history).toEqual(['Connect']);
  });
});

describe('connection: resetConnection and pairing reuse', () => {
  it('clears the uri, pairing expiry, deep link and recent wallet, and cancels the pending requests', async () => {
    const wallet = evmWallet();
    const { connection } = setup({ evmWallets: [wallet] });
    await connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    wallet.mode = 'pending';
    const signing = connection.signMessage({ message: 'hello' }).catch((e: unknown) => e);
    connection.setPairing('wc:abc@2?relay-protocol=irn', 1_000);
    connection.state.wcLinking = { name: 'Rainbow', href: 'rainbow://' };
    connection.state.recentWallet = { id: 'rainbow', name: 'Rainbow' };
    expect(connection.state.pendingRequests).toHaveLength(1);
    connection.resetConnection();
    expect(connection.state).toMatchObject({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      pendingRequests: [],
    });
    expect(await signing).toBeInstanceOf(RequestCancelledError);
  });

  it.each<[string, Partial<Platform>, boolean]>([
    ['Telegram', { telegram: true }, true],
    ['iOS Safari', { ios: true, safari: true, mobile: true }, true],
    ['iOS Chrome', { ios: true, mobile: true }, false],
    ['desktop Safari', { safari: true, mac: true }, false],
    ['Android', { android: true, mobile: true }, false],
    ['a desktop browser', {}, false],
  ])('on %s reuses a pending pairing: %s', (_name, platform, expected) => {
    vi.useFakeTimers({ now: 0 });
    const { connection } = setup({ options: { platform } });
    connection.setPairing('wc:abc@2', 60_000);
    expect(connection.shouldReusePairing()).toBe(expected);
  });

  it('stops reusing the pairing once it expires, and without a pending pairing', () => {
    vi.useFakeTimers({ now: 0 });
    const { connection } = setup({ options: { platform: { telegram: true } } });
    expect(connection.shouldReusePairing()).toBe(false);
    connection.setPairing('wc:abc@2', 60_000);
    vi.advanceTimersByTime(59_999);
    expect(connection.shouldReusePairing()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(connection.shouldReusePairing()).toBe(false);
  });
});

describe('connection: what the wallet does', () => {
  async function mounted(setupOptions: Setup = {}) {
    const context = setup(setupOptions);
    await context.client.mount();
    await context.connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    return context;
  }

  it('follows the wallet to another account and forgets the old account balance and name', async () => {
    const wallet = evmWallet();
    const { chains } = await mounted({ evmWallets: [wallet] });
    chains.setAccount('eip155', { balance: '2', balanceSymbol: 'ETH', profileName: 'alice.eth' });
    wallet.setAccounts([ALICE_2]);
    expect(chains.getAccount('eip155')).toMatchObject({
      address: ALICE_2,
      caipAddress: `eip155:1:${ALICE_2}`,
      allAccounts: [{ address: ALICE_2, type: 'eoa' }],
      balance: undefined,
      balanceSymbol: undefined,
      profileName: undefined,
      status: 'connected',
    });
  });

  it('disconnects the namespace when the wallet removes every account', async () => {
    const wallet = evmWallet();
    const { connection, chains } = await mounted({ evmWallets: [wallet] });
    wallet.setAccounts([]);
    expect(connection.status('eip155')).toBe('disconnected');
    expect(chains.activeAddress()).toBeUndefined();
  });

  it('disconnects the namespace when the wallet disconnects, and is not restored after a reload', async () => {
    const backend = memoryStorage();
    const wallet = evmWallet();
    const { connection } = await mounted({ evmWallets: [wallet], backend });
    wallet.disconnect();
    expect(connection.status('eip155')).toBe('disconnected');
    const reloaded = setup({ evmWallets: [wallet], backend });
    const reconnect = vi.spyOn(reloaded.evm, 'reconnect');
    await reloaded.connection.restore();
    expect(reconnect).not.toHaveBeenCalled();
  });

  it('follows the wallet to another network and resets the send form', async () => {
    const wallet = evmWallet();
    const { chains, client } = await mounted({ evmWallets: [wallet] });
    const send = await client.feature('send');
    send.setAmount('1');
    wallet.switchChain('eip155:8453');
    await vi.waitFor(() => expect(chains.activeNetwork()?.caipNetworkId).toBe('eip155:8453'));
    expect(chains.activeCaipAddress()).toBe(`eip155:8453:${ALICE}`);
    expect(send.state.sendTokenAmount).toBeUndefined();
  });

  it('shows UnsupportedChain when the wallet moves to a network the app does not support', async () => {
    const wallet = evmWallet();
    const { chains, modal, router } = await mounted({ evmWallets: [wallet] });
    wallet.switchChain('eip155:10');
    await vi.waitFor(() => expect(router.state.view).toBe('UnsupportedChain'));
    expect(modal.state.open).toBe(true);
    expect(chains.activeNetwork()?.caipNetworkId).toBe('eip155:10');
  });

  it('ignores the events of a wallet the app is not connected through', async () => {
    const other = evmWallet('other', { accounts: [ALICE_2] });
    const { chains, connection, evm } = await mounted({ evmWallets: [evmWallet('alice'), other] });
    await evm.connect({ connectorId: 'other' }); // another tab of the app connected it
    other.switchChain('eip155:8453');
    other.setAccounts([`0x${'3'.repeat(40)}`]);
    other.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(chains.activeNetwork()?.caipNetworkId).toBe('eip155:1');
    expect(chains.activeAddress()).toBe(ALICE);
    expect(connection.status('eip155')).toBe('connected');
  });

  it('stops following the wallet after unmount', async () => {
    const wallet = evmWallet();
    const { chains, client } = await mounted({ evmWallets: [wallet] });
    client.unmount();
    wallet.setAccounts([ALICE_2]);
    expect(chains.activeAddress()).toBe(ALICE);
  });
});

describe('connection: isolation', () => {
  it('keeps two clients apart: connecting one leaves the other disconnected', async () => {
    const wallet = evmWallet();
    const one = setup({ evmWallets: [wallet] });
    const two = setup({ evmWallets: [wallet] });
    await one.client.mount();
    await two.client.mount();
    await one.connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    await one.chains.switchNetwork(base);
    expect(one.connection.status('eip155')).toBe('connected');
    expect(two.connection.status('eip155')).toBe('disconnected');
    expect(two.chains.activeAddress()).toBeUndefined();
    expect(two.chains.activeNetwork()?.caipNetworkId).toBe('eip155:1');
    expect(two.connectors.recentWallets()).toEqual([]);
    expect(two.client.getSnapshot().chains.namespaces.eip155?.account.address).toBeUndefined();
  });
});

describe('connection: WalletConnect pairing URIs', () => {
  it('shows a pairing URI from an adapter and reuses it on Telegram until it expires', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const adapter = createFakeAdapter({ networks: [mainnet] });
      const client = createWalletDock({
        projectId: 'test',
        networks: [mainnet],
        adapters: [adapter],
        storage: memoryStorage(),
        platform: { telegram: true },
      });
      await client.mount();
      adapter.showPairingUri({
        connectorId: 'walletConnect',
        uri: 'wc:abc@2?relay-protocol=irn',
        expiry: 1_060_000,
      });
      expect(client.state.connection.wcUri).toBe('wc:abc@2?relay-protocol=irn');
      expect(client.state.connection.wcPairingExpiry).toBe(1_060_000);
      expect(client.controllers.connection.shouldReusePairing()).toBe(true);
      vi.setSystemTime(1_060_001);
      expect(client.controllers.connection.shouldReusePairing()).toBe(false);
      client.controllers.connection.resetConnection();
      expect(client.state.connection.wcUri).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('connection: each refusal names what was refused', () => {
  const BOB = '0xb0b0000000000000000000000000000000000002';

  it('a refused transaction shows "Transaction declined", not "Signature declined"', async () => {
    const wallet = evmWallet('alice', { balances: { [`eip155:1:${ALICE}`]: 10n ** 18n } });
    const { connection, toast } = setup({ evmWallets: [wallet] });
    await connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    wallet.mode = 'reject';
    toast.setPlace('Account'); // as if the modal showed the Account view
    const error = await connection
      .sendTransaction({ transaction: { to: BOB, value: 1n } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(toast.state).toMatchObject({ open: true, variant: 'error', message: 'Transaction declined' });
    expect(wallet.transactions).toEqual([]);
  });

  it('a refused signature shows "Signature declined"; a refused connection shows no toast (its view says it)', async () => {
    const wallet = evmWallet();
    const { connection, toast } = setup({ evmWallets: [wallet] });
    toast.setPlace('ConnectingExternal'); // as if the modal showed the connecting view
    wallet.mode = 'reject';
    await expect(connection.connect({ namespace: 'eip155', connectorId: 'alice' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    );
    expect(toast.state.open).toBe(false);
    wallet.mode = 'approve';
    await connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    wallet.mode = 'reject';
    toast.setPlace('Account');
    await expect(connection.signMessage({ message: 'hello' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    );
    expect(toast.state).toMatchObject({ open: true, variant: 'error', message: 'Signature declined' });
  });
});

describe('connection: signMessage', () => {
  it('signs with the active account of the connected wallet', async () => {
    const wallet = evmWallet();
    const { connection } = setup({ evmWallets: [wallet] });
    await connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    const signature = await connection.signMessage({ message: 'hello' });
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(wallet.signedMessages).toEqual([
      expect.objectContaining({ address: ALICE, message: 'hello', signature }),
    ]);
  });

  it('a rejection shows "Signature declined" and throws UserRejectedRequestError', async () => {
    const wallet = evmWallet();
    const { connection, toast } = setup({ evmWallets: [wallet] });
    await connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    wallet.mode = 'reject';
    toast.setPlace('Account'); // as if the modal showed the Account view
    const error = await connection.signMessage({ message: 'hello' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(toast.state).toMatchObject({ open: true, variant: 'error', message: 'Signature declined' });
  });

  it("with the modal closed, a rejection only rejects the app's promise: no toast nobody sees", async () => {
    const wallet = evmWallet();
    const { connection, toast } = setup({ evmWallets: [wallet] });
    await connection.connect({ namespace: 'eip155', connectorId: 'alice' });
    wallet.mode = 'reject';
    await expect(connection.signMessage({ message: 'hello' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    );
    expect(toast.state.open).toBe(false);
  });

  it('throws "No ActiveCaipAddress found" when the namespace is not connected', async () => {
    const { connection } = setup();
    await expect(connection.signMessage({ message: 'hello' })).rejects.toThrow(ConnectorError);
    await expect(connection.signMessage({ message: 'hello', namespace: 'eip155' })).rejects.toThrow(
      'No ActiveCaipAddress found',
    );
  });
});
