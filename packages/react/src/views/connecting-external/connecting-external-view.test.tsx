import {
  ConnectorError,
  createWalletDock,
  MESSAGES,
  mainnet,
  memoryStorage,
  type WalletDockClient,
} from '@walletdock/core';
import {
  createFakeAdapter,
  createFakeWallet,
  type FakeWallet,
  type FakeWalletMode,
} from '@walletdock/core/testing';
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { MODAL_HOST_ATTRIBUTE, WalletDockModal } from '../../modal/walletdock-modal.js';
import ConnectingExternalView from './connecting-external-view.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

// ─── Helpers: a real client over the fake adapter, the modal in StrictMode, queries in its shadow root ───

const silentLogger = { debug() {}, warn() {}, error() {} };
const mountedNow: { root: Root; container: HTMLElement; client: WalletDockClient }[] = [];

function makeClient(wallets: readonly FakeWallet[]): WalletDockClient {
  return createWalletDock({
    projectId: 'test',
    networks: [mainnet],
    adapters: [createFakeAdapter({ namespace: 'eip155', networks: [mainnet], wallets: [...wallets] })],
    storage: memoryStorage(),
    platform: { mobile: false },
    logger: silentLogger,
  });
}

async function renderModal(
  client: WalletDockClient,
  open: Parameters<WalletDockClient['controllers']['modal']['open']>[0],
): Promise<void> {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mountedNow.push({ root, container, client });
  await act(async () => {
    root.render(
      <StrictMode>
        <WalletDockModal client={client} views={{ ConnectingExternal: ConnectingExternalView }} />
      </StrictMode>,
    );
    await client.mount();
  });
  await run(() => client.controllers.modal.open(open));
}

function cleanUp(): void {
  for (const { root, container, client } of mountedNow.splice(0)) {
    act(() => root.unmount());
    container.remove();
    client.destroy();
  }
  document.body.replaceChildren();
}

async function run(action: () => unknown): Promise<void> {
  await act(async () => {
    await action();
  });
}

/** Lets pending promises (the wallet answering) settle and React render their outcome. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await run(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function shadow(): ShadowRoot {
  const shadowRoot = document.body.querySelector(`[${MODAL_HOST_ATTRIBUTE}]`)?.shadowRoot;
  if (!shadowRoot) throw new Error('no modal shadow root');
  return shadowRoot;
}

function buttonNamed(name: string): HTMLButtonElement | undefined {
  return [...shadow().querySelectorAll<HTMLButtonElement>('button')].find(
    (candidate) => candidate.getAttribute('aria-label') === name || candidate.textContent === name,
  );
}

// ─── Tests ───

const ALICE = '0xA11cE00000000000000000000000000000000001';

afterEach(cleanUp);

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

  it('shows "Signature declined" when the visitor rejects, and connects on "Try again"', async () => {
    const { wallet, client } = await setup('reject');

    const title = status()?.querySelector('.wd-cx-title');
    expect(title?.textContent).toBe('Signature declined');
    expect(title?.classList.contains('wd-text-error')).toBe(true);
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

  it('shows "Connection declined" with the error message for another failure, and retries', async () => {
    const wallet = createFakeWallet({ id: 'io.alice', name: 'Alice Wallet', accounts: [ALICE] });
    wallet.failNext('connect', new ConnectorError(MESSAGES.chainNotConfigured));
    const client = makeClient([wallet]);
    await renderModal(client, {
      view: 'ConnectingExternal',
      data: { connectorId: 'io.alice', namespace: 'eip155', title: 'Alice Wallet' },
    });
    await settle();

    expect(status()?.querySelector('.wd-cx-title')?.textContent).toBe('Connection declined');
    expect(status()?.querySelector('.wd-cx-hint')?.textContent).toBe(MESSAGES.chainNotConfigured);

    await run(() => buttonNamed('Try again')?.click());
    await settle();
    expect(client.controllers.connection.status('eip155')).toBe('connected');
    expect(client.state.modal.open).toBe(false);
  });

  it('says the wallet is not installed when its connector is gone, and asks nothing', async () => {
    const { wallet, client } = await setup('pending', { connectorId: 'io.ghost', title: 'Ghost Wallet' });

    expect(status()?.textContent).toBe('Ghost Wallet is not installed');
    expect(wallet.pendingRequests).toEqual([]);
    expect(client.controllers.connection.status('eip155')).toBe('disconnected');
  });
});
