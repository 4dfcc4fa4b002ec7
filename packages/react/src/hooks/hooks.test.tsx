import {
  base,
  createWalletDock,
  mainnet,
  memoryStorage,
  optimism,
  type WalletDockClient,
} from '@walletdock/core';
import { createFakeAdapter, createFakeWallet } from '@walletdock/core/testing';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WalletDockProvider } from '../provider/walletdock-provider.js';
import { type UseAccountResult, useAccount, useProvider, useWalletInfo } from './use-account.js';
import { useEvents } from './use-events.js';
import { useModalState } from './use-modal-state.js';
import { useNetwork } from './use-network.js';
import { useTheme } from './use-theme.js';
import { useDisconnect, useWalletDock } from './use-walletdock.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const ALICE = '0x1111111111111111111111111111111111111111';

function setup() {
  const wallet = createFakeWallet({ id: 'io.example.wallet', name: 'Example Wallet', accounts: [ALICE] });
  const client = createWalletDock({
    projectId: 'test',
    networks: [mainnet, base],
    adapters: [createFakeAdapter({ networks: [mainnet, base, optimism], wallets: [wallet] })],
    storage: memoryStorage(),
    logger: { debug() {}, warn() {}, error() {} },
  });
  return { client, wallet };
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
});

type HookResult<T> = { current: T | undefined; renders: number };

/** Calls `hook` on every render and records its value. */
function Probe<T>({ hook, result }: { hook: () => T; result: HookResult<T> }): ReactNode {
  result.current = hook();
  result.renders += 1;
  return null;
}

/** Uses a hook outside any provider. */
function Orphan(): ReactNode {
  useAccount();
  return null;
}

/** Renders `hook` inside a provider for `client`; `result.current` is its latest value. */
async function renderHook<T>(client: WalletDockClient, hook: () => T) {
  const result: HookResult<T> = { current: undefined, renders: 0 };
  container = document.createElement('div');
  document.body.append(container);
  const target = createRoot(container);
  root = target;
  await act(async () => {
    target.render(
      <WalletDockProvider client={client}>
        <Probe hook={hook} result={result} />
      </WalletDockProvider>,
    );
  });
  await act(() => client.mount());
  return result as { current: T; renders: number };
}

/** Runs a core action and lets the batched notification reach React. */
async function run(action: () => unknown): Promise<void> {
  await act(async () => {
    await action();
  });
}

describe('hooks', () => {
  it('useAccount shows the address once a wallet connects through core', async () => {
    const { client } = setup();
    const account = await renderHook(client, () => useAccount());
    expect(account.current).toMatchObject({ address: undefined, isConnected: false, status: 'disconnected' });
    await run(() =>
      client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.example.wallet' }),
    );
    expect(account.current).toMatchObject({
      address: ALICE,
      caipAddress: `eip155:1:${ALICE}`,
      isConnected: true,
      status: 'connected',
      connectorId: 'io.example.wallet',
    });
  });

  it('useAccount keeps the same result object while unrelated state changes', async () => {
    const { client } = setup();
    const account = await renderHook(client, () => useAccount({ namespace: 'eip155' }));
    const before: UseAccountResult = account.current;
    await run(() => client.controllers.modal.open());
    await run(() => client.controllers.toast.showSuccess('Copied'));
    expect(account.current).toBe(before);
  });

  it('useNetwork follows a network switch and switches through core', async () => {
    const { client } = setup();
    const network = await renderHook(client, () => useNetwork());
    expect(network.current).toMatchObject({ caipNetworkId: 'eip155:1', chainId: 1 });
    await run(() => network.current.switchNetwork('eip155:8453'));
    expect(network.current).toMatchObject({ caipNetworkId: 'eip155:8453', chainId: 8453 });
    expect(network.current.caipNetwork?.name).toBe('Base');
  });

  it('useWalletDock opens and closes the modal, and useModalState reports it', async () => {
    const { client } = setup();
    const hooks = await renderHook(client, () => ({ dock: useWalletDock(), modal: useModalState() }));
    expect(hooks.current.modal).toEqual({ open: false, loading: false, view: 'Connect' });
    await run(() => hooks.current.dock.open({ view: 'AllWallets' }));
    expect(hooks.current.modal).toEqual({ open: true, loading: false, view: 'AllWallets' });
    await run(() => hooks.current.dock.close());
    expect(hooks.current.modal.open).toBe(false);
  });

  it('useWalletDock and useDisconnect return stable functions across renders', async () => {
    const { client } = setup();
    const hooks = await renderHook(client, () => ({ dock: useWalletDock(), off: useDisconnect() }));
    const { dock, off } = hooks.current;
    await run(() => client.controllers.modal.open());
    expect(hooks.current.dock).toBe(dock);
    expect(hooks.current.off).toBe(off);
  });

  it('useTheme reads and sets the theme through core', async () => {
    const { client } = setup();
    const theme = await renderHook(client, () => useTheme());
    await run(() => theme.current.setThemeMode('light'));
    expect(theme.current.themeMode).toBe('light');
    await run(() => theme.current.setThemeVariables({ accent: '#0a7' }));
    expect(theme.current.themeVariables).toEqual({ accent: '#0a7' });
    expect(client.state.theme.themeVariables.accent).toBe('#0a7');
  });

  it('useDisconnect disconnects the active namespace', async () => {
    const { client } = setup();
    const hooks = await renderHook(client, () => ({ account: useAccount(), off: useDisconnect() }));
    await run(() =>
      client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.example.wallet' }),
    );
    expect(hooks.current.account.isConnected).toBe(true);
    await run(() => hooks.current.off.disconnect());
    expect(hooks.current.account).toMatchObject({ address: undefined, isConnected: false });
  });

  it('useWalletInfo and useProvider report the connected wallet and its provider object', async () => {
    const { client, wallet } = setup();
    const hooks = await renderHook(client, () => ({
      info: useWalletInfo(),
      provider: useProvider('eip155'),
    }));
    expect(hooks.current.provider).toEqual({ provider: undefined, connectorId: undefined });
    await run(() =>
      client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.example.wallet' }),
    );
    expect(hooks.current.info.walletInfo?.name).toBe('Example Wallet');
    expect(hooks.current.provider.connectorId).toBe('io.example.wallet');
    expect(hooks.current.provider.provider).toBe(wallet);
  });

  it('useEvents reports the current toast, alert and route', async () => {
    const { client } = setup();
    const events = await renderHook(client, () => useEvents());
    await run(() => client.controllers.modal.open({ view: 'AllWallets' }));
    expect(events.current.route.view).toBe('AllWallets');
    // A toast shows inside the open modal (one raised while it is closed would reach nobody).
    await run(() => client.controllers.toast.showError('Something failed'));
    expect(events.current.toast).toMatchObject({ open: true, variant: 'error', message: 'Something failed' });
    expect(events.current.alert.open).toBe(false);
  });

  it('throws a clear error when used outside <WalletDockProvider>', () => {
    container = document.createElement('div');
    const target = createRoot(container);
    // React reports the render error to the window too; keep it out of the test output.
    const onError = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', onError);
    try {
      expect(() => act(() => target.render(<Orphan />))).toThrow('inside <WalletDockProvider');
    } finally {
      window.removeEventListener('error', onError);
      act(() => target.unmount());
    }
  });
});
