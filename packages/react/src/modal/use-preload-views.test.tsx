import { createWalletDock, memoryStorage, type View } from '@walletdock/core';
import { createFakeAdapter, createFakeNetwork } from '@walletdock/core/testing';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { idleHarness } from '../test-utils/idle-harness.js';
import { lazyView } from '../views/lazy-view.js';
import { usePreloadViews } from './use-preload-views.js';
import type { ModalViewRegistry } from './views.js';

// Idle-time work, run by a stubbed requestIdleCallback: `idle()` runs the callbacks waiting now.
const { idle, render } = idleHarness();

function counted() {
  const view = lazyView(async () => ({ default: () => null }));
  const preload = vi.spyOn(view, 'preload');
  return { view, preload };
}

const everyView = { isViewEnabled: () => true };

function Probe({
  shown,
  views,
  client = everyView,
}: {
  shown: boolean;
  views: ModalViewRegistry;
  client?: { isViewEnabled(view: View): boolean };
}) {
  usePreloadViews(shown, views, client);
  return null;
}

function EagerView() {
  return null;
}

describe('usePreloadViews', () => {
  it('loads the lazy views once shown, one per idle period, once', async () => {
    const a = counted();
    const b = counted();
    const views: ModalViewRegistry = { Account: a.view, Networks: b.view, Connect: EagerView };
    render(<Probe shown={false} views={views} />);
    idle();
    expect(a.preload).not.toHaveBeenCalled();

    render(<Probe shown views={views} />);
    expect(a.preload).not.toHaveBeenCalled();
    idle();
    expect([a.preload.mock.calls.length, b.preload.mock.calls.length]).toEqual([1, 0]);
    idle();
    expect([a.preload.mock.calls.length, b.preload.mock.calls.length]).toEqual([1, 1]);
    idle();
    await act(async () => {});

    render(<Probe shown={false} views={views} />);
    render(<Probe shown views={views} />);
    idle();
    idle();
    expect([a.preload.mock.calls.length, b.preload.mock.calls.length]).toEqual([1, 1]);
  });

  it('stops when the dialog is no longer shown', () => {
    const a = counted();
    render(<Probe shown views={{ Account: a.view }} />);
    render(<Probe shown={false} views={{ Account: a.view }} />);
    idle();
    expect(a.preload).not.toHaveBeenCalled();
  });

  it("never loads the views of a feature that is off (core's isViewEnabled)", () => {
    const network = createFakeNetwork({ caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' });
    const client = createWalletDock({
      projectId: 'test',
      networks: [network],
      adapters: [createFakeAdapter({ networks: [network], wallets: [] })],
      storage: memoryStorage(),
      features: { send: false },
      logger: { debug() {}, warn() {}, error() {} },
    });
    const send = counted();
    const receive = counted();
    render(<Probe shown views={{ WalletSend: send.view, WalletReceive: receive.view }} client={client} />);
    idle();
    idle();
    expect(send.preload).not.toHaveBeenCalled();
    expect(receive.preload).toHaveBeenCalledTimes(1);
  });
});
