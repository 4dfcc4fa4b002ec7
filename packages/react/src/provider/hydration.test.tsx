import { base, createWalletDock, mainnet, memoryStorage, type StorageBackend } from '@walletdock/core';
import { createFakeAdapter, createFakeWallet, type FakeWallet } from '@walletdock/core/testing';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountButton } from '../buttons/account-button.js';
import { ConnectButton } from '../buttons/connect-button.js';
import { NetworkButton } from '../buttons/network-button.js';
import { WalletDockProvider } from './walletdock-provider.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const ALICE = '0x1111111111111111111111111111111111112222';

function createClient(storage: StorageBackend, wallet: FakeWallet) {
  return createWalletDock({
    projectId: 'test',
    networks: [mainnet, base],
    adapters: [createFakeAdapter({ networks: [mainnet, base], wallets: [wallet] })],
    storage,
    logger: { debug() {}, warn() {}, error() {} },
  });
}

function App({ client }: { client: ReturnType<typeof createClient> }) {
  return (
    <WalletDockProvider client={client}>
      <ConnectButton />
      <AccountButton balance="hide" />
      <NetworkButton />
    </WalletDockProvider>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  vi.restoreAllMocks();
});

describe('hydration', () => {
  it('hydrates server HTML without a warning when storage holds a last-used network and a connection', async () => {
    const wallet = createFakeWallet({ id: 'io.example.wallet', name: 'Example Wallet', accounts: [ALICE] });
    // A previous visit: connected, then switched to Base.
    const browserStorage = memoryStorage();
    const previous = createClient(browserStorage, wallet);
    await previous.mount();
    await previous.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.example.wallet' });
    await previous.controllers.chains.switchNetwork(base);
    previous.destroy();

    const html = renderToString(<App client={createClient(memoryStorage(), wallet)} />);
    expect(html).toContain('Ethereum');

    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    const client = createClient(browserStorage, wallet);
    const target = container;
    await act(async () => {
      root = hydrateRoot(target, <App client={client} />, { onRecoverableError });
    });
    await act(() => client.mount());

    expect(consoleError).not.toHaveBeenCalled();
    expect(onRecoverableError).not.toHaveBeenCalled();
    // After mount the stored state shows: the restored account on the stored network.
    expect(container.querySelector('.wd-button--network')?.textContent).toBe('Base');
    expect(container.querySelector('.wd-button--account .wd-button__name')?.textContent).toBe('0x1111…2222');
  });
});
