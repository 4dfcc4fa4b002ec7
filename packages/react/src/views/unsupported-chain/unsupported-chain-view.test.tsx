import {
  base,
  ConnectorError,
  createWalletDock,
  mainnet,
  memoryStorage,
  optimism,
  type WalletDockClient,
} from '@walletdock/core';
import { createFakeAdapter, createFakeWallet } from '@walletdock/core/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MODAL_HOST_ATTRIBUTE, WalletDockModal } from '../../modal/walletdock-modal.js';
import UnsupportedChainView from './unsupported-chain-view.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const ALICE = '0x1111111111111111111111111111111111112222';

let root: Root | undefined;
let container: HTMLElement | undefined;
const clients: WalletDockClient[] = [];

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  for (const client of clients.splice(0)) client.destroy();
  document.body.replaceChildren();
});

async function run(action: () => unknown): Promise<void> {
  await act(async () => {
    await action();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** A connected wallet that the visitor moved to OP Mainnet, which the app (Ethereum, Base) does not support. */
async function onUnsupportedNetwork() {
  const wallet = createFakeWallet({ id: 'io.example.wallet', name: 'Example Wallet', accounts: [ALICE] });
  const client = createWalletDock({
    projectId: 'test',
    networks: [mainnet, base],
    adapters: [createFakeAdapter({ networks: [mainnet, base, optimism], wallets: [wallet] })],
    storage: memoryStorage(),
    platform: { mobile: false },
    logger: { debug() {}, warn() {}, error() {} },
  });
  clients.push(client);
  container = document.createElement('div');
  document.body.append(container);
  const target = createRoot(container);
  root = target;
  await run(() =>
    target.render(<WalletDockModal client={client} views={{ UnsupportedChain: UnsupportedChainView }} />),
  );
  await run(() => client.mount());
  await run(() => client.controllers.connection.connect({ namespace: 'eip155', connectorId: wallet.id }));
  await run(() => client.controllers.modal.close());
  await run(() => wallet.switchChain('eip155:10'));
  return { client, wallet };
}

function shadow(): ShadowRoot {
  const shadowRoot = document.body.querySelector(`[${MODAL_HOST_ATTRIBUTE}]`)?.shadowRoot;
  if (!shadowRoot) throw new Error('no modal');
  return shadowRoot;
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
