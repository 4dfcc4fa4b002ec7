import type { Connector, WalletDockClient } from '@walletdock/core';
import { createFakeAdapter, createFakeNetwork, createFakeWallet } from '@walletdock/core/testing';
import {
  createExampleWallet,
  type ExampleWallet,
  exampleAdapter,
  exampleMainnet,
  exampleTestnet,
  verifyExampleSignature,
} from '@walletdock/testing/example-adapter';
import { describe, expect, it } from 'vitest';
import type { ModalViewRegistry } from '../modal/views.js';
import {
  buttonNamed,
  makeTestClient,
  renderAndMount,
  run,
  settle,
  shadow,
  until,
} from '../test-utils/modal-harness.js';
import { EVM_ADDRESS, mainnet } from '../test-utils/multi-namespace.js';
import AccountView from './account/account-view.js';
import ConnectView from './connect/connect-view.js';
import ConnectingExternalView from './connecting-external/connecting-external-view.js';
import NamespacePickerView from './namespace-picker/namespace-picker-view.js';
import NetworksView from './networks/networks-view.js';

// Open namespaces, proved through the real modal: a sixth namespace ("example") whose adapter lives outside
// core (`@walletdock/testing/example-adapter`, written only against core's public entry) connects from the
// Connect view, signs with its in-process ed25519 wallet and lists its networks — with no change to core
// or to these views beyond namespaces being open.

const VIEWS: ModalViewRegistry = {
  Connect: ConnectView,
  ConnectingExternal: ConnectingExternalView,
  Account: AccountView,
  Networks: NetworksView,
  NamespacePicker: NamespacePickerView,
};

async function exampleOnly(): Promise<{ client: WalletDockClient; wallet: ExampleWallet }> {
  const wallet = createExampleWallet({
    name: 'Example Wallet',
    balances: { 'example:mainnet': 5_000_000_000n },
  });
  const client = makeTestClient({
    networks: [exampleMainnet, exampleTestnet],
    adapters: [exampleAdapter({ wallets: [wallet] })],
  });
  await renderAndMount(client, VIEWS, { strict: true });
  return { client, wallet };
}

const networkRows = () =>
  [...shadow().querySelectorAll<HTMLButtonElement>('[data-network-id]')].map((row) => ({
    id: row.getAttribute('data-network-id'),
    name: row.querySelector('.wd-list-item-name')?.textContent,
  }));
const groupHeadings = () =>
  [...shadow().querySelectorAll('.wd-networks-group-title')].map((heading) => heading.textContent);

