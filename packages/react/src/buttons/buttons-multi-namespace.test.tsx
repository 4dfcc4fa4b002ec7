import { createWalletDock, memoryStorage } from '@walletdock/core';
import { createFakeAdapter, createFakeNetwork, createFakeWallet } from '@walletdock/core/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WalletDockProvider } from '../provider/walletdock-provider.js';
import { AccountButton } from './account-button.js';
import { NetworkButton } from './network-button.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' });
const solana = createFakeNetwork({
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  symbol: 'SOL',
});
const EVM_ADDRESS = '0xa11ce00000000000000000000000000000000001';
const SOL_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

let root: Root | undefined;
let container: HTMLElement | undefined;

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
});

async function setup() {
  const evmWallet = createFakeWallet({ id: 'io.example.evm', name: 'EVM Wallet', accounts: [EVM_ADDRESS] });
  const solanaWallet = createFakeWallet({ id: 'Sol Wallet', name: 'Sol Wallet', accounts: [SOL_ADDRESS] });
  const client = createWalletDock({
    projectId: 'test',
    networks: [mainnet, solana],
    adapters: [
      createFakeAdapter({ namespace: 'eip155', networks: [mainnet], wallets: [evmWallet] }),
      createFakeAdapter({ namespace: 'solana', networks: [solana], wallets: [solanaWallet] }),
    ],
    storage: memoryStorage(),
    logger: { debug() {}, warn() {}, error() {} },
  });
  container = document.createElement('div');
  document.body.append(container);
  const target = createRoot(container);
  root = target;
  await act(async () =>
    target.render(
      <WalletDockProvider client={client}>
        <AccountButton balance="hide" />
        <NetworkButton />
      </WalletDockProvider>,
    ),
  );
  await act(() => client.mount());
  return { client, solanaWallet, view: container };
}

describe('AccountButton and NetworkButton follow the active namespace', () => {
  it('show the active namespace, switch with it, and keep EVM after Solana disconnects', async () => {
    const { client, solanaWallet, view } = await setup();
    const { connection, chains } = client.controllers;
    const account = () => view.querySelector<HTMLButtonElement>('.wd-button--account');
    const network = () => view.querySelector<HTMLButtonElement>('.wd-button--network');

    await act(() => connection.connect({ namespace: 'eip155', connectorId: 'io.example.evm' }));
    expect(account()?.getAttribute('data-address')).toBe(EVM_ADDRESS);
    expect(network()?.textContent).toBe('Ethereum');

    await act(() => connection.connect({ namespace: 'solana', connectorId: 'Sol Wallet' }));
    expect(account()?.getAttribute('data-address')).toBe(SOL_ADDRESS);
    expect(network()?.textContent).toBe('Solana');

    await act(async () => chains.setActiveNamespace('eip155'));
    expect(account()?.getAttribute('data-address')).toBe(EVM_ADDRESS);
    expect(network()?.textContent).toBe('Ethereum');

    await act(async () => chains.setActiveNamespace('solana'));
    await act(async () => solanaWallet.disconnect());
    expect(account()?.getAttribute('data-address')).toBe(EVM_ADDRESS);
    expect(network()?.textContent).toBe('Ethereum');
  });

  it('opening the modal for Solana to connect it keeps showing the EVM account', async () => {
    const { client, view } = await setup();
    await act(() =>
      client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.example.evm' }),
    );
    await act(() => client.controllers.modal.open({ namespace: 'solana' }));
    await act(() => client.controllers.modal.close());
    expect(view.querySelector<HTMLButtonElement>('.wd-button--account')?.getAttribute('data-address')).toBe(
      EVM_ADDRESS,
    );
  });
});
