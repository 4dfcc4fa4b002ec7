import { createWalletDock, mainnet, type WalletDockClient } from '@walletdock/core';
import { createFakeAdapter } from '@walletdock/core/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ModalViewProps } from '../modal/views.js';
import { MODAL_HOST_ATTRIBUTE, WalletDockModal } from '../modal/walletdock-modal.js';
import { isLazyView, lazyView } from './lazy-view.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
const clients: WalletDockClient[] = [];

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  for (const client of clients.splice(0)) client.destroy();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function makeClient(): WalletDockClient {
  const client = createWalletDock({
    projectId: 'test-project',
    networks: [mainnet],
    adapters: [createFakeAdapter({ networks: [mainnet], wallets: [] })],
    platform: { mobile: false },
  });
  clients.push(client);
  return client;
}

const shadow = () => document.querySelector(`[${MODAL_HOST_ATTRIBUTE}]`)?.shadowRoot ?? null;
const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

function ConnectBody({ client }: ModalViewProps) {
  return <p className="body">Connect body for {client.options.projectId}</p>;
}

/** A chunk that arrives after `ms` (or fails), counting its loads. */
function chunk(ms: number, fail = false) {
  const loads = { count: 0 };
  const load = () => {
    loads.count++;
    return new Promise<{ default: typeof ConnectBody }>((resolve, reject) =>
      setTimeout(() => (fail ? reject(new Error('chunk failed')) : resolve({ default: ConnectBody })), ms),
    );
  };
  return { load, loads };
}

function render(client: WalletDockClient, views: Parameters<typeof WalletDockModal>[0]['views']) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<WalletDockModal client={client} views={views} />));
}

describe('lazyView', () => {
  it('loads once, then renders without suspending', async () => {
    const { load, loads } = chunk(5);
    const View = lazyView(load);
    expect(isLazyView(View)).toBe(true);
    expect(isLazyView(ConnectBody)).toBe(false);
    expect(View.loaded).toBe(false);
    await Promise.all([View.preload(), View.preload()]);
    expect(View.loaded).toBe(true);
    expect(loads.count).toBe(1);
  });

  it('the modal shows its first lazy view with its content, never a loading state', async () => {
    const client = makeClient();
    const { load } = chunk(40);
    render(client, { Connect: lazyView(load) });
    await act(() => client.controllers.modal.open());
    // The chunk is still on its way: the dialog waits instead of showing a spinner.
    expect(shadow()?.querySelector('[role="dialog"]')).toBeNull();
    await wait(60);
    expect(shadow()?.querySelector('[role="dialog"]')).not.toBeNull();
    expect(shadow()?.querySelector('.body')?.textContent).toBe('Connect body for test-project');
    expect(shadow()?.querySelector('.wd-view-loading')).toBeNull();
  });

  it('shows the dialog with a loading state when the chunk is slow, then the view', async () => {
    const client = makeClient();
    const { load } = chunk(450);
    render(client, { Connect: lazyView(load) });
    await act(() => client.controllers.modal.open());
    await wait(350);
    expect(shadow()?.querySelector('[role="dialog"]')).not.toBeNull();
    expect(shadow()?.querySelector('.wd-view-loading')).not.toBeNull();
    await wait(500);
    expect(shadow()?.querySelector('.body')).not.toBeNull();
  });

  it('loads the other views while idle once the modal is shown', async () => {
    const client = makeClient();
    const first = chunk(1);
    const other = chunk(1);
    const Other = lazyView(other.load);
    render(client, { Connect: lazyView(first.load), AllWallets: Other });
    expect(other.loads.count).toBe(0);
    await act(() => client.controllers.modal.open());
    await vi.waitFor(() => expect(Other.loaded).toBe(true), { timeout: 3000 });
  });

  it('a chunk that fails shows "Something went wrong" in the dialog, and "Try again" loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = makeClient();
    const failing = chunk(1, true);
    render(client, { Connect: lazyView(failing.load) });
    await act(() => client.controllers.modal.open());
    await wait(50);
    const alert = shadow()?.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Something went wrong');
    const retry = [...(shadow()?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Try again',
    );
    expect(retry).toBeDefined();
    await act(async () => retry?.click());
    await wait(50);
    expect(failing.loads.count).toBeGreaterThanOrEqual(2);
    expect(shadow()?.querySelector('[role="alert"]')?.textContent).toContain('Something went wrong');
  });
});
