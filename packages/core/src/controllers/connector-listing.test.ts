import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Connector, ConnectorType } from '../adapter/types.js';
import { createWalletDock } from '../client/create-walletdock.js';
import type { ConnectorListSection, CustomWallet, WalletDockOptions } from '../options/types.js';
import type { DirectoryWallet } from '../services/wallet-directory/types.js';
import { memoryStorage } from '../storage/backends.js';
import type { RecentWallet } from '../storage/types.js';
import { createFakeAdapter } from '../testing/fake-adapter.js';
import { createFakeNetwork } from '../testing/fake-network.js';
import { createFakeWallet } from '../testing/fake-wallet.js';
import {
  buildConnectorListing,
  type ConnectorListingInput,
  customWalletAsDirectoryWallet,
  directoryWalletLink,
  type ListingOrderInput,
  listingOrder,
} from './connector-listing.js';
import type { ConnectorListingEntry } from './types.js';

// ─── The pure rule: buildConnectorListing ────────────────────────────────────────────────────────────

const connector = (
  id: string,
  type: ConnectorType = 'ANNOUNCED',
  extra: Partial<Connector> = {},
): Connector => ({
  id,
  type,
  name: id,
  chain: 'eip155',
  ...extra,
});

const dir = (id: string, extra: Partial<DirectoryWallet> = {}): DirectoryWallet => ({
  id,
  name: id,
  rdns: null,
  image_id: `img-${id}`,
  chains: ['eip155:1'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: `https://${id}.example`,
  ...extra,
});

const custom = (id: string, extra: Partial<CustomWallet> = {}): CustomWallet => ({
  id,
  name: id,
  webappLink: `https://${id}.example`,
  ...extra,
});

/** A custom wallet with no link at all (only WalletConnect can open it). */
const linkless = (id: string): CustomWallet => ({ id, name: id });

const recent = (id: string, extra: Partial<RecentWallet> = {}): RecentWallet => ({ id, name: id, ...extra });

const ALL_SECTIONS: ConnectorListSection[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
];

function input(overrides: Partial<ConnectorListingInput> = {}): ConnectorListingInput {
  return {
    sections: ALL_SECTIONS,
    connectors: [],
    recentWallets: [],
    featured: [],
    recommended: [],
    directory: [],
    customWallets: [],
    excludedRdns: [],
    walletConnect: true,
    imageUrl: (imageId) => `https://images.test/${imageId}`,
    ...overrides,
  };
}

/** A row as `kind:id` plus `#tag` when tagged: `walletConnect`, `connector:metamask#installed`, `wallet:rainbow`. */
function describeRow(entry: ConnectorListingEntry): string {
  const tag = entry.tag ? `#${entry.tag}` : '';
  if (entry.kind === 'walletConnect') return 'walletConnect';
  if (entry.kind === 'connector') return `connector:${entry.connector.id}${tag}`;
  return `wallet:${entry.wallet.id}${tag}`;
}

const rowsOf = (overrides: Partial<ConnectorListingInput>) =>
  buildConnectorListing(input(overrides)).map(describeRow);

describe('buildConnectorListing: which rows, in which order (spec §4)', () => {
  it.each<[string, Partial<ConnectorListingInput>, string[]]>([
    ['nothing to list', { sections: [] }, []],
    [
      'every section, in the order given',
      {
        connectors: [
          connector('walletConnect', 'WALLET_CONNECT'),
          connector('inj', 'INJECTED'),
          connector('ann', 'ANNOUNCED'),
          connector('ext', 'EXTERNAL'),
          connector('used', 'MULTI_CHAIN'),
        ],
        recentWallets: [recent('used')],
        featured: [dir('feat')],
        recommended: [dir('rec')],
        customWallets: [custom('mine')],
      },
      [
        'walletConnect',
        'connector:used#recent',
        'connector:inj#installed',
        'connector:ann#installed',
        'wallet:feat',
        'wallet:mine',
        'connector:ext',
        'wallet:rec',
      ],
    ],
    [
      'an app override order',
      {
        sections: ['recommended', 'external', 'featured', 'injected'],
        connectors: [connector('inj', 'INJECTED'), connector('ext', 'EXTERNAL')],
        featured: [dir('feat')],
        recommended: [dir('rec')],
      },
      ['wallet:rec', 'connector:ext', 'wallet:feat', 'connector:inj#installed'],
    ],
    [
      'only the sections given (the others are not listed)',
      {
        sections: ['featured'],
        connectors: [connector('inj', 'INJECTED'), connector('ext', 'EXTERNAL')],
        featured: [dir('feat')],
        recommended: [dir('rec')],
        customWallets: [custom('mine')],
      },
      ['wallet:feat'],
    ],
    [
      'the WalletConnect row once, even if the section is repeated',
      { sections: ['walletConnect', 'walletConnect'] },
      ['walletConnect'],
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(rowsOf(overrides)).toEqual(expected);
  });
});

describe('buildConnectorListing: connectors', () => {
  it.each<[string, Partial<ConnectorListingInput>, string[]]>([
    [
      'WALLET_CONNECT and AUTH connectors are never wallet rows, even when recent',
      {
        connectors: [connector('walletConnect', 'WALLET_CONNECT'), connector('auth', 'AUTH')],
        recentWallets: [recent('walletConnect'), recent('auth')],
      },
      ['walletConnect'],
    ],
    [
      'a wallet in several namespaces is listed once',
      {
        connectors: [
          connector('multi', 'ANNOUNCED'),
          connector('multi', 'ANNOUNCED', { chain: 'solana' }),
          connector('other', 'INJECTED', { chain: 'solana' }),
        ],
      },
      ['walletConnect', 'connector:multi#installed', 'connector:other#installed'],
    ],
    [
      'a recent connector is tagged recent and not repeated as installed',
      {
        connectors: [connector('a', 'INJECTED'), connector('b', 'ANNOUNCED')],
        recentWallets: [recent('b')],
      },
      ['walletConnect', 'connector:b#recent', 'connector:a#installed'],
    ],
    [
      'a recent external connector is not repeated in external',
      {
        connectors: [connector('ledger', 'EXTERNAL'), connector('trezor', 'EXTERNAL')],
        recentWallets: [recent('trezor')],
      },
      ['walletConnect', 'connector:trezor#recent', 'connector:ledger'],
    ],
    [
      'the external section lists only EXTERNAL connectors',
      {
        sections: ['external'],
        connectors: [
          connector('inj', 'INJECTED'),
          connector('ext', 'EXTERNAL'),
          connector('wc', 'WALLET_CONNECT'),
          connector('auth', 'AUTH'),
        ],
      },
      ['connector:ext'],
    ],
    [
      'recent wallets keep their order (newest first)',
      {
        connectors: [connector('a', 'INJECTED'), connector('b', 'INJECTED')],
        recentWallets: [recent('b'), recent('a')],
      },
      ['walletConnect', 'connector:b#recent', 'connector:a#recent'],
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(rowsOf(overrides)).toEqual(expected);
  });
});

describe('buildConnectorListing: directory and custom wallets', () => {
  const installed = connector('io.metamask', 'ANNOUNCED', {
    info: { rdns: 'io.metamask' },
    explorerId: 'mm-dir-id',
  });

  it.each<[string, Partial<ConnectorListingInput>, string[]]>([
    [
      'an installed wallet is left out of the directory lists by rdns',
      {
        connectors: [installed],
        featured: [dir('mm-other-id', { rdns: 'io.metamask' }), dir('feat')],
        recommended: [dir('rec')],
      },
      ['walletConnect', 'connector:io.metamask#installed', 'wallet:feat', 'wallet:rec'],
    ],
    [
      'an installed wallet is left out by its directory id (explorerId)',
      { connectors: [installed], recommended: [dir('mm-dir-id'), dir('rec')] },
      ['walletConnect', 'connector:io.metamask#installed', 'wallet:rec'],
    ],
    [
      'an installed wallet is left out by its connector id',
      { connectors: [installed], recommended: [dir('io.metamask'), dir('rec')] },
      ['walletConnect', 'connector:io.metamask#installed', 'wallet:rec'],
    ],
    [
      'an installed wallet is left out even when the directory section comes first',
      {
        sections: ['featured', 'injected'],
        connectors: [installed],
        featured: [dir('mm', { rdns: 'io.metamask' }), dir('feat')],
      },
      ['wallet:feat', 'connector:io.metamask#installed'],
    ],
    [
      'a wallet of excludedRdns is left out (the directory lists it as a connector)',
      { excludedRdns: ['io.rabby'], recommended: [dir('rabby', { rdns: 'io.rabby' }), dir('rec')] },
      ['walletConnect', 'wallet:rec'],
    ],
    [
      'an EXTERNAL connector does not hide its directory entry (only installed wallets do)',
      {
        sections: ['recommended'],
        connectors: [connector('ledger', 'EXTERNAL', { explorerId: 'ledger-dir' })],
        recommended: [dir('ledger-dir')],
      },
      ['wallet:ledger-dir'],
    ],
    [
      'a wallet both featured and recommended is listed once, where it comes first',
      { featured: [dir('both')], recommended: [dir('both'), dir('rec')] },
      ['walletConnect', 'wallet:both', 'wallet:rec'],
    ],
    [
      'a custom wallet with the id of a directory wallet is listed once',
      { featured: [dir('same')], customWallets: [custom('same'), custom('mine')] },
      ['walletConnect', 'wallet:same', 'wallet:mine'],
    ],
    [
      'a recent wallet connected through WalletConnect is found in the directory, tagged recent, not repeated',
      {
        recentWallets: [recent('rainbow')],
        directory: [dir('feat'), dir('rainbow')],
        featured: [dir('feat')],
        recommended: [dir('rainbow')],
      },
      ['walletConnect', 'wallet:rainbow#recent', 'wallet:feat'],
    ],
    [
      'a recent custom wallet is tagged recent and not repeated',
      { recentWallets: [recent('mine')], customWallets: [custom('other'), custom('mine')] },
      ['walletConnect', 'wallet:mine#recent', 'wallet:other'],
    ],
    [
      'a recent wallet found nowhere is left out',
      { recentWallets: [recent('gone')], recommended: [dir('rec')] },
      ['walletConnect', 'wallet:rec'],
    ],
    [
      'with WalletConnect off, a wallet without a web or desktop link is left out',
      {
        sections: ['recent', 'featured', 'custom', 'recommended'],
        walletConnect: false,
        recentWallets: [recent('linkless-recent')],
        directory: [dir('linkless-recent', { webapp_link: null })],
        featured: [dir('web'), dir('mobile-only', { webapp_link: null, mobile_link: 'mobile://' })],
        recommended: [dir('desktop', { webapp_link: null, desktop_link: 'desktop://' })],
        customWallets: [custom('custom-web'), linkless('custom-none')],
      },
      ['wallet:web', 'wallet:custom-web', 'wallet:desktop'],
    ],
    [
      'with WalletConnect on, a wallet without a link is listed (it connects through WalletConnect)',
      {
        sections: ['featured', 'custom'],
        featured: [dir('mobile-only', { webapp_link: null, mobile_link: 'mobile://' })],
        customWallets: [linkless('custom-none')],
      },
      ['wallet:mobile-only', 'wallet:custom-none'],
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(rowsOf(overrides)).toEqual(expected);
  });
});

describe('buildConnectorListing: row contents', () => {
  it('gives each row its section, a unique key and, for wallets, the wallet in the directory shape', () => {
    const entries = buildConnectorListing(
      input({
        connectors: [
          connector('walletConnect', 'WALLET_CONNECT'),
          connector('inj', 'INJECTED'),
          connector('inj', 'INJECTED', { chain: 'solana' }),
          connector('ext', 'EXTERNAL', { chain: 'bip122' }),
        ],
        recommended: [dir('rec')],
        customWallets: [custom('mine', { desktopLink: 'mine://', mobileLink: 'mine-mobile://' })],
      }),
    );
    expect(entries.map((entry) => [entry.section, entry.kind, entry.key])).toEqual([
      ['walletConnect', 'walletConnect', 'walletConnect'],
      ['injected', 'connector', 'connector:eip155:inj'],
      ['custom', 'wallet', 'wallet:mine'],
      ['external', 'connector', 'connector:bip122:ext'],
      ['recommended', 'wallet', 'wallet:rec'],
    ]);
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length);
    const mine = entries.find((entry) => entry.key === 'wallet:mine');
    expect(mine?.kind === 'wallet' && mine.wallet).toEqual({
      id: 'mine',
      name: 'mine',
      rdns: null,
      image_id: '',
      chains: [],
      mobile_link: 'mine-mobile://',
      desktop_link: 'mine://',
      webapp_link: 'https://mine.example',
    });
    const inj = entries.find((entry) => entry.key === 'connector:eip155:inj');
    expect(inj?.kind === 'connector' && inj.connector.chain).toBe('eip155');
  });

  it.each<[string, Partial<ConnectorListingInput>, string | undefined]>([
    [
      "a connector's own image first",
      { connectors: [connector('c', 'INJECTED', { imageUrl: 'data:image/png;base64,AA==', imageId: 'x' })] },
      'data:image/png;base64,AA==',
    ],
    [
      "else a connector's directory image",
      { connectors: [connector('c', 'INJECTED', { imageId: 'x' })] },
      'https://images.test/x',
    ],
    ['else no image for a connector', { connectors: [connector('c', 'INJECTED')] }, undefined],
    ["a directory wallet's image", { recommended: [dir('rec')] }, 'https://images.test/img-rec'],
    [
      'no image for a directory wallet without an image id',
      { recommended: [dir('rec', { image_id: '' })] },
      undefined,
    ],
    [
      "a custom wallet's image",
      { customWallets: [custom('c', { imageUrl: 'https://c.example/icon.png' })] },
      'https://c.example/icon.png',
    ],
    [
      "a recent directory wallet's directory image first",
      { recentWallets: [recent('r', { imageUrl: 'https://stored.test/r.png' })], directory: [dir('r')] },
      'https://images.test/img-r',
    ],
    [
      'else the image stored with the recent wallet',
      {
        recentWallets: [recent('r', { imageUrl: 'https://stored.test/r.png' })],
        directory: [dir('r', { image_id: '' })],
      },
      'https://stored.test/r.png',
    ],
    [
      "a recent custom wallet's own image",
      {
        recentWallets: [recent('c', { imageUrl: 'https://stored.test/c.png' })],
        customWallets: [custom('c', { imageUrl: 'https://c.example/icon.png' })],
      },
      'https://c.example/icon.png',
    ],
  ])('image: %s', (_name, overrides, expected) => {
    const [entry] = buildConnectorListing(input({ sections: ALL_SECTIONS.slice(1), ...overrides }));
    expect(entry?.imageUrl).toBe(expected);
  });

  it("marks only the dApp's own images (a custom wallet's imageUrl) as app images, which may be relative", () => {
    const entries = buildConnectorListing(
      input({
        sections: ALL_SECTIONS.slice(1),
        customWallets: [custom('c', { imageUrl: '/icons/c.png' }), custom('bare')],
        recentWallets: [recent('r', { imageUrl: '/stored/r.png' })],
        directory: [dir('r', { image_id: '' })],
        recommended: [dir('rec')],
        connectors: [connector('inj', 'INJECTED', { imageUrl: 'data:image/png;base64,AA==' })],
      }),
    );
    const appImages = entries.flatMap((entry) =>
      entry.kind === 'wallet' && entry.appImage ? [entry.key] : [],
    );
    // Not the recent wallet's stored image, not a directory's, not a connector's, not a custom wallet without one.
    expect(appImages).toEqual(['wallet:c']);
  });

  it.each<[string, Partial<ConnectorListingInput>, string | undefined]>([
    [
      'none for a connector with an image of its own',
      { connectors: [connector('c', 'INJECTED', { imageUrl: 'data:image/png;base64,AA==', imageId: 'x' })] },
      undefined,
    ],
    ["a connector's directory image id", { connectors: [connector('c', 'INJECTED', { imageId: 'x' })] }, 'x'],
    ["a directory wallet's image id", { recommended: [dir('rec')] }, 'img-rec'],
    ['none for an empty image id', { recommended: [dir('rec', { image_id: '' })] }, undefined],
    [
      'none for a custom wallet',
      { customWallets: [custom('c', { imageUrl: 'https://c.example/icon.png' })] },
      undefined,
    ],
    [
      "a recent directory wallet's image id",
      { recentWallets: [recent('r')], directory: [dir('r')] },
      'img-r',
    ],
  ])('the directory image a row holds: %s', (_name, overrides, expected) => {
    const [entry] = buildConnectorListing(input({ sections: ALL_SECTIONS.slice(1), ...overrides }));
    expect(entry?.imageId).toBe(expected);
  });

  it('directoryWalletLink opens the web app, else the desktop app, never an empty link', () => {
    expect(directoryWalletLink(dir('w', { desktop_link: 'w://' }))).toBe('https://w.example');
    expect(directoryWalletLink(dir('w', { webapp_link: '', desktop_link: 'w://' }))).toBe('w://');
    expect(directoryWalletLink(dir('w', { webapp_link: null, mobile_link: 'w://' }))).toBeUndefined();
    expect(customWalletAsDirectoryWallet({ id: 'c', name: 'C' })).toMatchObject({
      webapp_link: null,
      desktop_link: null,
      mobile_link: null,
    });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/relative/path',
    '//evil.example/',
  ])(
    'directoryWalletLink never returns a hostile link (%j), and such a wallet is not listed without WalletConnect',
    (link) => {
      const hostile = dir('evil', { webapp_link: link, desktop_link: link, mobile_link: link });
      expect(directoryWalletLink(hostile)).toBeUndefined();
      const entries = buildConnectorListing(
        input({ sections: ['recommended'], recommended: [hostile], walletConnect: false }),
      );
      expect(entries).toEqual([]);
    },
  );
});

// ─── The controller: connectors.listing() reads the client's live state ────────────────────────────────

const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1' });
const ALICE = '0xa11ce00000000000000000000000000000000001';
const DIRECTORY_URL = 'https://directory.test';
const DIRECTORY: DirectoryWallet[] = [
  dir('featured-1', { name: 'Featured' }),
  dir('alice-dir', { rdns: 'io.alice' }),
  dir('rec-1', { webapp_link: null }),
  dir('rec-2'),
  dir('rec-3'),
];

/** The wallet directory over `fetch`: `/getWallets` with `include` / `exclude` / `page` / `entries`. */
function serveDirectory(): void {
  vi.stubGlobal('fetch', async (request: string) => {
    const url = new URL(request);
    if (url.pathname !== '/getWallets') return new Response('not found', { status: 404 });
    const include = url.searchParams.get('include')?.split(',');
    const exclude = url.searchParams.get('exclude')?.split(',') ?? [];
    const page = Number(url.searchParams.get('page') ?? '1');
    const entries = Number(url.searchParams.get('entries') ?? '40');
    const matching = DIRECTORY.filter((w) => (!include || include.includes(w.id)) && !exclude.includes(w.id));
    return Response.json({
      count: matching.length,
      data: matching.slice((page - 1) * entries, page * entries),
    });
  });
}

function setupClient(options: Partial<WalletDockOptions> = {}) {
  const wallet = (
    id: string,
    type: ConnectorType,
    extra: Partial<Parameters<typeof createFakeWallet>[0]> = {},
  ) => createFakeWallet({ id, name: id, type, accounts: [ALICE], ...extra });
  const late = wallet('io.late', 'ANNOUNCED', { announced: false });
  const client = createWalletDock({
    projectId: 'test',
    networks: [mainnet],
    adapters: [
      createFakeAdapter({
        networks: [mainnet],
        wallets: [
          wallet('walletConnect', 'WALLET_CONNECT'),
          wallet('io.alice', 'ANNOUNCED', { rdns: 'io.alice' }),
          wallet('app.ledger', 'EXTERNAL'),
          late,
        ],
      }),
    ],
    storage: memoryStorage(),
    platform: { mobile: false },
    logger: { debug() {}, warn() {}, error() {} },
    services: { walletDirectoryUrl: DIRECTORY_URL },
    featuredWalletIds: ['featured-1'],
    customWallets: [{ id: 'custom-1', name: 'Custom', webappLink: 'https://custom.example' }],
    ...options,
  });
  return { client, late, connectors: client.controllers.connectors };
}

describe('buildConnectorListing: a wallet in several namespaces', () => {
  const phantomEvm = connector('app.phantom', 'ANNOUNCED', {
    name: 'Phantom',
    info: { rdns: 'app.phantom' },
    imageUrl: 'data:image/svg+xml,evm',
  });
  const phantomSolana = connector('Phantom', 'ANNOUNCED', { name: 'Phantom', chain: 'solana' });
  const backpack = connector('Backpack', 'ANNOUNCED', { name: 'Backpack', chain: 'solana' });
  const metamask = connector('io.metamask', 'ANNOUNCED', { name: 'MetaMask', info: { rdns: 'io.metamask' } });

  it('lists a wallet of the same name in eip155 and solana once, carrying both connectors', () => {
    const entries = buildConnectorListing(
      input({ connectors: [metamask, phantomEvm, phantomSolana, backpack] }),
    );
    expect(entries.map(describeRow)).toEqual([
      'walletConnect',
      'connector:io.metamask#installed',
      'connector:app.phantom#installed',
      'connector:Backpack#installed',
    ]);
    const phantom = entries[2];
    expect(phantom?.kind === 'connector' && phantom.connectors).toEqual([phantomEvm, phantomSolana]);
    expect(phantom?.imageUrl).toBe('data:image/svg+xml,evm');
    const single = entries[1];
    expect(single?.kind === 'connector' && single.connectors).toEqual([metamask]);
  });

  it('groups by rdns when both connectors have one, even under different names', () => {
    const evm = connector('one', 'ANNOUNCED', { name: 'Wallet One', info: { rdns: 'com.example' } });
    const sol = connector('two', 'ANNOUNCED', {
      name: 'Wallet One (Solana)',
      chain: 'solana',
      info: { rdns: 'com.example' },
    });
    const otherRdns = connector('three', 'ANNOUNCED', {
      name: 'Wallet One',
      chain: 'solana',
      info: { rdns: 'org.other' },
    });
    const entries = buildConnectorListing(input({ connectors: [evm, sol, otherRdns] }));
    expect(entries.map(describeRow)).toEqual([
      'walletConnect',
      'connector:one#installed',
      'connector:three#installed',
    ]);
    const first = entries[1];
    expect(first?.kind === 'connector' && first.connectors.map((c) => c.id)).toEqual(['one', 'two']);
  });

  it('never merges two connectors of the same namespace that share a name', () => {
    const injected = connector('injected', 'INJECTED', { name: 'MetaMask' });
    expect(rowsOf({ connectors: [injected, metamask] })).toEqual([
      'walletConnect',
      'connector:injected#installed',
      'connector:io.metamask#installed',
    ]);
  });

  it('a recent wallet used through Solana is one row, tagged recent, with both connectors', () => {
    const entries = buildConnectorListing(
      input({ connectors: [phantomEvm, phantomSolana], recentWallets: [recent('Phantom')] }),
    );
    expect(entries.map(describeRow)).toEqual(['walletConnect', 'connector:Phantom#recent']);
    const row = entries[1];
    expect(row?.kind === 'connector' && row.connectors).toEqual([phantomSolana, phantomEvm]);
  });

  it("with a namespace lists only that namespace's connectors, each alone", () => {
    const entries = buildConnectorListing(
      input({ connectors: [metamask, phantomEvm, phantomSolana, backpack], namespace: 'solana' }),
    );
    expect(entries.map(describeRow)).toEqual([
      'walletConnect',
      'connector:Phantom#installed',
      'connector:Backpack#installed',
    ]);
    for (const entry of entries) {
      if (entry.kind === 'connector') expect(entry.connectors).toEqual([entry.connector]);
    }
  });
});

describe('connectors.listing()', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the rows of the current state in listing order, and follows its changes', async () => {
    serveDirectory();
    const { client, late, connectors } = setupClient();
    await client.mount();
    await client.controllers.walletDirectory.prefetch();

    expect(connectors.listing().map(describeRow)).toEqual([
      'walletConnect',
      'connector:io.alice#installed',
      'wallet:featured-1',
      'wallet:custom-1',
      'connector:app.ledger',
      'wallet:rec-1',
      'wallet:rec-2',
      'wallet:rec-3',
    ]);
    expect(connectors.listing().map((entry) => entry.section)).toEqual([
      'walletConnect',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
      'recommended',
      'recommended',
    ]);

    late.announce();
    connectors.addRecentWallet({ id: 'rec-2', name: 'rec-2' });
    expect(connectors.listing().map(describeRow)).toEqual([
      'walletConnect',
      'wallet:rec-2#recent',
      'connector:io.alice#installed',
      'connector:io.late#installed',
      'wallet:featured-1',
      'wallet:custom-1',
      'connector:app.ledger',
      'wallet:rec-1',
      'wallet:rec-3',
    ]);
    const rec2 = connectors.listing()[1];
    expect(rec2?.kind === 'wallet' && rec2.imageUrl).toBe(
      client.controllers.walletDirectory.imageUrl('img-rec-2'),
    );
    client.unmount();
  });

  it('with WalletConnect off has no WalletConnect row and leaves out wallets without a link', async () => {
    serveDirectory();
    const { client, connectors } = setupClient({ enableWalletConnect: false });
    await client.mount();
    await client.controllers.walletDirectory.prefetch();

    expect(connectors.listing().map(describeRow)).toEqual([
      'connector:io.alice#installed',
      'wallet:featured-1',
      'wallet:custom-1',
      'connector:app.ledger',
      'wallet:rec-2',
      'wallet:rec-3',
    ]);
    client.unmount();
  });
});

