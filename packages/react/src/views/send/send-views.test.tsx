import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { base, mainnet, type TokenBalance, type WalletDockClient } from '@walletdock/core';
import {
  createFakeAdapter,
  createFakeWallet,
  type FakeAdapter,
  type FakeWallet,
} from '@walletdock/core/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ModalViewRegistry } from '../../modal/views.js';
import {
  makeTestClient,
  renderAndMount,
  run,
  settle,
  shadow,
  until,
} from '../../test-utils/modal-harness.js';
import { visibleText } from '../../test-utils/visible-text.js';
import AccountView from '../account/account-view.js';
import WalletSendPreviewView from './wallet-send-preview-view.js';
import WalletSendSelectTokenView from './wallet-send-select-token-view.js';
import WalletSendView from './wallet-send-view.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DOCK = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

const VIEWS: ModalViewRegistry = {
  Account: AccountView,
  WalletSend: WalletSendView,
  WalletSendSelectToken: WalletSendSelectTokenView,
  WalletSendPreview: WalletSendPreviewView,
};

// ─── The Blockchain API (a service we do not own): balances with prices, and one name ───────────────────
const BALANCES: TokenBalance[] = [
  {
    name: 'Dock Token',
    symbol: 'DOCK',
    chainId: 'eip155:1',
    address: `eip155:1:${DOCK}`,
    price: 0.5,
    value: 500,
    quantity: { decimals: '18', numeric: '1000' },
  },
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    price: 2000,
    value: 2469.1356,
    quantity: { decimals: '18', numeric: '1.2345678' },
  },
];
let server: Server;
let apiUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (/\/balance$/.test(url.pathname)) return send(200, { balances: BALANCES });
    if (/\/history$/.test(url.pathname)) return send(200, { data: [], next: null });
    if (url.pathname.startsWith('/v1/identity/')) return send(200, { name: null, avatar: null });
    if (url.pathname === '/v1/profile/account/bob.wd.eth') {
      return send(200, {
        name: 'bob.wd.eth',
        registered: 1,
        updated: 1,
        addresses: { '60': { address: BOB } },
        attributes: [{ avatar: 'https://example.com/bob.png' }],
      });
    }
    return send(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

let client: WalletDockClient;
let wallet: FakeWallet;
let adapter: FakeAdapter;

beforeEach(async () => {
  wallet = createFakeWallet({
    id: 'io.example.wallet',
    name: 'Example Wallet',
    accounts: [ALICE],
    balances: { [`eip155:1:${ALICE}`]: 1_234_567_800_000_000_000n },
  });
  adapter = createFakeAdapter({ networks: [mainnet, base], wallets: [wallet] });
  client = makeTestClient({
    networks: [mainnet, base],
    adapters: [adapter],
    services: { blockchainApiUrl: apiUrl },
  });
  await renderAndMount(client, VIEWS, {
    inTheSameAct: () =>
      client.controllers.connection.connect({ namespace: 'eip155', connectorId: wallet.id }),
  });
  await run(() => client.controllers.modal.open({ view: 'Account' }));
  await until(() => client.state.chains.namespaces.eip155?.account.balanceLoading === false, 'the balances');
  await run(() => client.controllers.router.push('WalletSend'));
  await until(
    () => shadow().querySelector('.wd-send') !== null && client.state.features.send === 'ready',
    'the form',
  );
});

// ─── Reading and acting like a visitor ──────────────────────────────────────────────────────────────────
const view = () => shadow().querySelector<HTMLElement>('.wd-view') as HTMLElement;
const button = (name: string | RegExp) => {
  const found = [...view().querySelectorAll<HTMLElement>('button, a')].find((candidate) => {
    // The accessible name: the label, else the text (with what only screen readers get).
    const label = candidate.getAttribute('aria-label') ?? (candidate.textContent ?? '').trim();
    return typeof name === 'string' ? label === name : name.test(label);
  });
  if (!found) throw new Error(`no button ${String(name)} in ${visibleText(view())}`);
  return found as HTMLButtonElement;
};
const toggle = () => view().querySelector<HTMLButtonElement>('.wd-send-unit-toggle') as HTMLButtonElement;
const field = (id: string) => shadow().querySelector<HTMLInputElement>(`#${id}`) as HTMLInputElement;
const amountProblem = () => visibleText(shadow().querySelector('#wd-send-amount-problem'));
const receiverSlot = () => visibleText(shadow().querySelector('#wd-send-receiver-problem'));

async function type(input: HTMLInputElement, text: string): Promise<void> {
  await run(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}

async function click(target: HTMLElement): Promise<void> {
  await run(() => target.click());
  await settle();
}

async function chooseToken(symbol: string): Promise<void> {
  await click(button(/^(Select token|Change token)/));
  await until(() => client.state.router.view === 'WalletSendSelectToken', 'the token picker');
  await until(() => view().querySelector('.wd-send-token-option') !== null, 'the token list');
  const option = [...view().querySelectorAll<HTMLButtonElement>('.wd-send-token-option')].find((row) =>
    visibleText(row).includes(symbol),
  );
  if (!option) throw new Error(`no ${symbol} in the picker`);
  await click(option);
  await until(() => client.state.router.view === 'WalletSend', 'the form again');
}

async function fillAndReview(): Promise<void> {
  await chooseToken('ETH');
  await type(field('wd-send-amount'), '0.5');
  await type(field('wd-send-receiver'), BOB);
  await click(button('Review'));
  await until(() => client.state.router.view === 'WalletSendPreview', 'the preview');
  await until(() => view().querySelector('.wd-send-preview') !== null, 'the preview view');
}

describe('WalletSend: the form', () => {
  it('starts on the amount, with Review disabled while the form is empty', () => {
    expect(shadow().activeElement).toBe(field('wd-send-amount'));
    expect(field('wd-send-amount').inputMode).toBe('decimal');
    expect(button('Select token')).toBeTruthy();
    expect(button('Review').disabled).toBe(true);
  });

  it('lists the balances in the picker, native first, searchable, and returns to the form with the choice', async () => {
    await click(button('Select token'));
    await until(() => view().querySelector('.wd-send-token-option') !== null, 'the token list');
    expect(shadow().activeElement).toBe(view().querySelector('input[type="search"]'));
    const rows = () => [...view().querySelectorAll('.wd-send-token-option')].map((row) => visibleText(row));
    expect(rows()).toEqual([
      expect.stringMatching(/^Ether1\.2345 ETH\$2,469\.14/),
      expect.stringMatching(/^Dock Token1,000 DOCK\$500\.00/),
    ]);
    await type(view().querySelector('input[type="search"]') as HTMLInputElement, 'doc');
    expect(rows()).toEqual([expect.stringMatching(/^Dock Token/)]);
    await type(view().querySelector('input[type="search"]') as HTMLInputElement, 'xyz');
    expect(visibleText(view())).toContain('No token found for “xyz”');
    await type(view().querySelector('input[type="search"]') as HTMLInputElement, '');
    await click(view().querySelectorAll<HTMLButtonElement>('.wd-send-token-option')[1] as HTMLButtonElement);
    await until(() => client.state.router.view === 'WalletSend', 'the form');
    expect(button(/^Change token, DOCK selected\./)).toBeTruthy();
    const balance = view().querySelector('.wd-send-token-balance');
    expect(visibleText(balance)).toBe('Balance1,000');
    expect(balance?.querySelector('.wd-mt')?.getAttribute('title')).toBe('Balance: 1,000 DOCK');
  });

  it('shows each problem under its field and keeps Review disabled while there is one', async () => {
    await chooseToken('ETH');
    await type(field('wd-send-amount'), '0');
    await type(field('wd-send-receiver'), BOB);
    expect(amountProblem()).toBe('The amount must be greater than 0');
    expect(field('wd-send-amount').getAttribute('aria-invalid')).toBe('true');
    expect(button('Review').disabled).toBe(true);

    await type(field('wd-send-amount'), '2');
    expect(amountProblem()).toBe('The amount is more than your balance');
    expect(button('Review').disabled).toBe(true);

    await type(field('wd-send-amount'), '1..2');
    expect(amountProblem()).toBe('Number is not a valid decimal number');

    await type(field('wd-send-amount'), '0.5');
    expect(amountProblem()).toBe('');
    expect(button('Review').disabled).toBe(false);

    await type(field('wd-send-receiver'), '0x1234');
    expect(receiverSlot()).toBe('Invalid receiver address');
    expect(button('Review').disabled).toBe(true);
  });

  it('resolves a typed name and shows it with its avatar and address', async () => {
    await chooseToken('ETH');
    await type(field('wd-send-receiver'), 'bob.wd.eth');
    await until(() => client.state.send.receiverAddress === BOB, 'the name resolved');
    await settle();
    expect(receiverSlot()).toBe('bob.wd.eth0x7099…79C8');
    expect(shadow().querySelector('.wd-send-resolved img')?.getAttribute('src')).toBe(
      'https://example.com/bob.png',
    );
    await type(field('wd-send-receiver'), 'nobody.wd.eth');
    await until(() => receiverSlot() === 'No address found for this name', 'the unresolved name');
  });

  it('toggles the amount between the token and USD at the token’s price', async () => {
    await chooseToken('ETH');
    await type(field('wd-send-amount'), '0.5');
    expect(visibleText(toggle())).toBe('≈ $1,000.00');
    expect(toggle().textContent).toBe('≈ $1,000.00, Enter the amount in USD');
    await click(toggle());
    expect(field('wd-send-amount').value).toBe('1000.00');
    expect(visibleText(toggle())).toBe('≈ 0.5 ETH');
    expect(toggle().textContent).toBe('≈ 0.5 ETH, Enter the amount in ETH');
    await type(field('wd-send-amount'), '200');
    expect(client.state.send.sendTokenAmount).toBe('0.1');
    await click(toggle());
    expect(field('wd-send-amount').value).toBe('0.1');
  });

  it('Max fills in the balance less the network fee for the native currency, the whole balance of a token', async () => {
    await chooseToken('ETH');
    await click(button('Max'));
    await until(() => field('wd-send-amount').value !== '', 'the maximum');
    // 1.2345678 ETH less 21 000 gas at 1 gwei.
    expect(field('wd-send-amount').value).toBe('1.2345468');
    await chooseToken('DOCK');
    await click(button('Max'));
    await until(() => field('wd-send-amount').value === '1000', 'the token maximum');
  });
});

describe('WalletSendPreview: review, send, the outcome', () => {
  it('reviews the transfer, sends it through the wallet and ends on success with Done', async () => {
    await fillAndReview();
    const text = visibleText(view());
    expect(text).toContain('0.5 ETH');
    expect(text).toContain('≈ $1,000.00');
    expect(text).toContain('0x7099…79C8');
    expect(text).toContain('Ethereum');
    expect(text).toContain('Network fee0.000021 ETH≈ $0.04');

    wallet.mode = 'pending';
    await click(button('Send'));
    await until(() => wallet.pendingRequests.length === 1, 'the wallet asked');
    expect(visibleText(view())).toContain('Confirm in your wallet');
    await run(() => wallet.approve());
    await until(() => client.state.send.step === 'success', 'the success');
    await settle();
    expect(visibleText(view())).toContain('Sent0.5 ETH is on its way to 0x7099…79C8.');
    await click(button('Done'));
    expect(client.state.router.view).toBe('Account');
    expect(client.state.send.sendTokenAmount).toBeUndefined();
  });

  it('shows the reason of a failure, Try again returns to the review and sends again', async () => {
    await fillAndReview();
    wallet.mode = 'reject';
    await click(button('Send'));
    await until(() => client.state.send.step === 'failure', 'the failure');
    await settle();
    expect(visibleText(view())).toContain('Transaction failed');
    expect(visibleText(view())).toContain('Transaction declined');
    await click(button('Try again'));
    await until(() => client.state.send.step === 'review', 'the review again');
    wallet.mode = 'approve';
    await click(button('Send'));
    await until(() => client.state.send.step === 'success', 'the success');
  });

  it('returns to an empty form when the network changes under the review (spec §4)', async () => {
    await fillAndReview();
    await run(() => client.controllers.chains.switchNetwork(base));
    await until(() => client.state.router.view === 'WalletSend', 'the form');
    await settle();
    expect(field('wd-send-amount').value).toBe('');
    expect(field('wd-send-receiver').value).toBe('');
    expect(button('Select token')).toBeTruthy();
  });

  it('returns to the form from the header’s back, keeping what was filled', async () => {
    await fillAndReview();
    await click(shadow().querySelector<HTMLButtonElement>('.wd-back') as HTMLButtonElement);
    await until(() => client.state.router.view === 'WalletSend', 'the form');
    await settle();
    expect(client.state.send.step).toBe('form');
    expect(field('wd-send-amount').value).toBe('0.5');
    expect(field('wd-send-receiver').value).toBe(BOB);
    expect(button(/^Change token, ETH selected\./)).toBeTruthy();
  });

  it('goes back to the form with what was filled (Cancel, and the failure’s Back)', async () => {
    await fillAndReview();
    await click(button('Cancel'));
    await until(() => client.state.router.view === 'WalletSend', 'the form');
    await settle();
    expect(field('wd-send-amount').value).toBe('0.5');
    expect(field('wd-send-receiver').value).toBe(BOB);
    expect(client.state.send.step).toBe('form');
    expect(button('Review').disabled).toBe(false);

    await click(button('Review'));
    await until(() => client.state.router.view === 'WalletSendPreview', 'the preview');
    wallet.mode = 'reject';
    await click(button('Send'));
    await until(() => client.state.send.step === 'failure', 'the failure');
    await settle();
    await click(button('Back'));
    await until(() => client.state.router.view === 'WalletSend', 'the form');
    await settle();
    expect(field('wd-send-amount').value).toBe('0.5');
    expect(client.state.send.step).toBe('form');
  });
});
