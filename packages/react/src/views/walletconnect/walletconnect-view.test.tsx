import {
  type DirectoryWallet,
  mainnet,
  type WalletDockClient,
  type WalletDockOptions,
} from '@walletdock/core';
import {
  createFakeAdapter,
  createFakeWallet,
  type FakeAdapter,
  type FakeWallet,
} from '@walletdock/core/testing';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeTestClient, renderModal, run, settle, shadow } from '../../test-utils/modal-harness.js';
import { deepLink } from './deep-link.js';
import WalletConnectView from './walletconnect-view.js';

const ACCOUNT = '0x1111111111111111111111111111111111111111';
const URI_1 = 'wc:aaaa1111@2?relay-protocol=irn&symKey=1111';
const URI_2 = 'wc:bbbb2222@2?relay-protocol=irn&symKey=2222';

const sleep = (ms: number) => run(() => new Promise((resolve) => setTimeout(resolve, ms)));

type Setup = { client: WalletDockClient; adapter: FakeAdapter; walletConnect: FakeWallet };

/** A client whose eip155 adapter offers a WalletConnect connector that waits for the visitor (mode pending). */
async function setup(
  options: Partial<WalletDockOptions> = {},
  strict = false,
  installed: FakeWallet[] = [],
): Promise<Setup> {
  const walletConnect = createFakeWallet({
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    accounts: [ACCOUNT],
    mode: 'pending',
  });
  const adapter = createFakeAdapter({
    namespace: 'eip155',
    networks: [mainnet],
    wallets: [walletConnect, ...installed],
  });
  const client = makeTestClient({ networks: [mainnet], adapters: [adapter], logger: 'default', ...options });
  await client.mount();
  // Rendered in a synchronous act, as before the harness.
  await renderModal(
    client,
    { ConnectingWalletConnectBasic: WalletConnectView },
    {
      strict,
      runner: async (render) => {
        act(() => {
          render();
        });
      },
    },
  );
  return { client, adapter, walletConnect };
}

async function openView(client: WalletDockClient, data?: Record<string, unknown>): Promise<void> {
  await run(() =>
    client.controllers.modal.open({ view: 'ConnectingWalletConnectBasic', ...(data ? { data } : {}) }),
  );
}

const qr = () =>
  shadow().querySelector<HTMLElement>('[role="img"][aria-label="QR code to connect with WalletConnect"]');
