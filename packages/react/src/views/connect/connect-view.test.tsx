import {
  type DirectoryWallet,
  mainnet,
  memoryStorage,
  type WalletDockClient,
  type WalletDockOptions,
} from '@walletdock/core';
import { createFakeAdapter, createFakeWallet, type FakeWallet } from '@walletdock/core/testing';
import { describe, expect, it, vi } from 'vitest';
import type { ModalViewRegistry } from '../../modal/views.js';
import {
  buttonNamed,
  cleanUp,
  makeTestClient,
  press,
  renderAndMount,
  run,
  settle,
  shadow,
  until,
} from '../../test-utils/modal-harness.js';
import ConnectingExternalView from '../connecting-external/connecting-external-view.js';
import ConnectView from './connect-view.js';

// ─── Helpers: a real client over the fake adapter, the modal in StrictMode (test-utils/modal-harness) ───

const DIRECTORY_URL = 'https://directory.test';

function makeClient(
  wallets: readonly FakeWallet[],
  options: Partial<WalletDockOptions> = {},
): WalletDockClient {
  return makeTestClient({
    networks: [mainnet],
    // The adapter offers WalletConnect (as evmAdapter does with `walletConnect` options): the row is listed.
    adapters: [
      createFakeAdapter({
        namespace: 'eip155',
        networks: [mainnet],
        wallets: [...wallets, walletConnectConnector()],
      }),
    ],
    ...options,
  });
}

/** Renders the modal (in StrictMode, as apps do in development) with `views`, mounts the client and opens it. */
async function renderModal(
  client: WalletDockClient,
  views: ModalViewRegistry,
  open: Parameters<WalletDockClient['controllers']['modal']['open']>[0] = {},
): Promise<void> {
  await renderAndMount(client, views, { strict: true });
  await run(() => client.controllers.modal.open(open));
}

/** The text of each row of the Connect view's wallet list, in order (name and tag). */
function rows(): { name: string; tag: string | undefined; button: HTMLButtonElement }[] {
  return [...shadow().querySelectorAll<HTMLButtonElement>('.wd-list-item')].map((button) => ({
    name: button.querySelector('.wd-list-item-name')?.textContent ?? '',
    tag: button.querySelector('.wd-tag')?.textContent ?? undefined,
    button,
  }));
}

function directoryWallet(id: string, name: string, extra: Partial<DirectoryWallet> = {}): DirectoryWallet {
  return {
    id,
    name,
    rdns: null,
    image_id: `img-${id}`,
    chains: ['eip155:1'],
    mobile_link: null,
    desktop_link: null,
    webapp_link: `https://${id}.example/app`,
    ...extra,
  };
}

/**
 * Stands in for the wallet directory service over `fetch`: `/getWallets` pages (`include`, `exclude`, `page`,
 * `entries`) over `wallets` with `count` as the total, the project's origins allowing every page, and no images
 * (404: the list shows placeholders). `lists`, when it returns a response, answers `/getWallets` in its place
 * (a broken directory). Returns the requested URLs.
 */
function serveDirectory(
  wallets: readonly unknown[],
  count = wallets.length,
  lists: (url: URL) => Response | Promise<Response> | undefined = () => undefined,
): string[] {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    requests.push(input);
    const url = new URL(input);
    const broken = url.pathname === '/getWallets' ? lists(url) : undefined;
    if (broken) return broken;
    if (url.pathname === '/getWallets') {
      const include = url.searchParams.get('include')?.split(',');
      const exclude = url.searchParams.get('exclude')?.split(',') ?? [];
      const page = Number(url.searchParams.get('page') ?? '1');
      const entries = Number(url.searchParams.get('entries') ?? '40');
      const idOf = (wallet: unknown) => String((wallet as { id?: unknown }).id);
      const matching = wallets.filter(
        (wallet) => (!include || include.includes(idOf(wallet))) && !exclude.includes(idOf(wallet)),
      );
      const data = matching.slice((page - 1) * entries, page * entries);
      return Response.json({ count: include ? matching.length : count, data });
    }
    if (url.pathname === '/projects/v1/origins') return Response.json({ allowedOrigins: ['*'] });
    if (url.pathname === '/getAnalyticsConfig') return Response.json({ isAnalyticsEnabled: false });
    return new Response('not found', { status: 404 });
  });
  return requests;
}

// ─── Tests ───

const views = { Connect: ConnectView, ConnectingExternal: ConnectingExternalView };

