import { base, type CaipNetwork, ChainError, mainnet, type WalletDockClient } from '@walletdock/core';
import { createFakeAdapter, createFakeNetwork, createFakeWallet } from '@walletdock/core/testing';
import { describe, expect, it } from 'vitest';
import type { ModalViewProps } from '../../modal/views.js';
import { makeTestClient, renderModal, runThenTick as run, shadow } from '../../test-utils/modal-harness.js';
import NetworksView from './networks-view.js';

const ALICE = '0x1111111111111111111111111111111111112222';
const SOL_ALICE = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const sepolia = createFakeNetwork({ caipNetworkId: 'eip155:11155111', name: 'Sepolia', testnet: true });
const solanaMainnet = createFakeNetwork({
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  symbol: 'SOL',
});

function AccountStub(_props: ModalViewProps) {
  return <p>Account view</p>;
}

function setup({ solana = false }: { solana?: boolean } = {}) {
  const wallet = createFakeWallet({ id: 'io.example.wallet', name: 'Example Wallet', accounts: [ALICE] });
  const networks: [CaipNetwork, ...CaipNetwork[]] = solana
    ? [mainnet, base, sepolia, solanaMainnet]
    : [mainnet, base, sepolia];
  const adapters = [createFakeAdapter({ networks: [mainnet, base, sepolia], wallets: [wallet] })];
  if (solana) {
    const phantom = createFakeWallet({ id: 'app.phantom', name: 'Phantom', accounts: [SOL_ALICE] });
    adapters.push(createFakeAdapter({ namespace: 'solana', networks: [solanaMainnet], wallets: [phantom] }));
  }
  const client = makeTestClient({ networks, adapters });
  return { client, wallet };
}

async function render(client: WalletDockClient): Promise<void> {
  await renderModal(client, { Networks: NetworksView, Account: AccountStub }, { runner: run });
  await run(() => client.mount());
}

async function connect(client: WalletDockClient): Promise<void> {
  await run(() =>
    client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.example.wallet' }),
  );
}

/** Opens the modal on Account, then goes to Networks (as the Account view's "Switch network" does). */
async function openFromAccount(client: WalletDockClient): Promise<void> {
  await run(() => client.controllers.modal.open({ view: 'Account' }));
  await run(() => client.controllers.router.push('Networks'));
}

function networkButtons(): HTMLButtonElement[] {
  return [...shadow().querySelectorAll<HTMLButtonElement>('.wd-view button[data-network-id]')];
}

function networkButton(name: string): HTMLButtonElement {
  const found = networkButtons().find(
    (button) => button.querySelector('.wd-list-item-name')?.textContent === name,
  );
  if (!found) throw new Error(`no network button ${name}`);
  return found;
}

function texts(selector: string): string[] {
  return [...shadow().querySelectorAll(selector)].map((element) => element.textContent ?? '');
}

async function press(key: string): Promise<void> {
  const target = shadow().activeElement;
  if (!target) throw new Error('nothing focused');
  await run(() =>
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }),
    ),
  );
}