const text = () => shadow().textContent ?? '';
function button(name: string): HTMLButtonElement {
  const found = [...shadow().querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

const connectRequests = (wallet: FakeWallet) => wallet.pendingRequests.filter((r) => r.method === 'connect');

describe('ConnectingWalletConnectBasic view', () => {
  it('starts one pairing and shows its URI as a QR code once the adapter emits it', async () => {
    const { client, adapter, walletConnect } = await setup();
    await openView(client);
    expect(connectRequests(walletConnect)).toHaveLength(1);
    expect(qr()).toBeNull();
    expect(text()).toContain('Generating QR code…');

    await run(() =>
      adapter.showPairingUri({ connectorId: 'walletConnect', uri: URI_1, expiry: Date.now() + 60_000 }),
    );
    expect(qr()?.getAttribute('data-uri')).toBe(URI_1);
    expect(qr()?.querySelector('svg path')?.getAttribute('d')).toMatch(/^M/);
    expect(shadow().querySelector('[role="status"]')?.textContent).toBe('Scan this QR code with your phone');
  });

  it('pairs only once under StrictMode', async () => {
    const { client, walletConnect } = await setup({}, true);
    await openView(client);
    expect(connectRequests(walletConnect)).toHaveLength(1);
  });

  it('closes the modal when the wallet approves the pairing', async () => {
    const { client, adapter, walletConnect } = await setup();
    await openView(client);
    await run(() =>
      adapter.showPairingUri({ connectorId: 'walletConnect', uri: URI_1, expiry: Date.now() + 60_000 }),
    );
    await run(() => walletConnect.approve());
    expect(client.state.modal.open).toBe(false);
    expect(client.controllers.chains.activeAddress()).toBe(ACCOUNT);
  });

  it('copies the link and says so', async () => {
    const { client, adapter } = await setup();
    await openView(client);
    await run(() =>
      adapter.showPairingUri({ connectorId: 'walletConnect', uri: URI_1, expiry: Date.now() + 60_000 }),
    );
    await run(() => button('Copy link').click());
    expect(await navigator.clipboard.readText()).toBe(URI_1);
    expect(shadow().querySelector('.wd-toast-region')?.textContent).toContain('Link copied');
  });

  it('renews an expired pairing by itself: a new pairing, and its new URI as the QR code', async () => {
    const { client, adapter, walletConnect } = await setup();
    await openView(client);
    // An expiry a loaded machine does not reach before the first render (40 ms, then 400 ms, had passed by then
    // at a load of 25 on 2 cores, 2026-12-01).
    await run(() =>
      adapter.showPairingUri({ connectorId: 'walletConnect', uri: URI_1, expiry: Date.now() + 1_000 }),
    );
    expect(qr()?.getAttribute('data-uri')).toBe(URI_1);
    // No Refresh press: core starts a new pairing, and the expired code is not shown while it is generated.
    await vi.waitFor(
      async () => {
        await sleep(20);
        expect(connectRequests(walletConnect)).toHaveLength(2);
      },
      { timeout: 6_000 },
    );
    expect(qr()).toBeNull();
    expect(text()).toContain('Generating QR code…');
    await run(() =>
      adapter.showPairingUri({ connectorId: 'walletConnect', uri: URI_2, expiry: Date.now() + 60_000 }),
    );
    expect(qr()?.getAttribute('data-uri')).toBe(URI_2);
    expect(text()).not.toContain('This link has expired');
  });

  it('opened a second time on a desktop, asks for a fresh pairing and shows it, not "Generating" for good', async () => {
    const { client, adapter, walletConnect } = await setup();
    await openView(client);
    await run(() =>
      adapter.showPairingUri({ connectorId: 'walletConnect', uri: URI_1, expiry: Date.now() + 60_000 }),
    );
    await run(() => client.controllers.modal.close());
    await openView(client);
    // Spec §4: only Telegram and iOS Safari reuse a pending pairing; the code shown before is not offered again.
    expect(connectRequests(walletConnect)).toHaveLength(2);
    expect(qr()).toBeNull();
    await run(() =>
      adapter.showPairingUri({ connectorId: 'walletConnect', uri: URI_2, expiry: Date.now() + 60_000 }),
    );
    expect(qr()?.getAttribute('data-uri')).toBe(URI_2);
    expect(text()).not.toContain('Generating QR code…');
  });

  it('opened a second time on Telegram, shows the pending pairing again at once', async () => {
    const { client, adapter, walletConnect } = await setup({ platform: { mobile: true, telegram: true } });
    await openView(client);
    await run(() =>
      adapter.showPairingUri({ connectorId: 'walletConnect', uri: URI_1, expiry: Date.now() + 60_000 }),
    );
    await run(() => client.controllers.modal.close());
    await openView(client);
    expect(connectRequests(walletConnect)).toHaveLength(1);
    expect(qr()?.getAttribute('data-uri')).toBe(URI_1);
    expect(text()).not.toContain('Generating QR code…');
  });

  it('closed with its close button before any pairing, the account is disconnected again, not "connecting"', async () => {
    const { client, adapter } = await setup();
    await openView(client);
    await run(() =>
      adapter.showPairingUri({ connectorId: 'walletConnect', uri: URI_1, expiry: Date.now() + 60_000 }),
    );
    expect(client.getSnapshot().chains.namespaces.eip155?.account.status).toBe('connecting');
    const close = shadow().querySelector<HTMLButtonElement>('button[aria-label="Close"]');
    if (!close) throw new Error('no close button');
    await run(() => close.click());
    await settle();
    expect(client.state.modal.open).toBe(false);
    expect(client.getSnapshot().chains.namespaces.eip155?.account.status).toBe('disconnected');
  });

  it('shows a declined pairing with a retry that pairs again', async () => {
    const { client, adapter, walletConnect } = await setup();
    await openView(client);
    await run(() =>
      adapter.showPairingUri({ connectorId: 'walletConnect', uri: URI_1, expiry: Date.now() + 60_000 }),
    );
    await run(() => walletConnect.reject());
    expect(shadow().querySelector('[role="alert"]')?.textContent).toContain('Connection declined');
    expect(client.state.modal.open).toBe(true);

    await run(() => button('Try again').click());
    expect(connectRequests(walletConnect)).toHaveLength(1);
    expect(shadow().querySelector('[role="alert"]')).toBeNull();
    await run(() =>
      adapter.showPairingUri({ connectorId: 'walletConnect', uri: URI_2, expiry: Date.now() + 60_000 }),
    );
    expect(qr()?.getAttribute('data-uri')).toBe(URI_2);
  });

  it('shows a pairing that fails before any URI as an error with a retry, not an empty code', async () => {
    const { client, walletConnect } = await setup();
    walletConnect.failNext('connect', new Error('The relay is unreachable'));
    await openView(client);
    expect(shadow().querySelector('[role="alert"]')?.textContent).toContain('The relay is unreachable');
    expect(qr()).toBeNull();
    expect(client.state.modal.open).toBe(true);
    await run(() => button('Try again').click());
    expect(connectRequests(walletConnect)).toHaveLength(1);
    expect(text()).toContain('Generating QR code…');
  });

  it('on a phone, links to the chosen wallet with the pairing URI and shows its image', async () => {
    const { client, adapter } = await setup({ platform: { mobile: true } });
    const wallet: DirectoryWallet = {
      id: 'rainbow',
      name: 'Rainbow',
      rdns: 'me.rainbow',
      image_id: 'img-rainbow',
      chains: ['eip155:1'],
      mobile_link: 'rainbow://',
      desktop_link: null,
      webapp_link: null,
    };
    await openView(client, { wallet, title: wallet.name });
    await run(() =>
      adapter.showPairingUri({ connectorId: 'walletConnect', uri: URI_1, expiry: Date.now() + 60_000 }),
    );
    const link = [...shadow().querySelectorAll('a')].find((a) => a.textContent === 'Open in Rainbow');
    expect(link?.getAttribute('href')).toBe(deepLink('rainbow://', URI_1));
    expect(link?.getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(URI_1)}`);
    expect(shadow().querySelector('.wd-title')?.textContent).toBe('Rainbow');
  });

  it('shows no wallet link on a desktop', async () => {
    const { client, adapter } = await setup();
    await openView(client, {
      wallet: {
        id: 'x',
        name: 'Rainbow',
        rdns: null,
        image_id: '',
        chains: [],
        mobile_link: 'rainbow://',
        desktop_link: null,
        webapp_link: null,
      },
    });
    await run(() =>
      adapter.showPairingUri({ connectorId: 'walletConnect', uri: URI_1, expiry: Date.now() + 60_000 }),
    );
    expect(text()).not.toContain('Open in Rainbow');
  });

  it('reuses a pending pairing on Telegram instead of starting another', async () => {
    const { client, walletConnect } = await setup({ platform: { mobile: true, telegram: true } });
    client.controllers.connection.setPairing(URI_1, Date.now() + 60_000);
    await openView(client);
    expect(connectRequests(walletConnect)).toHaveLength(0);
    expect(qr()?.getAttribute('data-uri')).toBe(URI_1);
  });
});

describe('ConnectingWalletConnectBasic on a phone, without a chosen wallet (issue 12)', () => {
  const customWallets = [
    { id: 'uni', name: 'Universal Wallet', mobileLink: 'https://uni.example/app/' },
    { id: 'deep', name: 'Deep Wallet', mobileLink: 'deepwallet://' },
    { id: 'hostile', name: 'Hostile Wallet', mobileLink: 'javascript:alert(1)//' },
    { id: 'desktop-only', name: 'Desktop Wallet', desktopLink: 'desk://' },
  ];
  const walletLinks = () => [...shadow().querySelectorAll<HTMLAnchorElement>('a.wd-wc-wallet')];

  it('lists the wallet apps with a mobile link, each opening it with the pairing URI; the QR code is one tap away', async () => {
    const { client, adapter } = await setup({ platform: { mobile: true }, customWallets });
    await openView(client);
    await run(() =>
      adapter.showPairingUri({ connectorId: 'walletConnect', uri: URI_1, expiry: Date.now() + 60_000 }),
    );
    const encoded = encodeURIComponent(URI_1);
    expect(
      walletLinks().map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]),
    ).toEqual([
      // A universal link (preferred by its wallet) opens in a new tab; a custom scheme navigates this tab.
      ['Universal Wallet', `https://uni.example/app/wc?uri=${encoded}`, '_blank'],
      ['Deep Wallet', `deepwallet://wc?uri=${encoded}`, null],
    ]);
    expect(text()).toContain('Choose the wallet app to open');
    expect(qr()).toBeNull();

    await run(() => button('Show QR code').click());
    expect(qr()?.getAttribute('data-uri')).toBe(URI_1);
    expect(button('Hide QR code').getAttribute('aria-expanded')).toBe('true');
    expect(walletLinks()).toEqual([]);
  });

  it('follows a new pairing URI in every link', async () => {
    const { client, adapter } = await setup({ platform: { mobile: true }, customWallets });
    await openView(client);
    await run(() =>
      adapter.showPairingUri({ connectorId: 'walletConnect', uri: URI_1, expiry: Date.now() + 60_000 }),
    );
    await run(() =>
      adapter.showPairingUri({ connectorId: 'walletConnect', uri: URI_2, expiry: Date.now() + 60_000 }),
    );
    expect(walletLinks()[1]?.getAttribute('href')).toBe(`deepwallet://wc?uri=${encodeURIComponent(URI_2)}`);
  });

  it('lists no wallet apps on a desktop: the QR code shows', async () => {
    const { client, adapter } = await setup({ customWallets });
    await openView(client);
    await run(() =>
      adapter.showPairingUri({ connectorId: 'walletConnect', uri: URI_1, expiry: Date.now() + 60_000 }),
    );
    expect(walletLinks()).toEqual([]);
    expect(qr()).not.toBeNull();
  });
});

