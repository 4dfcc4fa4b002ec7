import {
  type DirectoryWallet,
  mainnet,
  type WalletDockClient,
  type WalletDockOptions,
} from '@walletdock/core';
import { createFakeAdapter } from '@walletdock/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  makeTestClient,
  renderAndMount,
  run,
  settle,
  shadow,
  until,
} from '../../test-utils/modal-harness.js';
import ConnectView from '../connect/connect-view.js';
import GetWalletView, { SUGGESTED_WALLETS } from './get-wallet-view.js';
import WhatIsAWalletView from './what-is-a-wallet-view.js';

const DIRECTORY_URL = 'https://directory.test';
const VIEWS = { Connect: ConnectView, WhatIsAWallet: WhatIsAWalletView, GetWallet: GetWalletView };

function wallet(id: string, extra: Partial<DirectoryWallet> = {}): DirectoryWallet {
  return {
    id,
    name: `Wallet ${id}`,
    rdns: null,
    image_id: '',
    chains: ['eip155:1'],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    homepage: `https://${id}.example`,
    chrome_store: `https://chromewebstore.google.com/detail/${id}`,
    app_store: `https://apps.apple.com/app/${id}`,
    ...extra,
  };
}

/** The wallet directory over `fetch`: `/getWallets` answers `wallets` (or `status`), everything else 404. */
function serveDirectory(wallets: readonly DirectoryWallet[], status = 200): void {
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input);
    if (url.pathname === '/getWallets') {
      if (status !== 200) return Response.json({ message: 'down' }, { status });
      return Response.json({
        count: wallets.length,
        data: wallets.slice(0, Number(url.searchParams.get('entries'))),
      });
    }
    if (url.pathname === '/projects/v1/origins') return Response.json({ allowedOrigins: ['*'] });
    if (url.pathname === '/getAnalyticsConfig') return Response.json({ isAnalyticsEnabled: false });
    return new Response('not found', { status: 404 });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openConnect(options: Partial<WalletDockOptions> = {}): Promise<WalletDockClient> {
  const client = makeTestClient({
    networks: [mainnet],
    adapters: [createFakeAdapter({ namespace: 'eip155', networks: [mainnet], wallets: [] })],
    services: { walletDirectoryUrl: DIRECTORY_URL },
    ...options,
  });
  await renderAndMount(client, VIEWS, { strict: true });
  await run(() => client.controllers.modal.open());
  await settle();
  return client;
}

function buttonWithText(text: string): HTMLButtonElement {
  const found = [...shadow().querySelectorAll<HTMLButtonElement>('button')].find(
    (candidate) => candidate.textContent === text,
  );
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}
const title = () => shadow().querySelector('h2')?.textContent;
const links = () =>
  [...shadow().querySelectorAll<HTMLAnchorElement>('a.wd-help-link')].map((a) => ({
    name: a.querySelector('.wd-help-link-name')?.textContent,
    href: a.getAttribute('href'),
    kind: a.querySelector('.wd-help-link-kind')?.textContent,
    target: a.getAttribute('target'),
    rel: a.getAttribute('rel'),
  }));

describe('the newcomer’s help: "I don’t have a wallet"', () => {
  it('opens What is a wallet? from the Connect view, which explains in plain words and leads to Get a wallet', async () => {
    serveDirectory([wallet('a')]);
    const client = await openConnect();
    await run(() => buttonWithText('I don’t have a wallet').click());
    await settle();
    expect(client.state.router.view).toBe('WhatIsAWallet');
    expect(title()).toBe('What is a wallet?');
    const headings = [...shadow().querySelectorAll('.wd-help-point-title')].map((h) => h.textContent);
    expect(headings).toEqual([
      'A home for your digital assets',
      'A new way to sign in',
      'You stay in control',
    ]);

    await run(() => buttonWithText('Get a wallet').click());
    await settle();
    expect(client.state.router.view).toBe('GetWallet');
    expect(title()).toBe('Get a Wallet');
    // Back goes step by step: Get a Wallet → What is a wallet? → Connect.
    await run(() => client.controllers.router.goBack());
    expect(client.state.router.view).toBe('WhatIsAWallet');
  });

  it('lists popular directory wallets with the desktop link to get each (the extension), in new tabs, at most six', async () => {
    serveDirectory(Array.from({ length: 9 }, (_, i) => wallet(`w${i}`)));
    const client = await openConnect();
    await run(() => client.controllers.router.push('GetWallet'));
    await settle();
    const shown = links();
    expect(shown).toHaveLength(SUGGESTED_WALLETS);
    expect(shown[0]).toEqual({
      name: 'Wallet w0',
      href: 'https://chromewebstore.google.com/detail/w0',
      kind: 'Extension',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('offers the App Store on an iPhone, and never a link that fails the link rule', async () => {
    serveDirectory([
      wallet('evil', {
        app_store: 'javascript:alert(1)',
        homepage: 'data:text/html,<script>alert(1)</script>',
        webapp_link: 'evil://x',
        mobile_link: 'evil://',
      }),
      wallet('ok', { mobile_link: 'ok://' }),
    ]);
    const client = await openConnect({ platform: { mobile: true, ios: true } });
    await run(() => client.controllers.router.push('GetWallet'));
    await settle();
    expect(links().map(({ name, href, kind }) => ({ name, href, kind }))).toEqual([
      { name: 'Wallet ok', href: 'https://apps.apple.com/app/ok', kind: 'App Store' },
    ]);
  });

  it('says when the directory could not be loaded, with Try again', { timeout: 20_000 }, async () => {
    serveDirectory([], 503);
    const client = await openConnect();
    await run(() => client.controllers.router.push('GetWallet'));
    // The directory client retries (spec §9) before it gives up.
    await until(
      () => shadow().querySelector('.wd-view')?.textContent?.includes('Could not load wallets') === true,
      'the failure',
      10_000,
    );
    serveDirectory([wallet('back')]);
    await run(() => buttonWithText('Try again').click());
    await settle();
    expect(links().map((link) => link.name)).toEqual(['Wallet back']);
  });

  it('"I have a wallet now" returns to the Connect view', async () => {
    serveDirectory([wallet('a')]);
    const client = await openConnect();
    await run(() => client.controllers.router.push('WhatIsAWallet'));
    await run(() => client.controllers.router.push('GetWallet'));
    await run(() => buttonWithText('I have a wallet now').click());
    expect(client.state.router.view).toBe('Connect');
    expect(client.state.router.history).toHaveLength(1);
  });
});