describe('Networks view', () => {
  it('lists the app’s networks in one named list, the active one marked and testnets tagged', async () => {
    const { client } = setup();
    await render(client);
    await run(() => client.controllers.modal.open({ view: 'Networks' }));

    expect(shadow().querySelector('h2')?.textContent).toBe('Choose Network');
    const lists = shadow().querySelectorAll('.wd-view ul');
    expect(lists).toHaveLength(1);
    expect(lists[0]?.getAttribute('aria-label')).toBe('Available networks');
    expect(shadow().querySelectorAll('.wd-view h3')).toHaveLength(0);
    expect(networkButtons().map((button) => button.querySelector('.wd-list-item-name')?.textContent)).toEqual(
      ['Ethereum', 'Base', 'Sepolia'],
    );

    const ethereum = networkButton('Ethereum');
    expect(ethereum.getAttribute('aria-current')).toBe('true');
    expect(ethereum.textContent).toContain('Connected');
    expect(networkButton('Base').hasAttribute('aria-current')).toBe(false);
    expect(networkButton('Base').textContent).not.toContain('Connected');
    expect(networkButton('Sepolia').textContent).toContain('Testnet');
    expect(networkButton('Base').textContent).not.toContain('Testnet');
    expect(networkButton('Ethereum').textContent).not.toContain('Testnet');
  });

  it('groups the networks by namespace under readable headings when several namespaces are configured', async () => {
    const { client } = setup({ solana: true });
    await render(client);
    await run(() => client.controllers.modal.open({ view: 'Networks' }));

    expect(texts('.wd-view h3')).toEqual(['EVM', 'Solana']);
    const lists = [...shadow().querySelectorAll('.wd-view ul')];
    const named = lists.map((list) => {
      const heading = shadow().getElementById(list.getAttribute('aria-labelledby') ?? '');
      return [
        heading?.textContent,
        [...list.querySelectorAll('.wd-list-item-name')].map((n) => n.textContent),
      ];
    });
    expect(named).toEqual([
      ['EVM', ['Ethereum', 'Base', 'Sepolia']],
      ['Solana', ['Solana']],
    ]);
  });

  it('switches through the wallet, shows the switch as pending meanwhile, then goes back', async () => {
    const { client, wallet } = setup();
    await render(client);
    await connect(client);
    await openFromAccount(client);
    wallet.mode = 'pending';

    await run(() => networkButton('Base').click());
    const pending = networkButtons()[1];
    expect(pending?.getAttribute('aria-busy')).toBe('true');
    expect(pending?.textContent).toContain('Switching to Base…');
    expect(pending?.textContent).toContain('Approve the network switch in your wallet');
    expect(networkButtons().filter((button) => button.disabled)).toHaveLength(2);
    expect(shadow().querySelector('.wd-view [role="status"]')?.textContent).toContain('Switching to Base…');
    expect(wallet.pendingRequests).toEqual([
      { method: 'switchChain', params: { caipNetworkId: 'eip155:8453' } },
    ]);

    await run(() => wallet.approve());
    expect(wallet.chainId).toBe('eip155:8453');
    expect(client.state.chains.activeCaipNetwork?.caipNetworkId).toBe('eip155:8453');
    expect(client.state.router.view).toBe('Account');
    expect(shadow().textContent).toContain('Account view');
  });

  it('stays, unchanged and without an error, when the visitor rejects the switch in the wallet', async () => {
    const { client, wallet } = setup();
    await render(client);
    await connect(client);
    await openFromAccount(client);
    wallet.mode = 'reject';

    await run(() => networkButton('Base').click());
    expect(client.state.router.view).toBe('Networks');
    expect(wallet.chainId).toBe('eip155:1');
    expect(shadow().querySelector('.wd-view [role="alert"]')).toBeNull();
    expect(networkButtons().some((button) => button.disabled || button.hasAttribute('aria-busy'))).toBe(
      false,
    );
    expect(networkButton('Ethereum').getAttribute('aria-current')).toBe('true');
  });

  it('says the switch failed on any other error, and lets the visitor try again', async () => {
    const { client, wallet } = setup();
    await render(client);
    await connect(client);
    await openFromAccount(client);
    wallet.failNext('switchNetwork', new ChainError('The extension crashed'));

    await run(() => networkButton('Base').click());
    expect(client.state.router.view).toBe('Networks');
    expect(shadow().querySelector('.wd-view [role="alert"]')?.textContent).toBe('Could not switch network');

    await run(() => networkButton('Base').click());
    expect(client.state.chains.activeCaipNetwork?.caipNetworkId).toBe('eip155:8453');
    expect(client.state.router.view).toBe('Account');
  });

  it('without a connected wallet only selects the network, and closes when Networks was the first view', async () => {
    const { client, wallet } = setup();
    await render(client);
    await run(() => client.controllers.modal.open({ view: 'Networks' }));
    wallet.mode = 'pending';

    await run(() => networkButton('Base').click());
    expect(wallet.pendingRequests).toEqual([]);
    expect(client.state.chains.activeCaipNetwork?.caipNetworkId).toBe('eip155:8453');
    expect(client.state.modal.open).toBe(false);
  });

  it('moves between the networks with the arrow keys, Home and End', async () => {
    const { client } = setup({ solana: true });
    await render(client);
    await run(() => client.controllers.modal.open({ view: 'Networks' }));
    const focused = () => shadow().activeElement?.querySelector('.wd-list-item-name')?.textContent;

    networkButton('Ethereum').focus();
    await press('ArrowDown');
    expect(focused()).toBe('Base');
    await press('ArrowRight');
    expect(focused()).toBe('Sepolia');
    await press('ArrowDown'); // across the namespace groups
    expect(focused()).toBe('Solana');
    await press('ArrowDown'); // wraps
    expect(focused()).toBe('Ethereum');
    await press('ArrowUp');
    expect(focused()).toBe('Solana');
    await press('Home');
    expect(focused()).toBe('Ethereum');
    await press('End');
    expect(focused()).toBe('Solana');
    await press('ArrowLeft');
    expect(focused()).toBe('Sepolia');
  });
});
