import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createWalletDock,
  type DirectoryWallet,
  mainnet,
  memoryStorage,
  viewData,
  type WalletDockClient,
  type WalletDockOptions,
} from '@walletdock/core';
import { createFakeAdapter, createFakeWallet } from '@walletdock/core/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_HOST_ATTRIBUTE, WalletDockModal } from '../../modal/walletdock-modal.js';
import AllWalletsView from './all-wallets-view.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

// ─── An in-test wallet directory (the /getWallets and /getWalletImage contract of core's services) ───────
const three = (n: number) => String(n).padStart(3, '0');
const TOTAL = 640;
const CATALOGUE: DirectoryWallet[] = Array.from({ length: TOTAL }, (_, i) => ({
  id: `w${three(i)}`,
  name: i === 123 ? 'Dock Wallet' : `Wallet ${three(i)}`,
  rdns: `com.wallet${three(i)}`,
  image_id: `img-${three(i)}`,
  chains: ['eip155:1'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: i === 5 ? 'https://wallet005.example/' : null,
}));
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const requests: URL[] = [];
/** Lists fail with a 503 while true (the directory is down). */
const control: {
  failLists: boolean;
  holdLists: boolean;
  /** While set, answers /getWallets in its place when it returns an answer. */
  lists: ((url: URL) => { status: number; body: string } | undefined) | undefined;
} = { failLists: false, holdLists: false, lists: undefined };
const held: (() => void)[] = [];
/** Requests the server has not finished answering. */
let inflight = 0;
/** CORS preflights (by path) whose request has not come yet. */
const preflighted = new Map<string, number>();
// An image's request may never come after its preflight: core cancels the load when its tile leaves.
const settled = () =>
  inflight === 0 && [...preflighted].every(([path, n]) => n === 0 || path.startsWith('/getWalletImage/'));
let server: ReturnType<typeof createServer>;
let directoryUrl = '';

beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  server = createServer((req, res) => {
    inflight += 1;
    res.on('close', () => {
      inflight -= 1;
    });
    if (control.holdLists && req.url?.startsWith('/getWallets')) {
      held.push(() => answer(req, res));
      return;
    }
    answer(req, res);
  });
  function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // The test document (happy-dom) fetches cross-origin, as a page does: answer CORS like the real service.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-methods', 'GET, OPTIONS');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') {
      preflighted.set(url.pathname, (preflighted.get(url.pathname) ?? 0) + 1);
      res.writeHead(204);
      res.end();
      return;
    }
    requests.push(url);
    preflighted.set(url.pathname, Math.max(0, (preflighted.get(url.pathname) ?? 0) - 1));
    const override = url.pathname === '/getWallets' ? control.lists?.(url) : undefined;
    if (override) {
      res.writeHead(override.status, { 'content-type': 'application/json' });
      res.end(override.body);
    } else if (url.pathname === '/getWallets' && control.failLists) {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"message":"unavailable"}');
    } else if (url.pathname === '/getWallets') {
      const csv = (name: string) => url.searchParams.get(name)?.split(',').filter(Boolean);
      const include = csv('include');
      const exclude = csv('exclude') ?? [];
      const search = url.searchParams.get('search')?.toLowerCase();
      const matching = CATALOGUE.filter(
        (w) =>
          (!include || include.includes(w.id)) &&
          !exclude.includes(w.id) &&
          (!search || w.name.toLowerCase().includes(search)),
      );
      const page = Number(url.searchParams.get('page'));
      const entries = Number(url.searchParams.get('entries'));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          count: matching.length,
          data: matching.slice((page - 1) * entries, page * entries),
        }),
      );
    } else if (url.pathname.startsWith('/getWalletImage/')) {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PNG);
    } else {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"message":"not found"}');
    }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  directoryUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// ─── Layout: happy-dom lays nothing out, so the scroll container gets the size a browser would give it ───