const walletConnectConnector = () =>
  createFakeWallet({
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    accounts: ['0xC0ffee0000000000000000000000000000000001'],
  });
const alice = () =>
  createFakeWallet({
    id: 'io.alice',
    name: 'Alice Wallet',
    rdns: 'io.alice',
    imageUrl: 'data:image/png;base64,QUxJQ0U=',
    accounts: ['0xA11cE00000000000000000000000000000000001'],
  });
const carol = () =>
  createFakeWallet({
    id: 'io.carol',
    name: 'Carol Wallet',
    type: 'INJECTED',
    accounts: ['0xCa201000000000000000000000000000000000C1'],
  });
const ledger = () =>
  createFakeWallet({
    id: 'app.ledger',
    name: 'Ledger Live',
    type: 'EXTERNAL',
    accounts: ['0x1ed9e00000000000000000000000000000000001'],
  });

/** The directory: a featured wallet, Alice's directory entry (installed: listed once), then others. */
const DIRECTORY = [
  directoryWallet('featured-1', 'Featured Wallet'),
  directoryWallet('alice-dir', 'Alice Wallet', { rdns: 'io.alice' }),
  directoryWallet('rec-1', 'Rainbow Test'),
  directoryWallet('rec-2', 'Trust Test'),
  directoryWallet('rec-3', 'Zerion Test'),
  ...Array.from({ length: 40 }, (_, i) => directoryWallet(`more-${i}`, `More ${i}`)),
];

const withDirectory = {
  services: { walletDirectoryUrl: DIRECTORY_URL },
  featuredWalletIds: ['featured-1'],
  customWallets: [{ id: 'custom-1', name: 'Custom Wallet', webappLink: 'https://custom.example' }],
};

const names = () => rows().map((row) => row.name);

describe("Connect view: the dApp's own images", () => {
  it("shows a custom wallet's relative image (the app's own file), but no other relative image", async () => {
    const client = makeClient([], {
      customWallets: [
        { id: 'mine', name: 'My Wallet', webappLink: 'https://mine.example', imageUrl: '/icons/mine.png' },
      ],
    });
    await renderModal(client, views);
    await settle();
    const mine = rows().find((row) => row.name === 'My Wallet');
    expect(mine?.button.querySelector('img')?.getAttribute('src')).toBe('/icons/mine.png');
  });
});

