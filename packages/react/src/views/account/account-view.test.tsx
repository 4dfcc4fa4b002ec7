import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  base,
  type CaipNetwork,
  type HistoryItem,
  type HistoryResponse,
  mainnet,
  type Nft,
  type NftsResponse,
  type TokenBalance,
  type WalletDockOptions,
} from '@walletdock/core';
import { createFakeAdapter, createFakeWallet } from '@walletdock/core/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeTestClient, renderModal, run, settle, shadow, until } from '../../test-utils/modal-harness.js';
import { visibleText } from '../../test-utils/visible-text.js';
import AccountView from './account-view.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CAROL = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

// ─── A local Blockchain API stub (the service is a boundary we don't own) ──────────────────────────────
type StubApi = {
  balances: TokenBalance[];
  /** Pages by cursor ('' = first page). */
  history: Record<string, HistoryResponse>;
  nfts: Record<string, NftsResponse>;
  nftsStatus: number;
  /** Status of the balance and history endpoints (services down: 503). */
  balanceStatus: number;
  historyStatus: number;
};
let api: StubApi;
let requests: string[] = [];
let server: Server;
let apiUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const match = /^\/v1\/account\/([^/]+)\/(balance|history|nfts)$/.exec(url.pathname);
    const cursor = url.searchParams.get('cursor') ?? '';
    if (url.pathname.startsWith('/v1/identity/')) return send(200, { name: null, avatar: null });
    if (match?.[2] === 'balance') {
      if (api.balanceStatus !== 200) return send(api.balanceStatus, { message: 'unavailable' });
      return send(200, { balances: api.balances });
    }
    if (match?.[2] === 'history') {
      if (api.historyStatus !== 200) return send(api.historyStatus, { message: 'unavailable' });
      return send(200, api.history[cursor] ?? { data: [], next: null });
    }
    if (match?.[2] === 'nfts') {
      if (api.nftsStatus !== 200) return send(api.nftsStatus, { message: 'bad request' });
      return send(200, api.nfts[cursor] ?? { data: [], next: null });
    }
    return send(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  api = { balances: [], history: {}, nfts: {}, nftsStatus: 200, balanceStatus: 200, historyStatus: 200 };
});

// ─── Rendering ─────────────────────────────────────────────────────────────────────────────────────────
const view = () => {
  const element = shadow().querySelector<HTMLElement>('.wd-account');
  if (!element) throw new Error('no account view');
  return element;
};
const text = () => view().textContent ?? '';
const buttonNamed = (name: string | RegExp) =>
  [...view().querySelectorAll<HTMLButtonElement>('button')].find((b) => {
    const label = b.getAttribute('aria-label') ?? b.textContent ?? '';
    return typeof name === 'string' ? label === name : name.test(label);
  });
const tabs = () => [...view().querySelectorAll<HTMLElement>('[role="tab"]')];
const selectedTab = () => tabs().find((tab) => tab.getAttribute('aria-selected') === 'true');
const visiblePanel = () =>
  [...view().querySelectorAll<HTMLElement>('[role="tabpanel"]')].find((panel) => !panel.hidden);

async function press(key: string): Promise<void> {
  const target = shadow().activeElement;
  if (!target) throw new Error('nothing focused');
  await run(() => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }),
    );
  });
}

/** A connected client (1.2345678 ETH on Ethereum) with the Account view open in the modal. */
async function openAccount(
  options: Partial<WalletDockOptions> = {},
  networks: readonly CaipNetwork[] = [mainnet],
) {
  const wallet = createFakeWallet({
    id: 'io.example.wallet',
    name: 'Example Wallet',
    accounts: [ADDRESS],
    balances: { [`eip155:1:${ADDRESS}`]: 1_234_567_800_000_000_000n },
  });
  const client = makeTestClient({
    networks: [mainnet],
    adapters: [createFakeAdapter({ networks, wallets: [wallet] })],
    services: { blockchainApiUrl: apiUrl },
    ...options,
  });
  await client.mount();
  await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.example.wallet' });
  await renderModal(client, { Account: AccountView });
  await run(() => client.controllers.modal.open({ view: 'Account' }));
  await until(() => shadow().querySelector('.wd-account') !== null, 'the account view');
  // The view loads the balances on mount: let that settle, so no request outlives the test.
  await until(() => client.state.chains.namespaces.eip155?.account.balanceLoading === false, 'the balances');
  return { client, wallet };
}