const VIEWPORT = 420;
beforeEach(() => {
  const isScroller = (element: Element) => element.classList.contains('wd-aw-scroll');
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isScroller(this) ? VIEWPORT : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    const grid = this.querySelector<HTMLElement>('.wd-aw-grid');
    return isScroller(this) && grid ? Math.max(Number.parseFloat(grid.style.height) || 0, VIEWPORT) : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isScroller(this) ? 328 : 0;
  });
});

let container: HTMLElement | undefined;
let root: Root | undefined;
const clients: WalletDockClient[] = [];

afterEach(async () => {
  // Let the directory's image prefetch finish: a request cut off by the teardown logs a socket error.
  control.holdLists = false;
  for (const release of held.splice(0)) release();
  await until(() => expect(settled()).toBe(true));
  await run(() => new Promise((resolve) => setTimeout(resolve, 20)));
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  container = undefined;
  for (const client of clients.splice(0)) client.destroy();
  document.body.replaceChildren();
  requests.length = 0;
  control.failLists = false;
  control.holdLists = false;
  control.lists = undefined;
  for (const release of held.splice(0)) release();
  vi.restoreAllMocks();
});

async function run(action: () => unknown): Promise<void> {
  await act(async () => {
    await action();
  });
}

/** Waits (in act) until `check` stops throwing. */
async function until(check: () => void, timeout = 3000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - start > timeout) throw error;
      await run(() => new Promise((resolve) => setTimeout(resolve, 15)));
    }
  }
}

async function setup(
  options: Partial<WalletDockOptions> = {},
  ready: () => void = () => expect(tiles().length).toBeGreaterThan(0),
  readyTimeout = 3000,
): Promise<WalletDockClient> {
  // An extension the adapter reports as EXTERNAL (not excluded from the directory) with Wallet 002's rdns.
  const external = createFakeWallet({
    id: 'wallet002-extension',
    name: 'Wallet 002 Extension',
    type: 'EXTERNAL',
    accounts: ['0x1111111111111111111111111111111111111111'],
    rdns: 'com.wallet002',
  });
  const client = createWalletDock({
    projectId: 'test',
    networks: [mainnet],
    adapters: [createFakeAdapter({ namespace: 'eip155', networks: [mainnet], wallets: [external] })],
    storage: memoryStorage(),
    services: { walletDirectoryUrl: directoryUrl },
    features: { email: false, socials: false },
    platform: { mobile: false },
    ...options,
  });
  clients.push(client);
  await client.mount();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<WalletDockModal client={client} views={{ AllWallets: AllWalletsView }} />));
  // Not awaited: opening waits for the directory prefetch, which a test may hold.
  await run(() => {
    void client.controllers.modal.open({ view: 'AllWallets' });
  });
  await until(ready, readyTimeout);
  return client;
}

function shadow(): ShadowRoot {
  const shadowRoot = document.body.querySelector(`[${MODAL_HOST_ATTRIBUTE}]`)?.shadowRoot;
  if (!shadowRoot) throw new Error('no modal');
  return shadowRoot;
}
const tiles = () => [...shadow().querySelectorAll<HTMLButtonElement>('button.wd-aw-tile')];
/** A tile's accessible name: its text (the image is decorative). */
const nameOf = (element: Element | null | undefined) =>
  element?.getAttribute('aria-label') ?? element?.textContent ?? undefined;
const tileNames = () => tiles().map(nameOf);
const tile = (name: string) => tiles().find((t) => nameOf(t) === name);
const scroller = () => shadow().querySelector<HTMLElement>('.wd-aw-scroll') as HTMLElement;
const input = () => shadow().querySelector<HTMLInputElement>('input[type="search"]') as HTMLInputElement;
const pageRequests = (page: number) =>
  requests.filter(
    (r) =>
      r.pathname === '/getWallets' &&
      r.searchParams.get('page') === String(page) &&
      r.searchParams.get('entries') === '40',
  );

