import type { CaipNetwork, ChainNamespace, Features } from '@walletdock/core';
import { createFakeAdapter, createFakeNetwork, createFakeWallet } from '@walletdock/core/testing';
import { describe, expect, it } from 'vitest';
import type { ModalViewRegistry } from '../../modal/views.js';
import { makeTestClient, renderAndMount, run, settle, shadow } from '../../test-utils/modal-harness.js';
import { EVM_ADDRESS, mainnet, SOL_ADDRESS, solana } from '../../test-utils/multi-namespace.js';
import WalletReceiveView from '../receive/wallet-receive-view.js';
import WalletSendView from '../send/wallet-send-view.js';
import AccountView from './account-view.js';

const bitcoin = createFakeNetwork({
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  symbol: 'BTC',
});
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

const ALL_VIEWS: ModalViewRegistry = {
  Account: AccountView,
  WalletSend: WalletSendView,
  WalletReceive: WalletReceiveView,
};

const FIRST: Record<string, { network: CaipNetwork; address: string }> = {
  eip155: { network: mainnet, address: EVM_ADDRESS },
  solana: { network: solana, address: SOL_ADDRESS },
  bip122: { network: bitcoin, address: BTC_ADDRESS },
};

/** A client connected on `namespace` (core's fake adapter, which has `transfers`), the modal open on Account. */
async function openAccount({
  namespace = 'eip155',
  views = ALL_VIEWS,
  features = {},
}: {
  namespace?: ChainNamespace;
  views?: ModalViewRegistry;
  features?: Partial<Features>;
} = {}) {
  const { network, address } = FIRST[namespace] as { network: CaipNetwork; address: string };
  const wallet = createFakeWallet({ id: 'io.example.wallet', name: 'Example Wallet', accounts: [address] });
  const client = makeTestClient({
    networks: [network],
    adapters: [createFakeAdapter({ namespace, networks: [network], wallets: [wallet] })],
    features,
  });
  await renderAndMount(client, views, {
    inTheSameAct: () => client.controllers.connection.connect({ namespace, connectorId: wallet.id }),
  });
  await run(() => client.controllers.modal.open({ view: 'Account' }));
  await settle();
  return client;
}

const actionNames = () =>
  [...shadow().querySelectorAll<HTMLButtonElement>('ul[aria-label="Wallet actions"] button')].map(
    (button) => button.textContent,
  );

describe('the Account view’s wallet-feature buttons', () => {
  it('shows Receive then Send (spec §2 order: onramp, swaps, receive, send) where both views exist', async () => {
    await openAccount();
    expect(actionNames()).toEqual(['Receive', 'Send']);
  });

  it('follows a reordered walletFeaturesOrder', async () => {
    await openAccount({ features: { walletFeaturesOrder: ['send', 'receive'] } });
    expect(actionNames()).toEqual(['Send', 'Receive']);
  });

  it('leaves out a feature whose flag is off', async () => {
    await openAccount({ features: { send: false } });
    expect(actionNames()).toEqual(['Receive']);
  });

  it('leaves out a feature whose view the modal does not register', async () => {
    await openAccount({ views: { Account: AccountView, WalletReceive: WalletReceiveView } });
    expect(actionNames()).toEqual(['Receive']);
  });

  it('shows no row when no feature has a view (Buy and Swap have none yet)', async () => {
    await openAccount({ views: { Account: AccountView } });
    expect(shadow().querySelector('.wd-account-features')).toBeNull();
    // The Account view is still whole.
    expect(shadow().querySelectorAll('[role="tab"]').length).toBeGreaterThan(0);
  });

  it('offers Send on Solana too', async () => {
    await openAccount({ namespace: 'solana' });
    expect(actionNames()).toEqual(['Receive', 'Send']);
  });

  it('offers no Send on a namespace other than eip155 and solana (spec §5), Receive still', async () => {
    await openAccount({ namespace: 'bip122' });
    expect(actionNames()).toEqual(['Receive']);
  });

  it('opens the feature’s view', async () => {
    const client = await openAccount();
    const send = [...shadow().querySelectorAll<HTMLButtonElement>('.wd-account-feature')].find(
      (button) => button.textContent === 'Send',
    );
    await run(() => send?.click());
    await settle();
    expect(client.state.router.view).toBe('WalletSend');
    expect(shadow().querySelector('.wd-send')).not.toBeNull();
  });
});