describe('ConnectingWalletConnectBasic for a directory wallet that is not installed', () => {
  const CHROME_STORE = 'https://chrome.google.com/webstore/detail/nkbihfbeogaeaoehlefnkodbefgpgknn';
  const metaMask = (links: Partial<DirectoryWallet> = {}): DirectoryWallet => ({
    id: 'metamask',
    name: 'MetaMask',
    rdns: 'io.metamask',
    image_id: 'img-metamask',
    chains: ['eip155:1'],
    mobile_link: 'https://metamask.app.link',
    desktop_link: null,
    webapp_link: null,
    homepage: 'https://metamask.io',
    chrome_store: CHROME_STORE,
    app_store: 'https://apps.apple.com/app/id1438144202',
    ...links,
  });
  const links = () => [...shadow().querySelectorAll<HTMLAnchorElement>('a[href]')];
  async function pairing(adapter: FakeAdapter) {
    await run(() =>
      adapter.showPairingUri({ connectorId: 'walletConnect', uri: URI_1, expiry: Date.now() + 60_000 }),
    );
  }

  it('on a desktop, says it is not installed here and offers "Get MetaMask" (its extension) beside the code', async () => {
    const { client, adapter } = await setup({ platform: { mobile: false } });
    await openView(client, { wallet: metaMask(), title: 'MetaMask' });
    expect(text()).toContain('MetaMask is not installed in this browser');
    await pairing(adapter);
    expect(qr()?.getAttribute('data-uri')).toBe(URI_1);
    expect(text()).toContain('Scan this QR code with MetaMask on your phone');
    expect(text()).not.toContain('Scan this QR code with your phone');
    const get = links().find((a) => a.textContent === 'Get MetaMask');
    expect(get?.getAttribute('href')).toBe(CHROME_STORE);
    expect([get?.getAttribute('target'), get?.getAttribute('rel')]).toEqual([
      '_blank',
      'noopener noreferrer',
    ]);
    // Its label is one text run: the words are spaced by spaces, not by the button's gap.
    expect(get?.querySelector(':scope > span')?.textContent).toBe('Get MetaMask');
    expect(button('Copy link')).toBeTruthy();
  });

  it('offers no "Get" link for a directory entry whose links the link rule refuses', async () => {
    const { client, adapter } = await setup({ platform: { mobile: false } });
    const hostile = 'javascript:window.top.__pwned=1;alert(1)';
    await openView(client, {
      wallet: metaMask({
        chrome_store: hostile,
        webapp_link: ' JaVaScRiPt:alert(1)',
        homepage: '//evil.invalid/pwn',
      }),
      title: 'MetaMask',
    });
    await pairing(adapter);
    expect(text()).toContain('MetaMask is not installed in this browser');
    expect(links().map((a) => a.getAttribute('href'))).toEqual([]);
  });

  it('says nothing about installing a wallet whose extension is here', async () => {
    const extension = createFakeWallet({
      id: 'io.metamask',
      name: 'MetaMask',
      rdns: 'io.metamask',
      accounts: [ACCOUNT],
    });
    const { client, adapter } = await setup({ platform: { mobile: false } }, false, [extension]);
    await openView(client, { wallet: metaMask(), title: 'MetaMask' });
    await pairing(adapter);
    expect(text()).toContain('Scan this QR code with your phone');
    expect(text()).not.toContain('not installed');
    expect(links()).toEqual([]);
  });

  it('on a phone, never asks to scan the code with "your phone"', async () => {
    const { client, adapter } = await setup({ platform: { mobile: true } });
    await openView(client, { wallet: metaMask(), title: 'MetaMask' });
    await pairing(adapter);
    expect(text()).toContain('Open MetaMask to connect');
    expect(text()).not.toContain('not installed');
    expect(text()).not.toContain('with your phone');
    const open = links().find((a) => a.textContent === 'Open in MetaMask');
    expect(open?.querySelector(':scope > span')?.textContent).toBe('Open in MetaMask');

    // A wallet without a link to open it: the code is for another device.
    await run(() => client.controllers.modal.close());
    await openView(client, { wallet: metaMask({ mobile_link: null }), title: 'MetaMask' });
    await pairing(adapter);
    expect(text()).toContain('Scan this QR code with MetaMask on another device');
    expect(text()).not.toContain('with your phone');
  });
});