// ─── The pure rule: listingOrder (spec §4 "Connector listing order") ────────────────────────────────────

describe('listingOrder: the sections of the Connect view, in order (spec §4)', () => {
  const SPEC_ORDER: readonly ConnectorListSection[] = [
    'walletConnect',
    'recent',
    'injected',
    'featured',
    'custom',
    'external',
    'recommended',
  ];
  const order = (overrides: Partial<ListingOrderInput> = {}) =>
    listingOrder({
      order: SPEC_ORDER,
      connectors: [],
      walletConnect: true,
      connectedThroughWalletConnect: false,
      namespace: undefined,
      hasRecentWallets: false,
      hasCustomWallets: false,
      ...overrides,
    });
  const wc = connector('walletConnect', 'WALLET_CONNECT');

  it('shows WalletConnect, featured and recommended when nothing else applies', () => {
    expect(order({ connectors: [wc] })).toEqual(['walletConnect', 'featured', 'recommended']);
  });

  it('shows every section, in the spec order, when each applies', () => {
    expect(
      order({
        connectors: [wc, connector('inj', 'INJECTED'), connector('ext', 'EXTERNAL')],
        hasRecentWallets: true,
        hasCustomWallets: true,
      }),
    ).toEqual(SPEC_ORDER);
  });

  it.each([
    ['WalletConnect is off', { walletConnect: false }],
    ['no adapter offers a WalletConnect connector', { connectors: [] }],
    ['a namespace is connected through WalletConnect', { connectedThroughWalletConnect: true }],
    ['the modal is open for a namespace without WalletConnect', { namespace: 'solana' as const }],
  ])('hides WalletConnect when %s', (_case, overrides) => {
    expect(order({ connectors: [wc], ...overrides })).not.toContain('walletConnect');
  });

  it('counts announced and multi-chain connectors as installed', () => {
    expect(order({ connectors: [connector('a', 'ANNOUNCED')] })).toContain('injected');
    expect(order({ connectors: [connector('m', 'MULTI_CHAIN')] })).toContain('injected');
    expect(order({ connectors: [connector('e', 'EXTERNAL')] })).not.toContain('injected');
  });

  it('puts the app override first and drops unknown or repeated sections', () => {
    const hostile = ['toString', 'recommended', 'bogus', 'recommended'] as unknown as ConnectorListSection[];
    expect(order({ connectors: [wc], order: [...hostile, ...SPEC_ORDER] })).toEqual([
      'recommended',
      'walletConnect',
      'featured',
    ]);
  });
});
