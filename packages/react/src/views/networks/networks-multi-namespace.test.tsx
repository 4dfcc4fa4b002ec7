import { createWalletDock, memoryStorage, type WalletDockClient } from '@walletdock/core';
import {
  createFakeAdapter,
  createFakeNetwork,
  createFakeWallet,
  type FakeWallet,
} from '@walletdock/core/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ModalViewRegistry } from '../../modal/views.js';
import { MODAL_HOST_ATTRIBUTE, WalletDockModal } from '../../modal/walletdock-modal.js';
import AccountView from '../account/account-view.js';
import ConnectView from '../connect/connect-view.js';
import NetworksView from './networks-view.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' });
const base = createFakeNetwork({ caipNetworkId: 'eip155:8453', name: 'Base', symbol: 'ETH' });
const solana = createFakeNetwork({
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  symbol: 'SOL',
});
const devnet = createFakeNetwork({
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  symbol: 'SOL',
});
const EVM_ADDRESS = '0xa11ce00000000000000000000000000000000001';
const SOL_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

const VIEWS: ModalViewRegistry = { Connect: ConnectView, Account: AccountView, Networks: NetworksView };

let mounted: { root: Root; container: HTMLElement; client: WalletDockClient } | undefined;

afterEach(() => {
  if (mounted) {
    const { root, container, client } = mounted;
    act(() => root.unmount());
    container.remove();
    client.destroy();
    mounted = undefined;
  }
  document.body.replaceChildren();
});

async function run(action: () => unknown): Promise<void> {
  await act(async () => {
    await action();
  });
}

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await run(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function shadow(): ShadowRoot {
  const shadowRoot = document.body.querySelector(`[${MODAL_HOST_ATTRIBUTE}]`)?.shadowRoot;
  if (!shadowRoot) throw new Error('no modal shadow root');
  return shadowRoot;
}

/** EVM connected (and Solana too with `both`), the modal open on Networks above Account. */
async function setup({ both }: { both: boolean }) {
  const evmWallet = createFakeWallet({ id: 'io.example.evm', name: 'EVM Wallet', accounts: [EVM_ADDRESS] });
  const solanaWallet: FakeWallet = createFakeWallet({
    id: 'Sol Wallet',
    name: 'Sol Wallet',
    accounts: [SOL_ADDRESS],
  });
  const client = createWalletDock({
    projectId: 'test',
    networks: [mainnet, base, solana, devnet],
    adapters: [
      createFakeAdapter({ namespace: 'eip155', networks: [mainnet, base], wallets: [evmWallet] }),
      createFakeAdapter({ namespace: 'solana', networks: [solana, devnet], wallets: [solanaWallet] }),
    ],
    storage: memoryStorage(),
    platform: { mobile: false },
    logger: { debug() {}, warn() {}, error() {} },
  });
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted = { root, container, client };
  await run(async () => {
    root.render(<WalletDockModal client={client} views={VIEWS} />);
    await client.mount();
    if (both) {
      await client.controllers.connection.connect({ namespace: 'solana', connectorId: solanaWallet.id });
    }
    await client.controllers.connection.connect({ namespace: 'eip155', connectorId: evmWallet.id });
  });
  await run(() => client.controllers.modal.open());
  await run(() => client.controllers.router.push('Networks'));
  await settle();
  return { client, evmWallet, solanaWallet };
}

const choose = async (caipNetworkId: string) => {
  await run(() => shadow().querySelector<HTMLButtonElement>(`[data-network-id="${caipNetworkId}"]`)?.click());
  await settle();
};

describe('Networks view with EVM and Solana', () => {
  it('groups the networks by namespace and marks the active one', async () => {
    await setup({ both: true });
    const groups = [...shadow().querySelectorAll('.wd-networks-group-title')].map((h) => h.textContent);
    expect(groups).toEqual(['EVM', 'Solana']);
    expect(shadow().querySelector('[aria-current="true"]')?.getAttribute('data-network-id')).toBe('eip155:1');
  });

  it('choosing a network of the other connected namespace switches that wallet and makes it active', async () => {
    const { client, evmWallet, solanaWallet } = await setup({ both: true });
    await choose(devnet.caipNetworkId);
    expect(client.state.chains.activeNamespace).toBe('solana');
    expect(client.controllers.chains.activeCaipAddress()).toBe(`${devnet.caipNetworkId}:${SOL_ADDRESS}`);
    expect(solanaWallet.chainId).toBe(devnet.caipNetworkId);
    // The EVM wallet was not asked anything and keeps its network.
    expect(evmWallet.chainId).toBe('eip155:1');
    expect(client.controllers.chains.getNetwork('eip155')?.caipNetwork?.caipNetworkId).toBe('eip155:1');
    expect(client.state.router.view).toBe('Account');
    expect(shadow().querySelector('.wd-account-name')?.getAttribute('title')).toBe(SOL_ADDRESS);
  });

  it('choosing a Solana network with only EVM connected opens Connect for Solana; EVM stays connected', async () => {
    const { client } = await setup({ both: false });
    await choose(solana.caipNetworkId);
    expect(client.state.router.view).toBe('Connect');
    expect(client.state.modal.namespace).toBe('solana');
    const names = [
      ...shadow().querySelectorAll('.wd-list-item:not([data-wallet-id="allWallets"]) .wd-list-item-name'),
    ].map((name) => name.textContent);
    expect(names).toEqual(['Sol Wallet']);
    expect(client.controllers.connection.status('eip155')).toBe('connected');
    expect(client.controllers.chains.getAccount('eip155')?.address).toBe(EVM_ADDRESS);
  });
});
