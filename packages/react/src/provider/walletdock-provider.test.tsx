import { createWalletDock, mainnet, memoryStorage } from '@walletdock/core';
import { createFakeAdapter, createFakeWallet } from '@walletdock/core/testing';
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WalletDockProvider } from './walletdock-provider.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const ALICE = '0x1111111111111111111111111111111111111111';

/** A client whose adapter counts its mounts and the event listeners attached to it. */
function setup() {
  const wallet = createFakeWallet({ id: 'io.example.wallet', name: 'Example Wallet', accounts: [ALICE] });
  const adapter = createFakeAdapter({ networks: [mainnet], wallets: [wallet] });
  const counts = { mounts: 0, unmounts: 0, listeners: 0 };
  const { mount, unmount, on } = adapter;
  adapter.mount = (context) => {
    counts.mounts += 1;
    return mount.call(adapter, context);
  };
  adapter.unmount = () => {
    counts.unmounts += 1;
    unmount.call(adapter);
  };
  adapter.on = ((event: Parameters<typeof on>[0], listener: Parameters<typeof on>[1]) => {
    counts.listeners += 1;
    const stop = on.call(adapter, event, listener);
    return () => {
      counts.listeners -= 1;
      stop();
    };
  }) as typeof on;
  const client = createWalletDock({
    projectId: 'test',
    networks: [mainnet],
    adapters: [adapter],
    storage: memoryStorage(),
    logger: { debug() {}, warn() {}, error() {} },
  });
  return { client, adapter, counts };
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

function render(element: React.ReactNode): HTMLElement {
  container = document.createElement('div');
  document.body.append(container);
  const target = createRoot(container);
  root = target;
  act(() => target.render(element));
  return container;
}

describe('WalletDockProvider', () => {
  it('renders its children and the modal slot', () => {
    const { client } = setup();
    const view = render(
      <WalletDockProvider client={client} modal={<aside>modal host</aside>}>
        <main>app</main>
      </WalletDockProvider>,
    );
    expect(view.innerHTML).toBe('<main>app</main><aside>modal host</aside>');
  });

  it('mounts the client after the first commit and unmounts it with the provider', async () => {
    const { client, adapter, counts } = setup();
    expect(adapter.mounted).toBe(false);
    render(<WalletDockProvider client={client} />);
    await act(() => client.mount());
    expect(adapter.mounted).toBe(true);
    expect(client.state.connectors.connectors.map((c) => c.name)).toEqual(['Example Wallet']);
    act(() => root?.unmount());
    root = undefined;
    expect(adapter.mounted).toBe(false);
    expect(counts.listeners).toBe(0);
  });

  it('attaches the adapters once under StrictMode, whose effects run twice', async () => {
    const strict = setup();
    render(
      <StrictMode>
        <WalletDockProvider client={strict.client} />
      </StrictMode>,
    );
    await act(() => strict.client.mount());
    expect(strict.adapter.mounted).toBe(true);
    expect(strict.counts.mounts - strict.counts.unmounts).toBe(1);
    const strictListeners = strict.counts.listeners;
    act(() => root?.unmount());
    expect(strict.counts.listeners).toBe(0);

    const plain = setup();
    render(<WalletDockProvider client={plain.client} />);
    await act(() => plain.client.mount());
    expect(strictListeners).toBeGreaterThan(0);
    expect(strictListeners).toBe(plain.counts.listeners);
  });

  it('moves from one client to another', async () => {
    const first = setup();
    const second = setup();
    render(<WalletDockProvider client={first.client} />);
    await act(() => first.client.mount());
    act(() => root?.render(<WalletDockProvider client={second.client} />));
    await act(() => second.client.mount());
    expect(first.adapter.mounted).toBe(false);
    expect(first.counts.listeners).toBe(0);
    expect(second.adapter.mounted).toBe(true);
  });
});
