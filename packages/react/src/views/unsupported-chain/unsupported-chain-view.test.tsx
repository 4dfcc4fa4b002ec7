import { base, ConnectorError, mainnet, optimism } from '@walletdock/core';
import { createFakeAdapter, createFakeNetwork, createFakeWallet } from '@walletdock/core/testing';
import { describe, expect, it } from 'vitest';
import { makeTestClient, renderModal, runThenTick as run, shadow } from '../../test-utils/modal-harness.js';
import UnsupportedChainView from './unsupported-chain-view.js';

const ALICE = '0x1111111111111111111111111111111111112222';

/** A connected wallet that the visitor moved to OP Mainnet, which the app (Ethereum, Base) does not support. */
async function onUnsupportedNetwork() {
  const wallet = createFakeWallet({ id: 'io.example.wallet', name: 'Example Wallet', accounts: [ALICE] });
  const client = makeTestClient({
    networks: [mainnet, base],
    adapters: [createFakeAdapter({ networks: [mainnet, base, optimism], wallets: [wallet] })],
  });
  await renderModal(client, { UnsupportedChain: UnsupportedChainView }, { runner: run });
  await run(() => client.mount());
  await run(() => client.controllers.connection.connect({ namespace: 'eip155', connectorId: wallet.id }));
  await run(() => client.controllers.modal.close());
  await run(() => wallet.switchChain('eip155:10'));
  return { client, wallet };
}

function button(name: string): HTMLButtonElement {
  const found = [...shadow().querySelectorAll<HTMLButtonElement>('.wd-view button')].find(
    (candidate) => (candidate.querySelector('.wd-list-item-name') ?? candidate).textContent === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

describe('UnsupportedChain view', () => {
  it('explains the problem and lists the app’s networks to switch to', async () => {
    const { client } = await onUnsupportedNetwork();
    expect(client.state.modal.open).toBe(true);
    expect(shadow().querySelector('h2')?.textContent).toBe('Switch Network');
    const view = shadow().querySelector('.wd-view');
    expect(view?.textContent).toContain(
      'This app doesn’t support your current network. Switch to an available network to continue.',
    );
    const list = view?.querySelector('ul');
    expect(shadow().getElementById(list?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Available networks',
    );
    expect([...(list?.querySelectorAll('.wd-list-item-name') ?? [])].map((name) => name.textContent)).toEqual(
      ['Ethereum', 'Base'],
    );
    expect(view?.querySelector('[aria-current]')).toBeNull();
  });

  it('switches the wallet to a supported network and closes', async () => {
    const { client, wallet } = await onUnsupportedNetwork();
    await run(() => button('Base').click());
    expect(wallet.chainId).toBe('eip155:8453');
    expect(client.state.chains.activeCaipNetwork?.caipNetworkId).toBe('eip155:8453');
    expect(client.state.modal.open).toBe(false);
  });

  it('stays open when the visitor rejects the switch', async () => {
    const { client, wallet } = await onUnsupportedNetwork();
    wallet.mode = 'reject';
    await run(() => button('Base').click());
    expect(wallet.chainId).toBe('eip155:10');
    expect(client.state.modal.open).toBe(true);
    expect(client.state.router.view).toBe('UnsupportedChain');
  });

  it('disconnects and closes', async () => {
    const { client, wallet } = await onUnsupportedNetwork();
    await run(() => button('Disconnect').click());
    expect(wallet.authorized).toBe(false);
    expect(client.controllers.chains.activeAddress()).toBeUndefined();
    expect(client.state.modal.open).toBe(false);
  });

  it('stays, with Disconnect usable again, when disconnecting fails', async () => {
    const { client, wallet } = await onUnsupportedNetwork();
    wallet.failNext('disconnect', new ConnectorError('The extension crashed'));
    await run(() => button('Disconnect').click());
    expect(client.state.modal.open).toBe(true);
    expect(client.state.toast.message).toBe('Failed to disconnect');
    expect(button('Disconnect').disabled).toBe(false);
  });
});

describe('UnsupportedChain view for newcomers', () => {
  const SOLANA = createFakeNetwork({
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    symbol: 'SOL',
  });

  /**
   * An EVM wallet (connected; with a Solana wallet connected too when `withSolana`) moved to Ethereum, which the
   * app (Base, and Solana) does not configure.
   */
  async function evmWalletOnEthereum(withSolana = false) {
    const wallet = createFakeWallet({ id: 'io.example.wallet', name: 'Example Wallet', accounts: [ALICE] });
    const solanaWallet = createFakeWallet({
      id: 'app.phantom',
      name: 'Phantom',
      accounts: ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'],
    });
    const client = makeTestClient({
      networks: [base, SOLANA],
      adapters: [
        createFakeAdapter({ networks: [base], wallets: [wallet] }),
        createFakeAdapter({ namespace: 'solana', networks: [SOLANA], wallets: [solanaWallet] }),
      ],
    });
    await renderModal(client, { UnsupportedChain: UnsupportedChainView }, { runner: run });
    await run(() => client.mount());
    if (withSolana) {
      await run(() =>
        client.controllers.connection.connect({ namespace: 'solana', connectorId: solanaWallet.id }),
      );
    }
    await run(() => client.controllers.connection.connect({ namespace: 'eip155', connectorId: wallet.id }));
    await run(() => client.controllers.modal.close());
    await run(() => wallet.switchChain('eip155:1'));
    return { client, wallet };
  }

  it('names the wallet’s network for people, never by its raw CAIP-2 id', async () => {
    const { client } = await evmWalletOnEthereum();
    expect(client.state.router.view).toBe('UnsupportedChain');
    const view = shadow().querySelector('.wd-view');
    expect(view?.textContent).toContain('Your wallet is on Ethereum');
    expect(view?.textContent).not.toContain('eip155:1');
  });

  it.each([
    ['alone', false],
    ['with a Solana wallet connected too', true],
  ])('offers only the networks the EVM wallet can switch to, no Solana (%s)', async (_case, withSolana) => {
    const { client } = await evmWalletOnEthereum(withSolana);
    expect(client.state.router.view).toBe('UnsupportedChain');
    const names = [...shadow().querySelectorAll('.wd-view .wd-list-item-name')].map(
      (name) => name.textContent,
    );
    expect(names).toEqual(['Base']);
    expect(shadow().querySelector('.wd-view')?.textContent).not.toContain('Solana');
  });
});