describe('Connect view: the wallet list', () => {
  it('lists WalletConnect, installed, featured, custom, external and recommended wallets in order, each once', async () => {
    serveDirectory(DIRECTORY, 643);
    const client = makeClient([alice(), carol(), ledger()], withDirectory);
    await renderModal(client, views);
    await settle();

    expect(names()).toEqual([
      'WalletConnect',
      'Alice Wallet',
      'Carol Wallet',
      'Featured Wallet',
      'Custom Wallet',
      'Ledger Live',
      'Rainbow Test',
      'Trust Test',
      'Zerion Test',
      'All Wallets',
    ]);
    expect(rows().map((row) => row.tag)).toEqual([
      'QR code',
      'Installed',
      'Installed',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      '640+',
    ]);
    // E-mail and social login are not built yet: no input, no dead button (the rows and "I don't have a wallet").
    expect(shadow().querySelector('input')).toBeNull();
    expect(shadow().querySelector('.wd-connect')?.querySelectorAll('button')).toHaveLength(11);
  });

  it('without installed wallets lists WalletConnect, then the directory wallets', async () => {
    serveDirectory(DIRECTORY, 643);
    const client = makeClient([ledger()], withDirectory);
    await renderModal(client, views);
    await settle();

    expect(names()).toEqual([
      'WalletConnect',
      'Featured Wallet',
      'Custom Wallet',
      'Ledger Live',
      'Alice Wallet',
      'Rainbow Test',
      'Trust Test',
      'Zerion Test',
      'All Wallets',
    ]);
    expect(rows().some((row) => row.tag === 'Installed')).toBe(false);
  });

  it("holds the directory rows' room with placeholders until the directory answers, then shows its wallets in their place", async () => {
    // The directory answers only when the test lets it (a slow network): installed wallets show at once.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    serveDirectory(DIRECTORY, 643);
    const served = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string) => {
      if (new URL(input).pathname === '/getWallets') await answered;
      return served(input);
    });
    // An installed wallet the directory does not list: the directory's first 4 are all recommended.
    const client = makeClient([carol()], withDirectory);
    await renderAndMount(client, views, { strict: true });
    // Not awaited: opening waits for the directory's first reads.
    await run(() => {
      void client.controllers.modal.open();
    });
    await until(() => names().includes('Carol Wallet'), 'the installed wallet');
    await settle();

    const items = () => shadow().querySelectorAll('.wd-connect-list > li').length;
    const placeholders = () => [...shadow().querySelectorAll<HTMLElement>('.wd-connect-placeholder')];
    // The featured wallet the app asked for and the spec's 4 recommended ones, hidden from screen readers.
    expect(placeholders()).toHaveLength(5);
    expect(placeholders().every((row) => row.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(placeholders().every((row) => row.textContent === '')).toBe(true);
    const before = items();

    await run(async () => {
      answer();
      await answered;
    });
    await until(() => names().includes('Featured Wallet'), 'the directory wallets');
    await settle();
    expect(placeholders()).toEqual([]);
    expect(names()).toEqual(
      expect.arrayContaining(['Featured Wallet', 'Rainbow Test', 'Trust Test', 'Zerion Test']),
    );
    // One row for each placeholder: the list (and the modal) keeps its height.
    expect(items()).toBe(before);
  });

  it('shows no placeholders without a directory', async () => {
    const client = makeClient([alice()]);
    await renderModal(client, views);
    await settle();
    expect(shadow().querySelectorAll('.wd-connect-placeholder')).toHaveLength(0);
  });

  it("does not build its list again for the modal's own changes (a toast, a shake), only for its inputs", async () => {
    const client = makeClient([alice(), carol()]);
    await renderModal(client, views);
    await settle();
    const listing = vi.spyOn(client.controllers.connectors, 'listing');
    await run(() => client.controllers.toast.showSuccess('Copied'));
    await run(() => client.controllers.modal.shake());
    await settle();
    expect(listing).not.toHaveBeenCalled();
    // A change the rows depend on (a recent wallet) does build it again.
    await run(() => client.controllers.connectors.addRecentWallet({ id: 'io.carol', name: 'Carol Wallet' }));
    await settle();
    expect(listing).toHaveBeenCalled();
    expect(rows()[1]).toMatchObject({ name: 'Carol Wallet', tag: 'Recent' });
  });

  it('puts the recent wallet first among the wallets, tagged Recent, and does not repeat it', async () => {
    const storage = memoryStorage();
    const client = makeClient([alice(), carol()], { storage });
    client.controllers.connectors.addRecentWallet({ id: 'io.carol', name: 'Carol Wallet' });
    await renderModal(client, views);
    await settle();

    expect(rows().map((row) => [row.name, row.tag])).toEqual([
      ['WalletConnect', 'QR code'],
      ['Carol Wallet', 'Recent'],
      ['Alice Wallet', 'Installed'],
      ['All Wallets', undefined],
    ]);
  });

  it('shows the WalletConnect row only when WalletConnect is enabled', async () => {
    const client = makeClient([alice()], { enableWalletConnect: false });
    await renderModal(client, views);
    expect(names()).toEqual(['Alice Wallet', 'All Wallets']);
    cleanUp();

    const enabled = makeClient([alice()]);
    await renderModal(enabled, views);
    expect(names()[0]).toBe('WalletConnect');
    await run(() => buttonNamed('WalletConnect')?.click());
    expect(enabled.state.router.view).toBe('ConnectingWalletConnectBasic');
  });

  it('shows the directory count on "All Wallets", last, with a grid of four wallets, and opens AllWallets', async () => {
    serveDirectory(DIRECTORY, 643);
    const client = makeClient([alice()], withDirectory);
    await renderModal(client, views);
    await settle();

    const last = rows().at(-1);
    expect(last?.name).toBe('All Wallets');
    expect(last?.tag).toBe('640+');
    expect(last?.button.querySelectorAll('.wd-connect-grid > *')).toHaveLength(4);
    await run(() => last?.button.click());
    expect(client.state.router.view).toBe('AllWallets');
  });

  it('leaves out "All Wallets" when the feature is off, and says so when there is no wallet at all', async () => {
    const client = makeClient([], { enableWalletConnect: false, features: { allWallets: false } });
    await renderModal(client, views);
    expect(rows()).toEqual([]);
    expect(shadow().querySelector('.wd-empty')?.textContent).toBe('No wallets available');
  });
});