async function scrollTo(top: number): Promise<void> {
  await run(() => {
    scroller().scrollTop = top;
    scroller().dispatchEvent(new Event('scroll'));
  });
}

/** The scroll event a browser fires after a programmatic scroll (happy-dom fires none). */
async function scrolled(): Promise<void> {
  await run(() => scroller().dispatchEvent(new Event('scroll')));
}

async function type(text: string): Promise<void> {
  await run(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input(), text);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function press(target: Element, key: string): Promise<void> {
  await run(() =>
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }),
    ),
  );
}

describe('AllWallets view', () => {
  it('focuses its search field when it opens on a device with a keyboard', async () => {
    await setup();
    expect(shadow().activeElement).toBe(input());
  });

  it('leaves the search field unfocused on a touch screen (no on-screen keyboard over the grid)', async () => {
    const coarse = (query: string) =>
      ({
        matches: query.includes('coarse'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList;
    vi.stubGlobal('matchMedia', coarse);
    try {
      await setup();
      expect(shadow().activeElement).not.toBe(input());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('renders the first page as tiles named by wallet, only a window of them', async () => {
    const client = await setup();
    expect(tileNames().slice(0, 5)).toEqual([
      'Wallet 000',
      'Wallet 001',
      'Wallet 002',
      'Wallet 003',
      'Wallet 004',
    ]);
    expect(client.state.walletDirectory.count).toBe(TOTAL);
    // 40 wallets are loaded, but only the rows in (and just around) the 420px viewport are in the DOM.
    expect(client.state.walletDirectory.filtered).toHaveLength(40);
    expect(tiles().length).toBeLessThan(40);
    expect(tiles().length % 4).toBe(0);
    expect(tile('Wallet 039')).toBeUndefined();
    expect(shadow().querySelector('label')?.textContent).toBe('Search wallets');
    expect(input().getAttribute('placeholder')).toBe('Search wallet');
  });

  it('loads page 2 when scrolled to the end, never the whole directory', async () => {
    const client = await setup();
    expect(pageRequests(2)).toHaveLength(0);
    const grid = shadow().querySelector<HTMLElement>('.wd-aw-grid') as HTMLElement;
    await scrollTo(Number.parseFloat(grid.style.height) - VIEWPORT);
    await until(() => expect(client.state.walletDirectory.filtered).toHaveLength(80));
    expect(pageRequests(2)).toHaveLength(1);
    expect(pageRequests(3)).toHaveLength(0);
    expect(tile('Wallet 000')).toBeUndefined(); // scrolled out of the window
    expect(tile('Wallet 039')).toBeDefined();
    const grown = shadow().querySelector<HTMLElement>('.wd-aw-grid') as HTMLElement;
    await scrollTo(Number.parseFloat(grown.style.height) - VIEWPORT);
    await until(() => expect(tile('Wallet 079')).toBeDefined());
    expect(tiles().length).toBeLessThan(40);
  });

  it('finds a wallet by name after a pause in typing, and says when nothing matches', async () => {
    await setup();
    await type('dock');
    expect(tileNames()).toContain('Wallet 000'); // debounced: nothing sent yet
    await until(() => expect(tileNames()).toEqual(['Dock Wallet']));
    const searches = requests.filter((r) => r.searchParams.get('search') !== null);
    expect(searches.map((r) => r.searchParams.get('search'))).toEqual(['dock']);

    await type('zzz');
    await until(() => expect(shadow().textContent).toContain('No wallet found for “zzz”'));
    expect(tiles()).toHaveLength(0);

    await type('');
    await until(() => expect(tileNames()[0]).toBe('Wallet 000'), 8000);
  });

  it('clears a non-empty search on Escape and closes the modal on Escape in an empty field', async () => {
    const client = await setup();
    await type('dock');
    input().focus();
    await press(input(), 'Escape');
    expect(input().value).toBe('');
    expect(client.state.modal.open).toBe(true);
    await press(input(), 'Escape');
    expect(client.state.modal.open).toBe(false);
  });

  it('moves between tiles with the arrow keys', async () => {
    await setup();
    const first = tile('Wallet 000') as HTMLButtonElement;
    expect(first.tabIndex).toBe(0);
    expect(tile('Wallet 001')?.tabIndex).toBe(-1);
    first.focus();
    await press(first, 'ArrowRight');
    expect(nameOf(shadow().activeElement)).toBe('Wallet 001');
    await press(shadow().activeElement as Element, 'ArrowDown');
    expect(nameOf(shadow().activeElement)).toBe('Wallet 005');
    expect(tile('Wallet 005')?.tabIndex).toBe(0);
    await press(shadow().activeElement as Element, 'ArrowLeft');
    expect(nameOf(shadow().activeElement)).toBe('Wallet 004');
    await press(shadow().activeElement as Element, 'ArrowUp');
    expect(nameOf(shadow().activeElement)).toBe('Wallet 000');
    await press(shadow().activeElement as Element, 'ArrowUp');
    expect(shadow().activeElement).toBe(input());
  });

  it('brings a tile outside the rendered window into view to focus it (End, Home)', async () => {
    await setup();
    expect(tile('Wallet 039')).toBeUndefined();
    const first = tile('Wallet 000') as HTMLButtonElement;
    first.focus();
    await press(first, 'End');
    await scrolled();
    await until(() => expect(nameOf(shadow().activeElement)).toBe('Wallet 039'));
    await press(shadow().activeElement as Element, 'Home');
    await scrolled();
    await until(() => expect(nameOf(shadow().activeElement)).toBe('Wallet 000'));
  });

  it('opens WalletConnect for a directory wallet', async () => {
    const client = await setup();
    await run(() => tile('Wallet 001')?.click());
    expect(client.state.router.view).toBe('ConnectingWalletConnectBasic');
    expect(client.state.router.data?.title).toBe('Wallet 001');
    const wallet = viewData(client.state.router, 'ConnectingWalletConnectBasic')?.wallet;
    expect(wallet?.id).toBe('w001');
  });

  it('badges an installed wallet and connects it through its connector', async () => {
    const client = await setup();
    const installed = tile('Wallet 002') as HTMLButtonElement;
    const description = (element: Element | undefined) =>
      shadow().getElementById(element?.getAttribute('aria-describedby') ?? '-')?.textContent;
    expect(description(installed)).toBe('Installed');
    expect(installed.parentElement?.textContent).toBe('Wallet 002Installed');
    expect(description(tile('Wallet 001'))).toBeUndefined();
    await run(() => installed.click());
    expect(client.state.router.view).toBe('ConnectingExternal');
    expect(client.state.router.data).toMatchObject({
      connectorId: 'wallet002-extension',
      namespace: 'eip155',
      title: 'Wallet 002',
    });
  });

  it('shows placeholder tiles while the first page loads', async () => {
    control.holdLists = true;
    await setup({}, () => expect(held.length).toBeGreaterThan(0));
    expect(shadow().querySelectorAll('.wd-aw-skeleton').length).toBeGreaterThanOrEqual(8);
    expect(tiles()).toHaveLength(0);
    expect(shadow().querySelector('[role="status"]')?.textContent).toBe('Loading wallets');
    control.holdLists = false;
    for (const release of held.splice(0)) release();
    await until(() => expect(tileNames()[0]).toBe('Wallet 000'), 8000);
    expect(shadow().querySelector('.wd-aw-skeleton')).toBeNull();
  });

  it('says when the directory cannot be reached, and loads on Try again', async () => {
    control.failLists = true;
    // A 503 is retried by core (150, 300, 600 ms) for the modal's prefetch and again for the view's own load.
    await setup(
      { logger: { debug: () => {}, warn: () => {}, error: () => {} } },
      () => expect(shadow().textContent).toContain('Could not load wallets'),
      8000,
    );
    expect(tiles()).toHaveLength(0);
    control.failLists = false;
    const retry = [...shadow().querySelectorAll('button')].find((b) => b.textContent === 'Try again');
    await run(() => retry?.click());
    await until(() => expect(tileNames()[0]).toBe('Wallet 000'), 8000);
  });

  it('shows an empty list, not endless placeholders, without a wallet directory', async () => {
    await setup({ services: {} }, () => expect(shadow().textContent).toContain('No wallet found'));
    expect(shadow().querySelector('.wd-aw-skeleton')).toBeNull();
  });

  it('opens the web app of a wallet when WalletConnect is off', async () => {
    const client = await setup({ enableWalletConnect: false });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await run(() => tile('Wallet 005')?.click());
    expect(open).toHaveBeenCalledWith('https://wallet005.example/', '_blank', 'noopener,noreferrer');
    expect(client.state.router.view).toBe('AllWallets');
  });

  it('says when a search fails, in place of the spinner, and searches again on Try again', async () => {
    const client = await setup({ logger: { debug: () => {}, warn: () => {}, error: () => {} } });
    // A 200 whose body is not JSON: not retried by core, so the failure shows at once.
    control.lists = (url) =>
      url.searchParams.has('search') ? { status: 200, body: '{"count":1,"data":[' } : undefined;
    await type('dock');

    await until(() => expect(shadow().textContent).toContain('Could not search wallets'));
    expect(shadow().querySelector('.wd-aw-search-busy')).toBeNull();
    expect(shadow().querySelector('[role="status"]')?.textContent).toBe('Could not search wallets');
    expect(tiles()).toHaveLength(0);
    expect(client.state.walletDirectory.searching).toBe(false);

    control.lists = undefined;
    const retry = [...shadow().querySelectorAll('button')].find((b) => b.textContent === 'Try again');
    await run(() => retry?.click());
    await until(() => expect(tileNames()).toEqual(['Dock Wallet']));
    expect(shadow().textContent).not.toContain('Could not search wallets');
    const searches = requests.filter((r) => r.searchParams.get('search') !== null);
    expect(searches.map((r) => r.searchParams.get('search'))).toEqual(['dock', 'dock']);
  });

  it('shows the other wallets of a page with a malformed wallet, names isolated and cleaned', async () => {
    const [w0, w1, w2, w3, w4] = CATALOGUE;
    // Every list read (recommended and the first page) answers this page.
    control.lists = () => ({
      status: 200,
      body: JSON.stringify({
        count: 6,
        data: [
          w0,
          { ...w1, chains: 'eip155:1' }, // wrong type: dropped
          { ...w2, name: '\u202Etellaw kcoD\u200B' }, // a right-to-left override: stripped
          { ...w3, name: '\u200B\u2066 \u2069' }, // nothing visible: dropped
          { ...w4, image_id: '..' }, // not a path segment: the placeholder
          { ...w0, id: 'no-name', name: '' },
        ],
      }),
    });
    const client = await setup({ logger: { debug: () => {}, warn: () => {}, error: () => {} } });

    await until(() => expect(tileNames()).toEqual(['Wallet 000', 'tellaw kcoD', 'Wallet 004']));
    const reversed = tile('tellaw kcoD') as HTMLButtonElement;
    expect(reversed.querySelector('.wd-aw-name > bdi')?.textContent).toBe('tellaw kcoD');
    expect(shadow().textContent).not.toMatch(/[\u202E\u200B\u2066\u2069]/u);
    const noImage = tile('Wallet 004') as HTMLButtonElement;
    expect(noImage.querySelector('.wd-image--placeholder')).not.toBeNull();
    expect(noImage.querySelector('img')).toBeNull();
    expect(client.state.walletDirectory.errors).toEqual({});

    await run(() => noImage.click()); // the view still works
    expect(client.state.router.view).toBe('ConnectingWalletConnectBasic');
  });
});
