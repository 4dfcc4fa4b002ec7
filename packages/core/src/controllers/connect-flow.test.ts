import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWalletDock, type WalletDockClient } from '../client/create-walletdock.js';
import type { Platform } from '../client/platform.js';
import { AdapterError, ConnectorError, MESSAGES, UserRejectedRequestError } from '../errors/index.js';
import type { WalletDockOptions } from '../options/types.js';
import type { DirectoryWallet } from '../services/wallet-directory/types.js';
import { memoryStorage } from '../storage/backends.js';
import { testLogger } from '../test-utils/test-client.js';
import { createFakeAdapter, type FakeAdapter } from '../testing/fake-adapter.js';
import { createFakeNetwork } from '../testing/fake-network.js';
import { createFakeWallet, type FakeWallet } from '../testing/fake-wallet.js';

const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' });
const solana = createFakeNetwork({
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  symbol: 'SOL',
});
const ALICE = '0xa11ce00000000000000000000000000000000001';
const SOL = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

const alice = (mode: FakeWallet['mode'] = 'approve') =>
  createFakeWallet({ id: 'io.alice', name: 'Alice Wallet', accounts: [ALICE], mode });

function setup(
  evmWallets: FakeWallet[],
  solanaWallets: FakeWallet[] = [],
  overrides: Partial<WalletDockOptions> = {},
): WalletDockClient {
  const adapters = [createFakeAdapter({ namespace: 'eip155', networks: [mainnet], wallets: evmWallets })];
  if (solanaWallets.length > 0) {
    adapters.push(createFakeAdapter({ namespace: 'solana', networks: [solana], wallets: solanaWallets }));
  }
  const client = createWalletDock({
    projectId: 'test',
    networks: solanaWallets.length > 0 ? [mainnet, solana] : [mainnet],
    adapters,
    storage: memoryStorage(),
    platform: { mobile: false },
    logger: testLogger(),
    ...overrides,
  });
  return client;
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const directoryWallet = (links: Partial<DirectoryWallet>): DirectoryWallet => ({
  id: 'evil',
  name: 'Evil Wallet',
  rdns: null,
  image_id: '',
  chains: [],
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  ...links,
});

// The flow is loaded with import() (connection.ts: ahead of time when the modal opens, as in a page, where it is
// there by the time a visitor clicks). These tests are about what the flow does, so its module is loaded before
// them, as the modal's preload would have; on a cold, busy test run the first import() of the source file can
// take longer than the one macrotask the tests wait after a click. connect-flow-graph.test.ts covers the loading.
// The same holds for connect and disconnect themselves (connection-lazy.ts, loaded on first use): a fresh-clone CI
// run saw the first connect of this file still loading after one macrotask.
beforeAll(async () => {
  await Promise.all([import('./connect-flow.js'), import('./connection-lazy.js')]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('connection.connect({ connector }): one connect action', () => {
  it('routes to ConnectingExternal, shows the pending wallet, resolves the connection and closes the modal', async () => {
    const wallet = alice('pending');
    const client = setup([wallet]);
    await client.controllers.modal.open();
    const connector = client.state.connectors.connectors[0];
    if (!connector) throw new Error('no connector');

    const connecting = client.controllers.connection.connect({
      connector,
      imageUrl: 'https://a.example/i.png',
    });
    await settle();
    expect(client.state.router.view).toBe('ConnectingExternal');
    expect(client.state.router.data).toEqual({
      connectorId: 'io.alice',
      namespace: 'eip155',
      title: 'Alice Wallet',
      imageUrl: 'https://a.example/i.png',
    });
    expect(client.state.connection.connecting).toMatchObject({
      kind: 'external',
      status: 'connecting',
      name: 'Alice Wallet',
      connectorId: 'io.alice',
    });
    // Asking again while pending (the view mounting after the click) asks the wallet nothing more.
    const again = client.controllers.connection.connect({ connector });
    await settle();
    expect(wallet.pendingRequests.map((r) => r.method)).toEqual(['connect']);

    wallet.approve();
    const connection = await connecting;
    expect(await again).toEqual(connection);
    expect(connection).toMatchObject({ namespace: 'eip155', connectorId: 'io.alice', address: ALICE });
    expect(client.state.connection.connecting?.status).toBe('connected');
    expect(client.state.modal.open).toBe(false);
  });

  it('keeps the view open on a rejection (typed error, "declined" state), and retry() connects', async () => {
    const wallet = alice('reject');
    const client = setup([wallet]);
    await client.controllers.modal.open();
    await expect(
      client.controllers.connection.connect({ connector: { id: 'io.alice', chain: 'eip155' } }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(client.state.connection.connecting?.status).toBe('declined');
    expect(client.state.modal.open).toBe(true);
    expect(client.state.router.view).toBe('ConnectingExternal');

    wallet.mode = 'approve';
    await expect(client.controllers.connection.retry()).resolves.toMatchObject({ address: ALICE });
    expect(client.state.modal.open).toBe(false);
  });

  it('says a connector that is gone is missing, with a typed error, and asks nothing', async () => {
    const wallet = alice('pending');
    const client = setup([wallet]);
    await client.controllers.modal.open();
    const attempt = client.controllers.connection.connect({ connector: { id: 'io.ghost', chain: 'eip155' } });
    await expect(attempt).rejects.toBeInstanceOf(ConnectorError);
    await expect(attempt).rejects.toThrow(MESSAGES.addressOrAuthConnectorNotFound);
    expect(client.state.connection.connecting?.status).toBe('missing');
    expect(wallet.pendingRequests).toEqual([]);
  });

  it('opens the NamespacePicker for a wallet with connectors in several namespaces', async () => {
    const evm = alice();
    const sol = createFakeWallet({ id: 'io.alice.sol', name: 'Alice Wallet', accounts: [SOL] });
    const client = setup([evm], [sol]);
    await client.controllers.modal.open();
    const connectors = client.state.connectors.connectors;
    await expect(
      client.controllers.connection.connect({ connector: connectors, imageUrl: 'https://a.example/i.png' }),
    ).resolves.toBeUndefined();
    expect(client.state.router.view).toBe('NamespacePicker');
    expect(client.state.router.data).toEqual({
      title: 'Alice Wallet',
      imageUrl: 'https://a.example/i.png',
      choices: [
        { namespace: 'eip155', connectorId: 'io.alice' },
        { namespace: 'solana', connectorId: 'io.alice.sol' },
      ],
    });
  });

  it('keeps the direct { namespace, connectorId } form: connects without routing or closing', async () => {
    const client = setup([alice()]);
    await client.controllers.modal.open({ view: 'AllWallets' });
    await expect(
      client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.alice' }),
    ).resolves.toMatchObject({ address: ALICE });
    expect(client.state.router.view).toBe('AllWallets');
    expect(client.state.modal.open).toBe(true);
  });
});

describe('connection.connect: WalletConnect', () => {
  const wc = (id: string, accounts: string[]) =>
    createFakeWallet({ id, name: 'WalletConnect', type: 'WALLET_CONNECT', accounts, mode: 'pending' });

  it('uses the namespace the modal was opened for, else the first adapter offering WalletConnect', async () => {
    const evmWc = wc('walletConnect', [ALICE]);
    const solWc = wc('walletConnectSolana', [SOL]);
    const client = setup([evmWc], [solWc]);

    await client.controllers.modal.open({ namespace: 'solana' });
    void client.controllers.connection.connect({ walletConnect: true }).catch(() => undefined);
    await settle();
    expect(client.state.router.view).toBe('ConnectingWalletConnectBasic');
    expect(client.state.connection.connecting).toMatchObject({ namespace: 'solana', kind: 'walletConnect' });
    await settle();
    expect(solWc.pendingRequests).toHaveLength(1);
    expect(evmWc.pendingRequests).toHaveLength(0);
    await client.controllers.modal.close();

    await client.controllers.modal.open();
    void client.controllers.connection.connect({ walletConnect: true }).catch(() => undefined);
    await settle();
    expect(client.state.connection.connecting).toMatchObject({ namespace: 'eip155' });
  });

  it('fails with a typed error (no "eip155" guess) when no adapter offers WalletConnect', async () => {
    const client = setup([], [createFakeWallet({ id: 'sol', name: 'Sol', accounts: [SOL] })]);
    await client.controllers.modal.open();
    await expect(client.controllers.connection.connect({ walletConnect: true })).rejects.toBeInstanceOf(
      AdapterError,
    );
  });

  it('routes a directory wallet to WalletConnect with the wallet when WalletConnect is on', async () => {
    const client = setup([wc('walletConnect', [ALICE])]);
    await client.controllers.modal.open();
    const wallet = directoryWallet({ mobile_link: 'rainbow://' });
    void client.controllers.connection.connect({ wallet }).catch(() => undefined);
    await settle();
    expect(client.state.router.view).toBe('ConnectingWalletConnectBasic');
    expect(client.state.router.data).toEqual({ wallet, title: 'Evil Wallet' });
  });
});

describe('connection.connect: WalletConnect more than once per page load', () => {
  const wc = (id: string, accounts: string[]) =>
    createFakeWallet({ id, name: 'WalletConnect', type: 'WALLET_CONNECT', accounts, mode: 'pending' });
  const URI = 'wc:abc@2?relay-protocol=irn&symKey=01';
  const adapterOf = (client: WalletDockClient, namespace: 'eip155' | 'solana') => {
    const adapter = client.options.adapters.find((a) => a.namespace === namespace);
    if (!adapter) throw new Error(`no ${namespace} adapter`);
    return adapter as FakeAdapter;
  };

  afterEach(() => {
    vi.useRealTimers();
  });

  it('a new attempt shows the pending pairing the adapter hands back again (not hidden as an old one)', async () => {
    const client = setup([wc('walletConnect', [ALICE])], [wc('walletConnectSolana', [SOL])]);
    await client.mount();
    await client.controllers.modal.open();
    void client.controllers.connection.connect({ walletConnect: true }).catch(() => undefined);
    await settle();
    adapterOf(client, 'eip155').showPairingUri({
      connectorId: 'walletConnect',
      uri: URI,
      expiry: Date.now() + 60_000,
    });
    expect(client.state.connection.wcUri).toBe(URI);
    await client.controllers.modal.close();

    // Opened again for the other namespace: a new attempt, whose adapter re-announces the same pending pairing.
    await client.controllers.modal.open({ namespace: 'solana' });
    void client.controllers.connection.connect({ walletConnect: true }).catch(() => undefined);
    await settle();
    expect(client.state.connection.connecting).toMatchObject({ namespace: 'solana', status: 'connecting' });
    expect(client.state.connection.wcUri).toBeUndefined(); // nothing shown until the adapter says which
    adapterOf(client, 'solana').showPairingUri({
      connectorId: 'walletConnectSolana',
      uri: URI,
      expiry: Date.now() + 60_000,
    });
    expect(client.state.connection.wcUri).toBe(URI);
    expect(client.state.connection.connecting).not.toHaveProperty('staleUri');
  });

  it('renews a pairing that expires while the WalletConnect view shows it, and not once the view is left', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const wallet = wc('walletConnect', [ALICE]);
    const client = setup([wallet]);
    await client.mount();
    await client.controllers.modal.open();
    void client.controllers.connection.connect({ walletConnect: true }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    const first = client.state.connection.connecting?.attempt ?? 0;
    const adapter = adapterOf(client, 'eip155');
    adapter.showPairingUri({ connectorId: 'walletConnect', uri: URI, expiry: Date.now() + 1_000 });

    await vi.advanceTimersByTimeAsync(999);
    expect(client.state.connection.connecting?.attempt).toBe(first);
    await vi.advanceTimersByTimeAsync(1);
    // A new attempt (a new pairing) started by itself: the expired URI is no longer shown.
    expect(client.state.connection.connecting).toMatchObject({ attempt: first + 1, status: 'connecting' });
    expect(client.state.connection.wcUri).toBeUndefined();

    adapter.showPairingUri({ connectorId: 'walletConnect', uri: `${URI}2`, expiry: Date.now() + 1_000 });
    client.controllers.router.goBack();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(client.state.connection.connecting?.attempt).toBe(first + 1);
  });

  it('opened again after its pairing expired, starts a new attempt instead of waiting on the old one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const client = setup([wc('walletConnect', [ALICE])]);
    await client.mount();
    await client.controllers.modal.open();
    void client.controllers.connection.connect({ walletConnect: true }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    const first = client.state.connection.connecting?.attempt ?? 0;
    adapterOf(client, 'eip155').showPairingUri({
      connectorId: 'walletConnect',
      uri: URI,
      expiry: Date.now() + 1_000,
    });
    await client.controllers.modal.close();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(client.state.connection.connecting?.attempt).toBe(first); // nobody looks: nothing renewed

    await client.controllers.modal.open();
    void client.controllers.connection.connect({ walletConnect: true }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.state.connection.connecting?.attempt).toBe(first + 1);
  });
});

describe('connection.connect: closing the modal on a pending WalletConnect attempt', () => {
  const URI = 'wc:abc@2?relay-protocol=irn&symKey=01';
  const wc = () =>
    createFakeWallet({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      accounts: [ALICE],
      mode: 'pending',
    });
  const adapterOf = (client: WalletDockClient) => client.options.adapters[0] as FakeAdapter;
  const connectRequests = (wallet: FakeWallet) =>
    wallet.pendingRequests.filter((r) => r.method === 'connect');

  /** Opens the modal, starts WalletConnect and shows its pairing URI; returns the attempt's number. */
  async function openWalletConnect(client: WalletDockClient, uri = URI): Promise<number> {
    await client.controllers.modal.open();
    void client.controllers.connection.connect({ walletConnect: true }).catch(() => undefined);
    await settle();
    adapterOf(client).showPairingUri({ connectorId: 'walletConnect', uri, expiry: Date.now() + 60_000 });
    return client.state.connection.connecting?.attempt ?? 0;
  }

  it('puts the status back to disconnected (the visitor walked away); a late approval still connects', async () => {
    const wallet = wc();
    const client = setup([wallet]);
    await client.mount();
    await openWalletConnect(client);
    expect(client.controllers.connection.status('eip155')).toBe('connecting');

    await client.controllers.modal.close();
    await settle();
    expect(client.controllers.connection.status('eip155')).toBe('disconnected');
    expect(client.state.chains.namespaces.eip155?.account.status).toBe('disconnected');

    // The wallet had scanned the code and answers after all: the connection is recorded.
    wallet.approve();
    await vi.waitFor(() => expect(client.controllers.connection.status('eip155')).toBe('connected'));
    expect(client.state.chains.namespaces.eip155?.account.address).toBe(ALICE);
  });

  it('puts the status back to connected when the namespace is connected through another wallet', async () => {
    const client = setup([alice(), wc()]);
    await client.mount();
    await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.alice' });
    await client.controllers.modal.open({ view: 'Connect' });
    void client.controllers.connection.connect({ walletConnect: true }).catch(() => undefined);
    await settle();
    expect(client.controllers.connection.status('eip155')).toBe('connecting');
    await client.controllers.modal.close();
    await settle();
    expect(client.controllers.connection.status('eip155')).toBe('connected');
    expect(client.state.chains.namespaces.eip155?.account.address).toBe(ALICE);
  });

  it.each<[string, Partial<Platform>]>([
    ['a desktop browser', {}],
    ['Android', { android: true, mobile: true }],
  ])(
    'reopened on %s, starts a fresh pairing instead of showing the pending one (spec §4)',
    async (_name, platform) => {
      const wallet = wc();
      const client = setup([wallet], [], { platform });
      await client.mount();
      const first = await openWalletConnect(client);
      expect(client.state.connection.wcUri).toBe(URI);
      await client.controllers.modal.close();
      await settle();

      await client.controllers.modal.open();
      void client.controllers.connection.connect({ walletConnect: true }).catch(() => undefined);
      await settle();
      expect(connectRequests(wallet)).toHaveLength(2); // a new attempt: the adapter is asked for a new pairing
      expect(connectRequests(wallet).map((r) => r.params.newPairing)).toEqual([true, true]);
      expect(client.state.connection.connecting).toMatchObject({ attempt: first + 1, status: 'connecting' });
      expect(client.state.connection.wcUri).toBeUndefined(); // the refused code is not offered again
      expect(client.controllers.connection.status('eip155')).toBe('connecting');
    },
  );

  it.each<[string, Partial<Platform>]>([
    ['Telegram', { telegram: true, mobile: true }],
    ['iOS Safari', { ios: true, safari: true, mobile: true }],
  ])('reopened on %s, shows the pending pairing again and waits on it (spec §4)', async (_name, platform) => {
    const wallet = wc();
    const client = setup([wallet], [], { platform });
    await client.mount();
    const first = await openWalletConnect(client);
    await client.controllers.modal.close();
    await settle();
    expect(client.controllers.connection.status('eip155')).toBe('disconnected');

    await client.controllers.modal.open();
    const again = client.controllers.connection.connect({ walletConnect: true });
    await settle();
    expect(connectRequests(wallet)).toHaveLength(1);
    // no second request: the first attempt, and its pairing, are taken up again
    expect(client.state.connection.wcUri).toBe(URI);
    expect(client.state.connection.connecting).toMatchObject({ attempt: first, status: 'connecting' });
    expect(client.controllers.connection.status('eip155')).toBe('connecting');
    wallet.approve();
    await expect(again).resolves.toMatchObject({ address: ALICE });
    expect(client.state.modal.open).toBe(false);
  });
});

describe('connection.connect({ wallet }) without WalletConnect: the one link rule', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' \u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/relative',
  ])('never opens %j', async (link) => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const client = setup([alice()], [], { enableWalletConnect: false });
    await client.controllers.modal.open();
    await client.controllers.connection.connect({
      wallet: directoryWallet({ webapp_link: link, desktop_link: link, mobile_link: link }),
    });
    expect(open).not.toHaveBeenCalled();
  });

  it('opens a safe web link in a new tab without opener', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const client = setup([alice()], [], { enableWalletConnect: false });
    await client.controllers.connection.connect({
      wallet: directoryWallet({ webapp_link: 'https://w.example/app' }),
    });
    expect(open).toHaveBeenCalledWith('https://w.example/app', '_blank', 'noopener,noreferrer');
  });
});