describe('Connect view: choosing a wallet', () => {
  it('routes an installed wallet to ConnectingExternal with its connector, namespace, name and image', async () => {
    const wallet = alice();
    wallet.mode = 'pending';
    const client = makeClient([wallet]);
    await renderModal(client, views);

    await run(() => buttonNamed('Alice Wallet')?.click());

    expect(client.state.router.view).toBe('ConnectingExternal');
    expect(client.state.router.data).toEqual({
      connectorId: 'io.alice',
      namespace: 'eip155',
      title: 'Alice Wallet',
      imageUrl: 'data:image/png;base64,QUxJQ0U=',
    });
    await settle();
    expect(shadow().querySelector('.wd-title')?.textContent).toBe('Alice Wallet');
    expect(shadow().querySelector('.wd-cx-status')?.textContent).toContain('Continue in Alice Wallet');
    expect(wallet.pendingRequests.map((request) => request.method)).toEqual(['connect']);
  });

  it('routes a directory wallet to WalletConnect with the wallet, or opens its web app when WalletConnect is off', async () => {
    serveDirectory(DIRECTORY, 643);
    const client = makeClient([], withDirectory);
    await renderModal(client, views);
    await settle();
    await run(() => buttonNamed('Rainbow Test')?.click());
    expect(client.state.router.view).toBe('ConnectingWalletConnectBasic');
    expect(client.state.router.data).toMatchObject({
      title: 'Rainbow Test',
      wallet: { id: 'rec-1', name: 'Rainbow Test', webapp_link: 'https://rec-1.example/app' },
    });
    cleanUp();

    serveDirectory(DIRECTORY, 643);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const noWalletConnect = makeClient([], { ...withDirectory, enableWalletConnect: false });
    await renderModal(noWalletConnect, views);
    await settle();
    await run(() => buttonNamed('Rainbow Test')?.click());
    expect(open).toHaveBeenCalledWith('https://rec-1.example/app', '_blank', 'noopener,noreferrer');
    expect(noWalletConnect.state.router.view).toBe('Connect');
  });

  it('moves focus between the rows with the arrow keys, wrapping, and Home/End', async () => {
    const client = makeClient([alice(), carol()]);
    await renderModal(client, views);
    const [walletConnect, first, second, allWallets] = rows().map((row) => row.button);
    const focused = () => shadow().activeElement;

    walletConnect?.focus();
    await press('ArrowDown');
    expect(focused()).toBe(first);
    await press('ArrowDown');
    expect(focused()).toBe(second);
    await press('ArrowUp');
    expect(focused()).toBe(first);
    await press('End');
    expect(focused()).toBe(allWallets);
    await press('ArrowDown');
    expect(focused()).toBe(walletConnect);
    await press('ArrowUp');
    expect(focused()).toBe(allWallets);
    await press('Home');
    expect(focused()).toBe(walletConnect);
  });
});

/** Renders and opens the modal without waiting for its directory reads (one of them is held by the test). */
async function openWithoutWaiting(client: WalletDockClient): Promise<void> {
  await renderAndMount(client, views, { strict: true });
  await run(() => {
    void client.controllers.modal.open();
  });
  await settle();
}

