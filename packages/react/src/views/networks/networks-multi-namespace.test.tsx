import { createFakeAdapter, createFakeWallet, type FakeWallet } from '@walletdock/core/testing';
import { describe, expect, it } from 'vitest';
import type { ModalViewRegistry } from '../../modal/views.js';
import { makeTestClient, renderAndMount, run, settle, shadow } from '../../test-utils/modal-harness.js';
import { base, devnet, EVM_ADDRESS, mainnet, SOL_ADDRESS, solana } from '../../test-utils/multi-namespace.js';
import AccountView from '../account/account-view.js';
import ConnectView from '../connect/connect-view.js';
import NetworksView from './networks-view.js';

const VIEWS: ModalViewRegistry = { Connect: ConnectView, Account: AccountView, Networks: NetworksView };

/** EVM connected (and Solana too with `both`), the modal open on Networks above Account. */
async function setup({ both }: { both: boolean }) {
  const evmWallet = createFakeWallet({ id: 'io.example.evm', name: 'EVM Wallet', accounts: [EVM_ADDRESS] });
  const solanaWallet: FakeWallet = createFakeWallet({
    id: 'Sol Wallet',
    name: 'Sol Wallet',
    accounts: [SOL_ADDRESS],
  });
  const client = makeTestClient({
    networks: [mainnet, base, solana, devnet],
    adapters: [
      createFakeAdapter({ namespace: 'eip155', networks: [mainnet, base], wallets: [evmWallet] }),
      createFakeAdapter({ namespace: 'solana', networks: [solana, devnet], wallets: [solanaWallet] }),
    ],
  });
  await renderAndMount(client, VIEWS, {
    inTheSameAct: async () => {
      if (both) {
        await client.controllers.connection.connect({ namespace: 'solana', connectorId: solanaWallet.id });
      }
      await client.controllers.connection.connect({ namespace: 'eip155', connectorId: evmWallet.id });
    },
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
