import { describe, expect, it } from 'vitest';
import type { ChainAdapter, ConnectorType } from '../adapter/types.js';
import type { Logger } from '../client/clock.js';
import { createWalletDock } from '../client/create-walletdock.js';
import type {
  ConnectMethod,
  ConnectorListSection,
  Features,
  WalletDockOptions,
  WalletFeature,
} from '../options/types.js';
import { memoryStorage } from '../storage/backends.js';
import type { RecentWallet, StorageBackend } from '../storage/types.js';
import { createFakeAdapter } from '../testing/fake-adapter.js';
import { createFakeNetwork } from '../testing/fake-network.js';
import { createFakeWallet, type FakeWallet } from '../testing/fake-wallet.js';

const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1' });
const solana = createFakeNetwork({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' });
const ALICE = '0xa11ce00000000000000000000000000000000001';
const SOL_ALICE = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const silent: Logger = { debug() {}, warn() {}, error() {} };

const wallet = (
  id: string,
  type: ConnectorType = 'ANNOUNCED',
  extra: Partial<Parameters<typeof createFakeWallet>[0]> = {},
) => createFakeWallet({ id, name: id, type, accounts: [ALICE], ...extra });

function setup(
  evmWallets: FakeWallet[] = [],
  options: Partial<WalletDockOptions> = {},
  solanaWallets?: FakeWallet[],
  backend: StorageBackend = memoryStorage(),
) {
  const evm = createFakeAdapter({ networks: [mainnet], wallets: evmWallets });
  const adapters: ChainAdapter[] = [evm];
  if (solanaWallets)
    adapters.push(createFakeAdapter({ namespace: 'solana', networks: [solana], wallets: solanaWallets }));
  const client = createWalletDock({
    projectId: 'test',
    networks: solanaWallets ? [mainnet, solana] : [mainnet],
    adapters,
    storage: backend,
    logger: silent,
    ...options,
  });
  return {
    client,
    evm,
    connectors: client.controllers.connectors,
    connection: client.controllers.connection,
  };
}

/** A WalletConnect connector, as an adapter configured for WalletConnect reports it. */
const wc = () => wallet('walletConnect', 'WALLET_CONNECT');

const features = (f: Partial<Features>): Partial<WalletDockOptions> => ({ features: f });

describe('connectors: the list', () => {
  it("lists every adapter's connectors", () => {
    const { connectors } = setup([wallet('metamask')], {}, [
      wallet('phantom', 'ANNOUNCED', { accounts: [SOL_ALICE] }),
    ]);
    expect(connectors.state.connectors.map((c) => `${c.chain}:${c.id}`)).toEqual([
      'eip155:metamask',
      'solana:phantom',
    ]);
  });

  it('adds a wallet that announces itself after mount', async () => {
    const late = wallet('late', 'ANNOUNCED', { announced: false });
    const { client, connectors } = setup([wallet('metamask'), late]);
    await client.mount();
    expect(connectors.state.connectors.map((c) => c.id)).toEqual(['metamask']);
    late.announce();
    expect(connectors.state.connectors.map((c) => c.id)).toEqual(['metamask', 'late']);
  });

  it('adds a wallet installed after mount', async () => {
    const { client, connectors, evm } = setup([wallet('metamask')]);
    await client.mount();
    evm.addWallet(wallet('rabby', 'INJECTED'));
    expect(connectors.state.connectors.map((c) => c.id)).toEqual(['metamask', 'rabby']);
  });

  it('lists a connector once per namespace and id, but the same id in two namespaces twice', () => {
    const { connectors } = setup([wallet('dup'), wallet('dup', 'INJECTED')], {}, [
      wallet('dup', 'ANNOUNCED', { accounts: [SOL_ALICE] }),
    ]);
    expect(connectors.state.connectors.map((c) => `${c.chain}:${c.id}:${c.type}`)).toEqual([
      'eip155:dup:ANNOUNCED',
      'solana:dup:ANNOUNCED',
    ]);
  });

  it('stops following the adapters after unmount', async () => {
    const late = wallet('late', 'ANNOUNCED', { announced: false });
    const { client, connectors } = setup([late]);
    await client.mount();
    client.unmount();
    late.announce();
    expect(connectors.state.connectors).toEqual([]);
  });

  it('keeps a provider with private fields usable when read from the state', () => {
    class Provider {
      #chainId = '0x1';
      request() {
        return this.#chainId;
      }
    }
    const provider = new Provider();
    const evm = createFakeAdapter({ networks: [mainnet] });
    const adapter: ChainAdapter = {
      ...evm,
      getConnectors: () => [
        { id: 'injected', type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155', provider },
      ],
    };
    const client = createWalletDock({
      projectId: 'test',
      networks: [mainnet],
      adapters: [adapter],
      storage: memoryStorage(),
    });
    const fromState = client.controllers.connectors.state.connectors[0]?.provider as Provider;
    expect(fromState).toBe(provider);
    expect(fromState.request()).toBe('0x1');
  });

  it('keeps the wallet provider object as it is (not proxied)', () => {
    const metamask = wallet('metamask');
    const { connectors, client } = setup([metamask]);
    expect(connectors.state.connectors[0]?.provider).toBe(metamask);
    expect(client.getSnapshot().connectors.connectors[0]?.provider).toBe(metamask);
  });
});

describe('connectors: connect method order (spec §2)', () => {
  it.each<[string, FakeWallet[], Partial<Features>, ConnectMethod[]]>([
    ['no installed wallet', [], {}, ['email', 'social', 'wallet']],
    ['only an external wallet', [wallet('ext', 'EXTERNAL')], {}, ['email', 'social', 'wallet']],
    ['only WalletConnect', [wallet('wc', 'WALLET_CONNECT')], {}, ['email', 'social', 'wallet']],
    ['an injected wallet', [wallet('inj', 'INJECTED')], {}, ['wallet', 'email', 'social']],
    ['an announced wallet', [wallet('ann', 'ANNOUNCED')], {}, ['wallet', 'email', 'social']],
    ['a multi-chain wallet', [wallet('multi', 'MULTI_CHAIN')], {}, ['wallet', 'email', 'social']],
    [
      'the app order',
      [wallet('inj', 'INJECTED')],
      { connectMethodsOrder: ['social', 'wallet', 'email'] },
      ['social', 'wallet', 'email'],
    ],
    ['e-mail off', [], { email: false }, ['social', 'wallet']],
    ['socials off', [], { socials: false }, ['email', 'wallet']],
    ['no socials', [], { socials: [] }, ['email', 'wallet']],
    [
      'e-mail off in the app order',
      [],
      { email: false, connectMethodsOrder: ['email', 'wallet'] },
      ['wallet'],
    ],
    [
      'a hostile app order',
      [],
      {
        connectMethodsOrder: ['wallet', 'wallet', 'fax', '__proto__', 'email'] as unknown as ConnectMethod[],
      },
      ['wallet', 'email'],
    ],
  ])('with %s', (_case, wallets, featureOverrides, expected) => {
    expect(setup(wallets, features(featureOverrides)).connectors.connectMethodsOrder()).toEqual(expected);
  });

  it('puts wallets first as soon as an installed wallet announces itself', async () => {
    const late = wallet('late', 'ANNOUNCED', { announced: false });
    const { client, connectors } = setup([late]);
    await client.mount();
    expect(connectors.connectMethodsOrder()[0]).toBe('email');
    late.announce();
    expect(connectors.connectMethodsOrder()[0]).toBe('wallet');
  });
});

describe('connectors: wallet features order (spec §2)', () => {
  it.each<[string, Partial<Features>, WalletFeature[]]>([
    ['defaults', {}, ['onramp', 'swaps', 'receive', 'send']],
    ['the app order', { walletFeaturesOrder: ['send', 'receive'] }, ['send', 'receive']],
    ['swaps off', { swaps: false }, ['onramp', 'receive', 'send']],
    ['everything off', { swaps: false, onramp: false, receive: false, send: false }, []],
    ['onramp off in the app order', { onramp: false, walletFeaturesOrder: ['onramp', 'send'] }, ['send']],
    [
      'a hostile app order',
      { walletFeaturesOrder: ['send', 'send', 'email', 'constructor'] as unknown as WalletFeature[] },
      ['send'],
    ],
  ])('with %s', (_case, featureOverrides, expected) => {
    expect(setup([], features(featureOverrides)).connectors.walletFeaturesOrder()).toEqual(expected);
  });
});

describe('connectors: listing order (spec §4)', () => {
  it('shows WalletConnect, featured and recommended when nothing else applies', () => {
    expect(setup([wc()]).connectors.listingOrder()).toEqual(['walletConnect', 'featured', 'recommended']);
  });

  it('with the modal opened for a namespace, offers WalletConnect only if that namespace has it', async () => {
    const { client, connectors } = setup([wc()], {}, [wallet('phantom')]);
    await client.controllers.modal.open({ namespace: 'solana' });
    expect(connectors.listingOrder()).not.toContain('walletConnect');
    await client.controllers.modal.close();
    await client.controllers.modal.open({ namespace: 'eip155' });
    expect(connectors.listingOrder()).toContain('walletConnect');
  });

  it('hides WalletConnect when no adapter offers a WalletConnect connector', () => {
    expect(setup().connectors.listingOrder()).toEqual(['featured', 'recommended']);
  });

  it('shows every section, in the spec order, when each applies', async () => {
    const { connectors } = setup([wc(), wallet('inj', 'INJECTED'), wallet('ext', 'EXTERNAL')], {
      customWallets: [{ id: 'custom', name: 'Custom' }],
    });
    connectors.addRecentWallet({ id: 'inj', name: 'inj' });
    expect(connectors.listingOrder()).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ]);
  });

  it('puts the app override first', () => {
    const { connectors } = setup([wc(), wallet('inj', 'INJECTED')], {
      connectorTypeOrder: ['recommended', 'injected'],
    });
    expect(connectors.listingOrder()).toEqual(['recommended', 'injected', 'walletConnect', 'featured']);
  });

  it('drops unknown sections of a hostile override', () => {
    const { connectors } = setup([wc()], {
      connectorTypeOrder: ['toString', 'recommended', 'bogus'] as unknown as ConnectorListSection[],
    });
    expect(connectors.listingOrder()).toEqual(['recommended', 'walletConnect', 'featured']);
  });

  it('hides WalletConnect when it is disabled', () => {
    expect(setup([wc()], { enableWalletConnect: false }).connectors.listingOrder()).toEqual([
      'featured',
      'recommended',
    ]);
  });

  it('hides WalletConnect while a namespace is connected through it, and shows it again after disconnecting', async () => {
    const { connectors, connection } = setup([wallet('walletConnect', 'WALLET_CONNECT')]);
    await connection.connect({ namespace: 'eip155', connectorId: 'walletConnect' });
    expect(connectors.listingOrder()).not.toContain('walletConnect');
    await connection.disconnect();
    expect(connectors.listingOrder()).toContain('walletConnect');
  });

  it('keeps WalletConnect while connected through another wallet', async () => {
    const { connectors, connection } = setup([wc(), wallet('metamask')]);
    await connection.connect({ namespace: 'eip155', connectorId: 'metamask' });
    expect(connectors.listingOrder()).toContain('walletConnect');
  });

  it.each<[ConnectorType, boolean]>([
    ['INJECTED', true],
    ['ANNOUNCED', true],
    ['MULTI_CHAIN', true],
    ['EXTERNAL', false],
    ['WALLET_CONNECT', false],
    ['AUTH', false],
  ])('shows the injected section for a %s connector: %s', (type, shown) => {
    expect(
      setup([wallet('w', type)])
        .connectors.listingOrder()
        .includes('injected'),
    ).toBe(shown);
  });

  it('shows the recent section once a wallet was used', async () => {
    const { connectors, connection } = setup([wc(), wallet('metamask')]);
    expect(connectors.listingOrder()).not.toContain('recent');
    await connection.connect({ namespace: 'eip155', connectorId: 'metamask' });
    expect(connectors.listingOrder()).toContain('recent');
  });

  it('hides the custom section without custom wallets', () => {
    expect(setup([], { customWallets: [] }).connectors.listingOrder()).not.toContain('custom');
  });
});

describe('connectors: recent wallets', () => {
  it('keeps the 2 most recent wallets, newest first, without duplicates, across reloads', async () => {
    const backend = memoryStorage();
    const { connectors } = setup([], {}, undefined, backend);
    connectors.addRecentWallet({ id: 'a', name: 'A' });
    connectors.addRecentWallet({ id: 'b', name: 'B', imageUrl: 'https://img/b.png' });
    connectors.addRecentWallet({ id: 'a', name: 'A' });
    connectors.addRecentWallet({ id: 'c', name: 'C' });
    expect(connectors.recentWallets()).toEqual([
      { id: 'c', name: 'C' },
      { id: 'a', name: 'A' },
    ]);
    expect(connectors.state.recentWallets).toEqual(connectors.recentWallets());
    const reloaded = setup([], {}, undefined, backend);
    expect(reloaded.connectors.recentWallets()).toEqual([]); // nothing is read before mount (SSR-safe)
    await reloaded.client.mount();
    expect(reloaded.connectors.recentWallets().map((w) => w.id)).toEqual(['c', 'a']);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'metamask'],
    ['an empty id', { id: '', name: 'X' }],
    ['a blank id', { id: '   ', name: 'X' }],
    ['a numeric id', { id: 1, name: 'X' }],
    ['no name', { id: 'x' }],
    ['an image that is not a string', { id: 'x', name: 'X', imageUrl: { src: 'evil' } }],
  ])('ignores %s as a recent wallet', (_case, input) => {
    const { connectors } = setup();
    connectors.addRecentWallet(input as RecentWallet);
    expect(connectors.recentWallets()).toEqual([]);
  });

  it('stores only the known fields of a recent wallet', () => {
    const { connectors } = setup();
    connectors.addRecentWallet({ id: 'x', name: 'X', extra: 'y' } as RecentWallet);
    expect(connectors.recentWallets()).toEqual([{ id: 'x', name: 'X' }]);
  });
});
