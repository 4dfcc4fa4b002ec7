import { ConnectorError, MESSAGES, mainnet, type WalletDockClient } from '@walletdock/core';
import {
  createFakeAdapter,
  createFakeWallet,
  type FakeWallet,
  type FakeWalletMode,
} from '@walletdock/core/testing';
import { describe, expect, it } from 'vitest';
import {
  buttonNamed,
  makeTestClient,
  renderAndMount,
  run,
  settle,
  shadow,
} from '../../test-utils/modal-harness.js';
import ConnectingExternalView from './connecting-external-view.js';

// ─── Helpers: a real client over the fake adapter, the modal in StrictMode (test-utils/modal-harness) ───

function makeClient(wallets: readonly FakeWallet[]): WalletDockClient {
  return makeTestClient({
    networks: [mainnet],
    adapters: [createFakeAdapter({ namespace: 'eip155', networks: [mainnet], wallets: [...wallets] })],
  });
}

async function renderModal(
  client: WalletDockClient,
  open: Parameters<WalletDockClient['controllers']['modal']['open']>[0],
): Promise<void> {
  await renderAndMount(client, { ConnectingExternal: ConnectingExternalView }, { strict: true });
  await run(() => client.controllers.modal.open(open));
}

// ─── Tests ───

const ALICE = '0xA11cE00000000000000000000000000000000001';

async function setup(mode: FakeWalletMode, data: Record<string, unknown> = {}) {
  const wallet = createFakeWallet({ id: 'io.alice', name: 'Alice Wallet', accounts: [ALICE], mode });
  const client = makeClient([wallet]);
  await renderModal(client, {
    view: 'ConnectingExternal',
    data: { connectorId: 'io.alice', namespace: 'eip155', title: 'Alice Wallet', ...data },
  });
  await settle();
  return { wallet, client };
}

const status = () => shadow().querySelector('[role="status"].wd-cx-status');

describe('ConnectingExternal view', () => {
  it('asks the wallet once (also in StrictMode), then closes the modal once the visitor approves', async () => {
    const { wallet, client } = await setup('pending');

    expect(status()?.textContent).toContain('Continue in Alice Wallet');
    expect(status()?.textContent).toContain('Accept the connection request in your wallet');
    expect(shadow().querySelector('.wd-title')?.textContent).toBe('Alice Wallet');
    expect(wallet.pendingRequests.map((request) => request.method)).toEqual(['connect']);
    expect(buttonNamed('Try again')).toBeUndefined();

    await run(() => wallet.approve());
    await settle();

    expect(client.state.chains.namespaces.eip155?.account.address).toBe(ALICE);
    expect(client.controllers.connection.status('eip155')).toBe('connected');
    expect(client.state.modal.open).toBe(false);
  });

  it('shows "Connection declined" when the visitor rejects, and connects on "Try again"', async () => {
    const { wallet, client } = await setup('reject');

    const title = status()?.querySelector('.wd-cx-title');
    expect(title?.textContent).toBe('Connection declined');
    expect(title?.classList.contains('wd-text-error')).toBe(true);
    // One message: a hint that fits a rejection, and no toast repeating the heading.
    expect(status()?.querySelector('.wd-cx-hint')?.textContent).toBe(
      'You rejected the request in your wallet. Try again?',
    );
    expect(client.state.toast.open).toBe(false);
    expect(shadow().querySelector('.wd-toast')).toBeNull();
    expect(status()?.getAttribute('aria-live')).toBe('polite');
    expect(client.controllers.connection.status('eip155')).toBe('disconnected');
    expect(client.state.modal.open).toBe(true);

    wallet.mode = 'pending';
    await run(() => buttonNamed('Try again')?.click());
    expect(status()?.textContent).toContain('Continue in Alice Wallet');
    expect(buttonNamed('Try again')).toBeUndefined();
    expect(wallet.pendingRequests).toHaveLength(1);

    await run(() => wallet.approve());
    await settle();
    expect(client.controllers.connection.status('eip155')).toBe('connected');
    expect(client.state.modal.open).toBe(false);
  });

  it('shows "Connection failed" with the error message for another failure, and retries', async () => {
    const wallet = createFakeWallet({ id: 'io.alice', name: 'Alice Wallet', accounts: [ALICE] });
    wallet.failNext('connect', new ConnectorError(MESSAGES.chainNotConfigured));
    const client = makeClient([wallet]);
    await renderModal(client, {
      view: 'ConnectingExternal',
      data: { connectorId: 'io.alice', namespace: 'eip155', title: 'Alice Wallet' },
    });
    await settle();

    expect(status()?.querySelector('.wd-cx-title')?.textContent).toBe('Connection failed');
    expect(status()?.querySelector('.wd-cx-hint')?.textContent).toBe(MESSAGES.chainNotConfigured);

    await run(() => buttonNamed('Try again')?.click());
    await settle();
    expect(client.controllers.connection.status('eip155')).toBe('connected');
    expect(client.state.modal.open).toBe(false);
  });

  it('says a previous request is still open only when the wallet answers -32002', async () => {
    const wallet = createFakeWallet({ id: 'io.alice', name: 'Alice Wallet', accounts: [ALICE] });
    wallet.failNext('connect', Object.assign(new Error('Request already pending'), { code: -32002 }));
    const client = makeClient([wallet]);
    await renderModal(client, {
      view: 'ConnectingExternal',
      data: { connectorId: 'io.alice', namespace: 'eip155', title: 'Alice Wallet' },
    });
    await settle();

    expect(status()?.querySelector('.wd-cx-title')?.textContent).toBe('Connection failed');
    expect(status()?.querySelector('.wd-cx-hint')?.textContent).toBe(
      'A previous request is still open in your wallet. Answer it there, then try again.',
    );
  });

  it('says the wallet is not installed when its connector is gone, and asks nothing', async () => {
    const { wallet, client } = await setup('pending', { connectorId: 'io.ghost', title: 'Ghost Wallet' });

    expect(status()?.textContent).toBe('Ghost Wallet is not installed');
    expect(wallet.pendingRequests).toEqual([]);
    expect(client.controllers.connection.status('eip155')).toBe('disconnected');
  });
});