describe('a sixth namespace through the modal', () => {
  it('lists the example wallet in Connect, connects it, and signs a message with a real signature', async () => {
    const { client, wallet } = await exampleOnly();
    await run(() => client.controllers.modal.open());
    await settle();
    expect(client.state.router.view).toBe('Connect');

    await run(() => buttonNamed('Example Wallet')?.click());
    await until(
      () => client.controllers.connection.status('example') === 'connected',
      'the example wallet to connect',
    );
    await settle();
    expect(wallet.authorized).toBe(true);
    expect(client.controllers.chains.activeCaipAddress()).toBe(`example:mainnet:${wallet.address}`);
    expect(client.state.modal.open).toBe(false);

    const message = 'WalletDock speaks any CAIP-2 namespace';
    const signature = await client.controllers.connection.signMessage({ message, namespace: 'example' });
    expect(wallet.signedMessages).toEqual([{ message, signature }]);
    expect(verifyExampleSignature({ address: wallet.address, message, signature })).toBe(true);
  });

  it("shows the connected account and lists the namespace's networks; choosing one switches the wallet", async () => {
    const { client, wallet } = await exampleOnly();
    await run(() => client.controllers.connection.connect({ namespace: 'example', connectorId: wallet.id }));
    await run(() => client.controllers.modal.open());
    await settle();
    expect(client.state.router.view).toBe('Account');
    expect(shadow().querySelector('.wd-account-name')?.getAttribute('title')).toBe(wallet.address);
    expect(shadow().querySelector('button.wd-account-pill')?.textContent).toBe('Example Mainnet');

    await run(() => client.controllers.router.push('Networks'));
    await settle();
    expect(networkRows()).toEqual([
      { id: 'example:mainnet', name: 'Example Mainnet' },
      { id: 'example:testnet', name: 'Example Testnet' },
    ]);
    expect(shadow().querySelector('[aria-current="true"]')?.getAttribute('data-network-id')).toBe(
      'example:mainnet',
    );

    await run(() =>
      shadow().querySelector<HTMLButtonElement>('[data-network-id="example:testnet"]')?.click(),
    );
    await settle();
    expect(wallet.chainId).toBe('example:testnet');
    expect(client.state.chains.activeCaipNetwork?.caipNetworkId).toBe('example:testnet');
  });

  it("names the namespace by its adapter's displayName beside EVM: network groups and the account switcher", async () => {
    const wallet = createExampleWallet();
    const evmWallet = createFakeWallet({ id: 'io.example.evm', name: 'EVM Wallet', accounts: [EVM_ADDRESS] });
    const client = makeTestClient({
      networks: [mainnet, exampleMainnet, exampleTestnet],
      adapters: [
        createFakeAdapter({ namespace: 'eip155', networks: [mainnet], wallets: [evmWallet] }),
        exampleAdapter({ wallets: [wallet], displayName: 'Example Chain' }),
      ],
    });
    await renderAndMount(client, VIEWS, {
      inTheSameAct: async () => {
        await client.controllers.connection.connect({ namespace: 'eip155', connectorId: evmWallet.id });
        await client.controllers.connection.connect({ namespace: 'example', connectorId: wallet.id });
      },
    });
    await run(() => client.controllers.modal.open());
    await settle();
    const segments = [...shadow().querySelectorAll('fieldset.wd-account-switcher button')].map(
      (segment) => segment.querySelector('.wd-account-segment-name')?.textContent,
    );
    expect(segments).toEqual(['EVM', 'Example Chain']);

    await run(() => client.controllers.router.push('Networks'));
    await settle();
    expect(groupHeadings()).toEqual(['EVM', 'Example Chain']);
    expect(networkRows().map((row) => row.id)).toEqual(['eip155:1', 'example:mainnet', 'example:testnet']);
  });

  it('names a namespace whose adapter gives no displayName by its CAIP-2 namespace, badge and all', async () => {
    const starknet = createFakeNetwork({
      caipNetworkId: 'starknet:SN_MAIN',
      name: 'Starknet',
      symbol: 'STRK',
    });
    const evmWallet = createFakeWallet({ id: 'io.multi', name: 'Multi Wallet', accounts: [EVM_ADDRESS] });
    const starknetWallet = createFakeWallet({ id: 'io.multi', name: 'Multi Wallet', accounts: ['0x5ta4'] });
    const client = makeTestClient({
      networks: [mainnet, starknet],
      adapters: [
        createFakeAdapter({ namespace: 'eip155', networks: [mainnet], wallets: [evmWallet] }),
        createFakeAdapter({ namespace: 'starknet', networks: [starknet], wallets: [starknetWallet] }),
      ],
    });
    await renderAndMount(client, VIEWS);
    await run(() => client.controllers.modal.open());
    await run(() => client.controllers.router.push('Networks'));
    await settle();
    expect(groupHeadings()).toEqual(['EVM', 'starknet']);

    const connectors = client.state.connectors.connectors.filter((c: Connector) => c.id === 'io.multi');
    // The wallet's row in Connect does this: core's connect action opens the picker for a multi-namespace wallet.
    await run(() => client.controllers.connection.connect({ connector: connectors }));
    await settle();
    const rows = [...shadow().querySelectorAll('.wd-nsp-list button')];
    expect(rows.map((row) => row.querySelector('.wd-list-item-name')?.textContent)).toEqual([
      'EVM networks',
      'starknet',
    ]);
    const badge = rows[1]?.querySelector<HTMLElement>('.wd-nsp-badge');
    expect(badge?.textContent).toBe('S');
    expect(badge?.style.background).not.toBe('');

    await run(() => (rows[1] as HTMLButtonElement).click());
    await until(
      () => client.controllers.connection.status('starknet') === 'connected',
      'starknet to connect',
    );
    expect(client.controllers.chains.getAccount('starknet')?.address).toBe('0x5ta4');
  });
});