function token(partial: Partial<TokenBalance> & Pick<TokenBalance, 'name' | 'symbol'>): TokenBalance {
  return { chainId: 'eip155:1', price: 1, value: 1, quantity: { decimals: '18', numeric: '1' }, ...partial };
}

function historyItem(id: string, minedAt: string, patch: Partial<HistoryItem['metadata']>, transfer: object) {
  return {
    id,
    metadata: {
      operationType: 'send',
      hash: `0x${id.padStart(64, '0')}`,
      minedAt,
      sentFrom: ADDRESS,
      sentTo: BOB,
      status: 'confirmed',
      nonce: 1,
      chain: 'eip155:1',
      ...patch,
    },
    transfers: [transfer],
  } as HistoryItem;
}

function nft(tokenId: string, name: string): Nft {
  return {
    chainId: 'eip155:1',
    contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    tokenId,
    name,
    collection: 'Dock Punks',
    imageUrl: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"><text>${tokenId}</text></svg>`,
  };
}

describe('AccountView', () => {
  it('shows the short address, a generated avatar, the native balance, the network and the explorer link', async () => {
    await openAccount();
    await until(() => text().includes('1.2345'), 'the balance');

    // Seen: head…tail and the amount cut to 4 decimals; read and copied: the whole address, the exact amount.
    expect(visibleText(view().querySelector('.wd-account-name'))).toBe('0xf39F…2266');
    expect(view().querySelector('.wd-account-name')?.textContent).toBe(ADDRESS);
    expect(view().querySelector('.wd-account-name')?.getAttribute('title')).toBe(ADDRESS);
    expect(visibleText(view().querySelector('.wd-account-balance'))).toBe('1.2345 ETH');
    expect(view().querySelector('.wd-account-balance .wd-mt')?.getAttribute('title')).toBe('1.2345678 ETH');
    expect(view().querySelector('.wd-account-avatar[data-generated]')).not.toBeNull();
    expect(buttonNamed('Switch network, current network Ethereum')?.textContent).toBe('Ethereum');

    const explorer = [...view().querySelectorAll('a')].find((a) => a.textContent === 'View on Etherscan');
    expect(explorer?.getAttribute('href')).toBe(`https://etherscan.io/address/${ADDRESS}`);
    expect(explorer?.getAttribute('target')).toBe('_blank');
    expect(explorer?.getAttribute('rel')).toContain('noopener');
  });

  it('shows the profile name and image instead of the address when the account has them', async () => {
    const { client } = await openAccount();
    await run(() =>
      client.controllers.chains.setAccount('eip155', {
        profileName: 'alice.wd.eth',
        profileImage: 'https://example.com/alice.png',
      }),
    );
    expect(view().querySelector('.wd-account-name')?.textContent).toBe('alice.wd.eth');
    expect(view().querySelector('img.wd-account-avatar')?.getAttribute('src')).toBe(
      'https://example.com/alice.png',
    );
  });

  it('copies the address and says so', async () => {
    await openAccount();
    await run(() => buttonNamed('Copy address')?.click());
    await until(() => shadow().querySelector('.wd-toast') !== null, 'the toast');

    expect(await navigator.clipboard.readText()).toBe(ADDRESS);
    expect(shadow().querySelector('.wd-toast')?.textContent).toBe('Address copied');
  });

  it('lists the tokens from the blockchain API with amounts and fiat values', async () => {
    api.balances = [
      token({
        name: 'Ether',
        symbol: 'ETH',
        price: 3000,
        value: 3703.7,
        quantity: { decimals: '18', numeric: '1.23456789' },
      }),
      token({
        name: 'USD Coin',
        symbol: 'USDC',
        address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        price: 1,
        value: 12.5,
        iconUrl: 'https://example.com/usdc.png',
        quantity: { decimals: '6', numeric: '12.5' },
      }),
    ];
    await openAccount();
    await until(() => view().querySelectorAll('.wd-account-tokens li').length === 2, 'the tokens');

    expect(
      requests.some(
        (r) => r.startsWith(`/v1/account/${ADDRESS}/balance?`) && r.includes('chainId=eip155%3A1'),
      ),
    ).toBe(true);
    // Icon (the generic token glyph when the token has no image: no letter), name, symbol · amount, the
    // holding's value and the unit price: the price never reads like a second balance.
    const rows = [...view().querySelectorAll('.wd-account-tokens li')].map((li) => visibleText(li));
    expect(rows).toEqual([
      'EtherETH · 1.2345≈ $3,703.70$3,000.00 / ETH',
      'USD CoinUSDC · 12.5≈ $12.50$1.00 / USDC',
    ]);
    // Screen readers hear what each figure is, in the visitor's language.
    const labels = [
      ...view().querySelectorAll(
        '.wd-account-row-value > .wd-visually-hidden, .wd-account-row-end > .wd-account-row-sub > .wd-visually-hidden',
      ),
    ].map((l) => l.textContent);
    expect(labels).toEqual(['Value: ', 'Price: ', 'Value: ', 'Price: ']);
    // The exact amount with its symbol is the title (and what screen readers read).
    const amounts = [...view().querySelectorAll('.wd-account-quantity > .wd-mt')].map((a) =>
      a.getAttribute('title'),
    );
    expect(amounts).toEqual(['1.23456789 ETH', '12.5 USDC']);
    expect(view().querySelector('.wd-account-tokens li img')?.getAttribute('src')).toBe(
      'https://example.com/usdc.png',
    );
  });

  it('says there are no tokens when the account holds none', async () => {
    await openAccount();
    await until(() => text().includes('No tokens yet'), 'the empty state');
    expect(text()).toContain('Tokens you receive will appear here');
  });

  it('with the services down says the tokens could not be loaded (not "No tokens yet"), no toast, and retries', async () => {
    api.balanceStatus = 503;
    const { client } = await openAccount();
    await until(() => visiblePanel()?.querySelector('[role="alert"]') != null, 'the failure');
    expect(visiblePanel()?.querySelector('[role="alert"]')?.textContent).toBe(
      'Could not load tokensTry again',
    );
    expect(text()).not.toContain('No tokens yet');
    // One message, where the list is: no toast repeating it.
    expect(client.state.toast.open).toBe(false);
    expect(shadow().querySelector('.wd-toast')).toBeNull();

    api.balanceStatus = 200;
    api.balances = [token({ name: 'Ether', symbol: 'ETH' })];
    // "Try again" loads at once: the 30 s guard holds back automatic reloads only.
    await run(() => buttonNamed('Try again')?.click());
    await until(() => text().includes('Ether'), 'the reloaded list');
    expect(visiblePanel()?.querySelector('[role="alert"]')).toBeNull();
  });

  it('says "Token Balance Unavailable" once, in the Tokens tab: no toast repeats it, nothing is requested', async () => {
    const wallet = createFakeWallet({
      id: 'io.example.wallet',
      name: 'Example Wallet',
      accounts: [ADDRESS],
      networks: ['eip155:1', 'eip155:999'],
    });
    const client = makeTestClient({
      networks: [mainnet],
      adapters: [createFakeAdapter({ networks: [mainnet], wallets: [wallet] })],
      services: { blockchainApiUrl: apiUrl },
      allowUnsupportedChain: true,
    });
    await client.mount();
    await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.example.wallet' });
    wallet.switchChain('eip155:999');
    await until(
      () => client.state.chains.activeCaipNetwork?.caipNetworkId === 'eip155:999',
      'the unsupported network',
    );
    await renderModal(client, { Account: AccountView });
    await run(() => client.controllers.modal.open({ view: 'Account' }));
    await until(() => (visiblePanel()?.textContent ?? '').includes('Token Balance Unavailable'), 'the tab');
    await settle();
    expect(client.state.toast.open).toBe(false);
    expect(shadow().querySelector('.wd-toast')).toBeNull();
    expect(shadow().textContent?.split('Token Balance Unavailable')).toHaveLength(2);
    expect(requests.filter((request) => request.includes('eip155%3A999'))).toEqual([]);
  });

  it('switches tabs with the arrow keys, Home and End', async () => {
    await openAccount();
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs', 'Activity']);
    expect(view().querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Account sections');
    expect(selectedTab()?.textContent).toBe('Tokens');

    await run(() => tabs()[0]?.focus());
    await press('ArrowRight');
    expect(selectedTab()?.textContent).toBe('NFTs');
    expect(shadow().activeElement).toBe(selectedTab());
    expect(visiblePanel()?.getAttribute('aria-labelledby')).toBe(selectedTab()?.id);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);

    await press('End');
    expect(selectedTab()?.textContent).toBe('Activity');
    await press('ArrowRight');
    expect(selectedTab()?.textContent).toBe('Tokens');
    await press('ArrowLeft');
    expect(selectedTab()?.textContent).toBe('Activity');
    await press('Home');
    expect(selectedTab()?.textContent).toBe('Tokens');
    expect(shadow().activeElement).toBe(selectedTab());
  });

  it('offers no Activity tab when history is turned off', async () => {
    await openAccount({ features: { history: false } });
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs']);
  });

  it('loads NFTs when the tab is first shown, in a grid, with more on request', async () => {
    api.nfts = {
      '': { data: [nft('1', 'Punk #1'), nft('2', 'Punk #2'), nft('3', 'Punk #3')], next: 'page-2' },
      'page-2': { data: [nft('4', 'Punk #4')], next: null },
    };
    await openAccount();
    await until(() => requests.some((r) => r.includes('/balance')), 'the balance request');
    expect(requests.some((r) => r.includes('/nfts'))).toBe(false);

    await run(() => tabs()[1]?.click());
    await until(() => view().querySelectorAll('.wd-account-nfts li').length === 3, 'the NFTs');
    expect(requests.filter((r) => r.startsWith(`/v1/account/${ADDRESS}/nfts?`))).toHaveLength(1);
    const first = view().querySelector('.wd-account-nfts li');
    expect(first?.textContent).toBe('Punk #1Dock Punks');
    expect(first?.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);

    await run(() => buttonNamed('Load more')?.click());
    await until(() => view().querySelectorAll('.wd-account-nfts li').length === 4, 'the next page');
    expect(requests.some((r) => r.includes('/nfts?') && r.includes('cursor=page-2'))).toBe(true);
    expect(buttonNamed('Load more')).toBeUndefined();

    // Back and forth does not load the list again.
    await run(() => tabs()[0]?.click());
    await run(() => tabs()[1]?.click());
    expect(requests.filter((r) => r.includes('/nfts?'))).toHaveLength(2);
  });

  it('says when there are no NFTs', async () => {
    await openAccount();
    await run(() => tabs()[1]?.click());
    await until(() => text().includes('No NFTs yet'), 'the empty state');
    expect(text()).toContain('NFTs you collect will appear here');
  });

  it('says when the NFTs could not be loaded, and loads them again on request', async () => {
    api.nftsStatus = 400;
    await openAccount();
    await run(() => tabs()[1]?.click());
    await until(() => visiblePanel()?.querySelector('[role="alert"]') != null, 'the failure');
    expect(visiblePanel()?.querySelector('[role="alert"]')?.textContent).toBe('Could not load NFTsTry again');

    api.nftsStatus = 200;
    api.nfts = { '': { data: [nft('9', 'Punk #9')], next: null } };
    await run(() => buttonNamed('Try again')?.click());
    await until(() => text().includes('Punk #9'), 'the reloaded list');
    expect(visiblePanel()?.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows the activity by month, each row linking to the explorer', async () => {
    api.history = {
      '': {
        data: [
          historyItem(
            'a1',
            '2025-03-14T10:00:00.000Z',
            {},
            {
              direction: 'out',
              quantity: { numeric: '0.5' },
              fungible_info: { name: 'Ether', symbol: 'ETH' },
            },
          ),
          historyItem(
            'a2',
            '2025-03-02T10:00:00.000Z',
            { operationType: 'receive', sentFrom: CAROL, sentTo: ADDRESS, status: 'failed' },
            {
              direction: 'in',
              quantity: { numeric: '25' },
              fungible_info: { name: 'USD Coin', symbol: 'USDC' },
            },
          ),
          historyItem(
            'a3',
            '2025-02-20T10:00:00.000Z',
            { operationType: 'mint', sentFrom: CAROL, sentTo: ADDRESS, status: 'pending' },
            {
              direction: 'in',
              quantity: { numeric: '1' },
              nft_info: { name: 'Punk #7', flags: { is_spam: false } },
            },
          ),
        ],
        next: 'older',
      },
      older: {
        data: [
          historyItem(
            'a4',
            '2024-12-24T10:00:00.000Z',
            { operationType: 'approve' },
            { direction: 'self', quantity: { numeric: '0' } },
          ),
        ],
        next: null,
      },
    };
    await openAccount();
    await run(() => tabs()[2]?.click());
    await until(() => view().querySelectorAll('.wd-account-month').length === 2, 'the months');

    const headings = [...view().querySelectorAll('.wd-account-month h3')].map((h) => h.textContent);
    expect(headings).toEqual(['March 2025', 'February 2025']);
    const march = view().querySelectorAll('.wd-account-month')[0];
    const rows = [...(march?.querySelectorAll('li') ?? [])];
    expect(visibleText(rows[0])).toMatch(/^SentTo 0x7099…79C80\.5 ETH\d+ (mo|yr)\.? ago$/);
    expect(visibleText(rows[1])).toMatch(/^ReceivedFrom 0x3C44…93BC25 USDCFailed\d+ (mo|yr)\.? ago$/);
    // One ellipsis, drawn; the whole address is the title and the text read.
    expect(rows[0]?.querySelector('.wd-account-counterpart .wd-mt')?.getAttribute('title')).toMatch(
      /^0x70997970/,
    );
    expect(rows[0]?.querySelector('.wd-account-counterpart')?.textContent).toMatch(/^To 0x[0-9a-fA-F]{40}$/);
    const link = rows[0]?.querySelector('a');
    expect(link?.getAttribute('href')).toBe(`https://etherscan.io/tx/0x${'a1'.padStart(64, '0')}`);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
    expect(view().querySelectorAll('.wd-account-month')[1]?.textContent).toContain('Pending');
    expect(view().querySelectorAll('.wd-account-month')[1]?.textContent).toContain('Punk #7');

    await run(() => buttonNamed('Load more')?.click());
    await until(() => view().querySelectorAll('.wd-account-month').length === 3, 'the older page');
    expect(view().querySelectorAll('.wd-account-month h3')[2]?.textContent).toBe('December 2024');
    const approval = view().querySelectorAll('.wd-account-month')[2]?.querySelector('li');
    expect(visibleText(approval)).toMatch(/^ApprovedTo 0x7099…79C8\d+ (mo|yr)\.? ago$/);
    expect(buttonNamed('Load more')).toBeUndefined();
  });

  it('says there is no activity yet when the history is empty', async () => {
    await openAccount();
    await run(() => tabs()[2]?.click());
    await until(() => text().includes('No activity yet'), 'the empty state');
    expect(requests.some((r) => r.startsWith(`/v1/account/${ADDRESS}/history?`))).toBe(true);
  });

  it('with the services down says the activity could not be loaded (not "No activity yet"), no toast, and retries', async () => {
    api.historyStatus = 503;
    const { client } = await openAccount();
    await run(() => tabs()[2]?.click());
    await until(() => visiblePanel()?.querySelector('[role="alert"]') != null, 'the failure');
    expect(visiblePanel()?.querySelector('[role="alert"]')?.textContent).toBe(
      'Could not load activityTry again',
    );
    expect(text()).not.toContain('No activity yet');
    expect(client.state.toast.open).toBe(false);

    api.historyStatus = 200;
    await run(() => buttonNamed('Try again')?.click());
    await until(() => text().includes('No activity yet'), 'the reloaded (empty) list');
    expect(visiblePanel()?.querySelector('[role="alert"]')).toBeNull();
  });

  it('loads the activity again when the wallet moves to another network', async () => {
    const { wallet } = await openAccount({ networks: [mainnet, base] }, [mainnet, base]);
    await run(() => tabs()[2]?.click());
    await until(() => requests.some((r) => r.includes('/history?') && r.includes('eip155%3A1')), 'mainnet');

    await run(() => wallet.switchChain('eip155:8453'));
    await until(() => requests.some((r) => r.includes('/history?') && r.includes('eip155%3A8453')), 'Base');
    expect(view().querySelector('.wd-account-pill')?.textContent).toBe('Base');
  });

  it('opens the Networks view from the network pill', async () => {
    const { client } = await openAccount();
    await run(() => buttonNamed(/^Switch network/)?.click());
    expect(client.state.router.view).toBe('Networks');
  });

  it('disconnects and closes the modal', async () => {
    const { client, wallet } = await openAccount();
    await run(() => buttonNamed('Disconnect')?.click());
    await until(() => !client.state.modal.open, 'the modal to close');

    expect(client.controllers.connection.status('eip155')).toBe('disconnected');
    expect(client.controllers.chains.activeAddress()).toBeUndefined();
    expect(wallet.authorized).toBe(false);
  });
});