describe('Connect view: a broken or hostile directory', () => {
  /** A 200 whose body is not JSON: the read fails at once (core does not retry it). */
  const notJson = () => new Response('{"count":1,"data":[', { status: 200 });
  const notice = () => shadow().querySelector('.wd-connect-notice');

  it('says when the directory could not be loaded and loads it on "Try again"', async () => {
    let down = true;
    serveDirectory(DIRECTORY, 643, () => (down ? notJson() : undefined));
    const client = makeClient([alice()], withDirectory);
    await renderModal(client, views);
    await settle();

    expect(notice()?.textContent).toBe('Could not load walletsTry again');
    expect(names()).toEqual(['WalletConnect', 'Alice Wallet', 'Custom Wallet', 'All Wallets']);

    down = false;
    await run(() => buttonNamed('Try again')?.click());
    await settle();

    expect(notice()).toBeNull();
    expect(names()).toContain('Featured Wallet');
    expect(names()).toContain('Rainbow Test');
    expect(client.state.walletDirectory.errors).toEqual({});
  });

  it('says nothing failed while another read of the view is still in flight: it may bring the wallets', async () => {
    // Featured and recommended fail at once; the first page of the list is held until the test answers it.
    let answer: (response: Response) => void = () => undefined;
    const held = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const isList = (url: URL) => url.searchParams.get('entries') === '40' && !url.searchParams.has('include');
    let list: () => Promise<Response> | undefined = () => held;
    serveDirectory(DIRECTORY, 643, (url) => (isList(url) ? list() : notJson()));
    const client = makeClient([alice()], withDirectory);
    await openWithoutWaiting(client);

    expect(client.state.walletDirectory.errors).toMatchObject({
      featured: expect.any(String),
      recommended: expect.any(String),
    });
    expect(client.state.walletDirectory.pending).toEqual({ wallets: true });
    expect(notice()).toBeNull();
    expect(buttonNamed('Try again')).toBeUndefined();
    expect(shadow().querySelectorAll('.wd-connect-placeholder').length).toBeGreaterThan(0);

    list = () => undefined; // what comes next is served
    answer(Response.json({ count: 3, data: DIRECTORY.slice(2, 5) }));
    await settle();

    expect(client.state.walletDirectory.pending).toEqual({});
    expect(notice()).toBeNull();
    // The list's wallets are behind "All Wallets" (its first page loaded): no "Try again", no placeholders.
    expect(client.state.walletDirectory.page).toBe(1);
    expect(shadow().querySelectorAll('.wd-connect-placeholder')).toHaveLength(0);
    expect(names()).toEqual(['WalletConnect', 'Alice Wallet', 'Custom Wallet', 'All Wallets']);
  });

  it('shows "Try again" once the last read of the view has failed too', async () => {
    let answer: (response: Response) => void = () => undefined;
    const held = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const isList = (url: URL) => url.searchParams.get('entries') === '40' && !url.searchParams.has('include');
    serveDirectory(DIRECTORY, 643, (url) => (isList(url) ? held : notJson()));
    const client = makeClient([alice()], withDirectory);
    await openWithoutWaiting(client);
    expect(notice()).toBeNull();

    answer(notJson());
    await settle();

    expect(client.state.walletDirectory.pending).toEqual({});
    expect(notice()?.textContent).toBe('Could not load walletsTry again');
  });

  it('keeps installed wallets connectable and "All Wallets" usable while the directory is down', async () => {
    serveDirectory(DIRECTORY, 643, notJson);
    const wallet = alice();
    wallet.mode = 'pending';
    const client = makeClient([wallet], withDirectory);
    await renderModal(client, views);
    await settle();
    expect(notice()).not.toBeNull();

    await run(() => buttonNamed('Alice Wallet')?.click());
    expect(client.state.router.view).toBe('ConnectingExternal');
    expect(wallet.pendingRequests.map((request) => request.method)).toEqual(['connect']);
    await settle();
    expect(shadow().querySelector('.wd-cx-title > bdi')?.textContent).toBe('Alice Wallet');

    await run(() => client.controllers.router.goBack());
    await run(() => buttonNamed('All Wallets')?.click());
    expect(client.state.router.view).toBe('AllWallets');
  });

  it('shows no notice when the directory loaded', async () => {
    serveDirectory(DIRECTORY, 643);
    const client = makeClient([alice()], withDirectory);
    await openWithoutWaiting(client);
    expect(notice()).toBeNull();
  });

  it('shows directory names in a <bdi> without overrides, leaves out a wallet without a name, and shows a placeholder for a ".." image id', async () => {
    serveDirectory([
      directoryWallet('featured-1', '\u202Etellaw kcoD\u200B'),
      directoryWallet('rec-1', '\u2066\u200B \u2069'),
      directoryWallet('rec-2', 'Trust Test', { image_id: '..' }),
      directoryWallet('rec-3', 'Zerion Test', { image_id: '.' }),
      { ...directoryWallet('rec-4', 'Broken Test'), chains: 'eip155:1' },
    ]);
    const client = makeClient([alice()], withDirectory);
    await renderModal(client, views);
    await settle();

    expect(names()).toEqual([
      'WalletConnect',
      'Alice Wallet',
      'tellaw kcoD',
      'Custom Wallet',
      'Trust Test',
      'Zerion Test',
      'All Wallets',
    ]);
    const row = rows().find((r) => r.name === 'tellaw kcoD');
    expect(row?.button.querySelector('.wd-list-item-name > bdi')?.textContent).toBe('tellaw kcoD');
    expect(shadow().textContent).not.toMatch(/[\u202E\u200B\u2066\u2069]/u);
    for (const name of ['Trust Test', 'Zerion Test']) {
      const button = rows().find((r) => r.name === name)?.button;
      expect(button?.querySelector('.wd-image--placeholder')).not.toBeNull();
      expect(button?.querySelector('img')).toBeNull();
    }
    expect(notice()).toBeNull();

    await run(() => buttonNamed('Trust Test')?.click()); // the view still works
    expect(client.state.router.view).toBe('ConnectingWalletConnectBasic');
  });
});
