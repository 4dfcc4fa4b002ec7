import type { WalletDockClient } from '@walletdock/core';
import { createFakeAdapter, createFakeWallet, type FakeWallet } from '@walletdock/core/testing';
import { describe, expect, it } from 'vitest';
import type { ModalViewRegistry } from '../../modal/views.js';
import { makeTestClient, renderAndMount, run, settle, shadow } from '../../test-utils/modal-harness.js';
import { EVM_ADDRESS, mainnet, SOL_ADDRESS, solana } from '../../test-utils/multi-namespace.js';
import AccountView from '../account/account-view.js';
import ConnectView from '../connect/connect-view.js';
import ConnectingExternalView from '../connecting-external/connecting-external-view.js';
import { NAMESPACE_PICKER_VIEW } from './namespace-picker.js';
import NamespacePickerView from './namespace-picker-view.js';

const VIEWS = {
  Connect: ConnectView,
  ConnectingExternal: ConnectingExternalView,
  Account: AccountView,
  [NAMESPACE_PICKER_VIEW]: NamespacePickerView,
} as ModalViewRegistry;

type Made = {
  client: WalletDockClient;
  phantomEvm: FakeWallet;
  phantomSolana: FakeWallet;
  metamask: FakeWallet;
};

/** Phantom in both namespaces (EIP-6963 rdns on EVM, Wallet Standard name on Solana), MetaMask on EVM only. */
function setup(): Made {
  const phantomEvm = createFakeWallet({
    id: 'app.phantom',
    name: 'Phantom',
    rdns: 'app.phantom',
    accounts: [EVM_ADDRESS],
  });
  const metamask = createFakeWallet({
    id: 'io.metamask',
    name: 'MetaMask',
    rdns: 'io.metamask',
    accounts: ['0xb0b0000000000000000000000000000000000002'],
  });
  const phantomSolana = createFakeWallet({ id: 'Phantom', name: 'Phantom', accounts: [SOL_ADDRESS] });
  const client = makeTestClient({
    networks: [mainnet, solana],
    adapters: [
      createFakeAdapter({ namespace: 'eip155', networks: [mainnet], wallets: [phantomEvm, metamask] }),
      createFakeAdapter({ namespace: 'solana', networks: [solana], wallets: [phantomSolana] }),
    ],
  });
  return { client, phantomEvm, phantomSolana, metamask };
}

async function render(
  client: WalletDockClient,
  open: Parameters<WalletDockClient['controllers']['modal']['open']>[0] = {},
) {
  await renderAndMount(client, VIEWS);
  await run(() => client.controllers.modal.open(open));
  await settle();
}

/** The rows' names (the Connect view's "All Wallets" row left out). */
const rowNames = () =>
  [...shadow().querySelectorAll('.wd-list-item:not([data-wallet-id="allWallets"]) .wd-list-item-name')].map(
    (name) => name.textContent,
  );

function row(name: string): HTMLButtonElement {
  const found = [...shadow().querySelectorAll<HTMLButtonElement>('.wd-list-item')].find(
    (button) => button.querySelector('.wd-list-item-name')?.textContent === name,
  );
  if (!found) throw new Error(`no row ${name}; rows: ${rowNames().join(', ')}`);
  return found;
}

const title = () => shadow().querySelector('.wd-title')?.textContent;

describe('Connect → namespace picker (EVM + Solana)', () => {
  it('lists a wallet of both namespaces once, and asks which namespace to connect', async () => {
    const { client } = setup();
    await render(client);
    expect(rowNames()).toEqual(['Phantom', 'MetaMask']);

    await run(() => row('Phantom').click());
    await settle();

    expect(client.state.router.view).toBe(NAMESPACE_PICKER_VIEW);
    expect(title()).toBe('Phantom');
    expect(shadow().textContent).toContain('Phantom supports several chains. Choose the one to connect.');
    expect(rowNames()).toEqual(['EVM networks', 'Solana']);
    const list = shadow().querySelector('.wd-nsp-list');
    const labelledBy = list?.getAttribute('aria-labelledby') ?? '';
    expect(shadow().getElementById(labelledBy)?.textContent).toContain('supports several chains');
  });

  it('connects the chosen namespace (Solana) through ConnectingExternal, leaving EVM alone', async () => {
    const { client, phantomSolana, phantomEvm } = setup();
    phantomSolana.mode = 'pending';
    await render(client);
    await run(() => row('Phantom').click());
    await settle();

    await run(() => row('Solana').click());
    await settle();
    expect(client.state.router.view).toBe('ConnectingExternal');
    expect(client.state.router.data).toMatchObject({ connectorId: 'Phantom', namespace: 'solana' });
    expect(phantomSolana.pendingRequests.map((r) => r.method)).toEqual(['connect']);
    expect(phantomEvm.pendingRequests).toEqual([]);

    await run(() => phantomSolana.approve());
    await settle();
    expect(client.controllers.connection.status('solana')).toBe('connected');
    expect(client.controllers.connection.status('eip155')).toBe('disconnected');
    expect(client.controllers.chains.activeAddress()).toBe(SOL_ADDRESS);
    expect(client.state.modal.open).toBe(false);
  });

  it('tags the namespace that is already connected and connects the other', async () => {
    const { client } = setup();
    await client.mount();
    await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'app.phantom' });
    await render(client, { view: 'Connect' });
    await run(() => row('Phantom').click());
    await settle();

    const evmRow = row('EVM networks');
    expect(evmRow.querySelector('.wd-tag')?.textContent).toBe('Connected');
    expect(row('Solana').querySelector('.wd-tag')).toBeNull();

    await run(() => row('Solana').click());
    await settle();
    expect(client.controllers.chains.allAccounts()).toEqual([
      { namespace: 'eip155', address: EVM_ADDRESS, type: 'eoa' },
      { namespace: 'solana', address: SOL_ADDRESS, type: 'eoa' },
    ]);
  });

  it('moves between the namespaces with the arrow keys', async () => {
    const { client } = setup();
    await render(client);
    await run(() => row('Phantom').click());
    await settle();
    row('EVM networks').focus();
    await run(() => {
      shadow().activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true, cancelable: true }),
      );
    });
    expect(shadow().activeElement).toBe(row('Solana'));
  });

  it('opened for one namespace lists only its wallets and connects without the picker', async () => {
    const { client, phantomEvm } = setup();
    await render(client, { namespace: 'solana' });
    expect(rowNames()).toEqual(['Phantom']);

    await run(() => row('Phantom').click());
    await settle();
    expect(client.controllers.connection.status('solana')).toBe('connected');
    expect(phantomEvm.authorized).toBe(false);
  });

  it('opened for EVM lists Phantom as an EVM wallet only', async () => {
    const { client, phantomSolana } = setup();
    await render(client, { namespace: 'eip155' });
    expect(rowNames()).toEqual(['Phantom', 'MetaMask']);
    await run(() => row('Phantom').click());
    await settle();
    expect(client.controllers.connection.status('eip155')).toBe('connected');
    expect(client.controllers.connection.status('solana')).toBe('disconnected');
    expect(phantomSolana.authorized).toBe(false);
  });
});
