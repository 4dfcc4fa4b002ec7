import { describe, expect, it, vi } from 'vitest';
import type { View } from '../router/views.js';
import { createTestClient, testLogger } from '../test-utils/test-client.js';
import { SHAKE_MS, TOAST_SWAP_MS } from './timing.js';
import type { ModalController, RouterController, TransactionAction } from './types.js';

type Payload = Readonly<Record<string, unknown>>;
/**
 * The router as a plain view stack. These tests check the stack's behaviour with arbitrary payloads, so they
 * opt out of the per-view data types (`ViewDataMap`, whose compile-time checks are in router/view-data.test.ts).
 */
type StackRouter = Omit<RouterController, 'push' | 'reset' | 'replace' | 'state'> & {
  readonly state: Omit<RouterController['state'], 'data'> & { data: Payload | undefined };
  push(view: View, data?: Payload): void;
  reset(view: View, data?: Payload): void;
  replace(view: View, data?: Payload): void;
};
type StackModal = Omit<ModalController, 'open'> & {
  open(options?: { view?: View; data?: Payload }): Promise<void>;
};
const untyped = (client: ReturnType<typeof createTestClient>) => ({
  router: client.controllers.router as unknown as StackRouter,
  modal: client.controllers.modal as unknown as StackModal,
});

function makeClient() {
  const logger = testLogger();
  const client = createTestClient({ logger });
  return { client, logger, ...untyped(client) };
}

/** Lets the promise callbacks of a fire-and-forget close run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('router', () => {
  it('starts at Connect with history [Connect] and no data', () => {
    const { router } = makeClient();
    expect(router.state).toEqual({
      view: 'Connect',
      history: ['Connect'],
      data: undefined,
      transactionStack: [],
    });
  });

  it('push shows the view with its data and adds it to the history', () => {
    const { router } = makeClient();
    router.push('AllWallets', { search: 'rain' });
    expect(router.state.view).toBe('AllWallets');
    expect(router.state.data).toEqual({ search: 'rain' });
    expect(router.state.history).toEqual(['Connect', 'AllWallets']);
  });

  it('pushing the view already shown does nothing (no duplicate entry, data unchanged)', () => {
    const { router } = makeClient();
    router.push('AllWallets', { page: 1 });
    router.push('AllWallets', { page: 2 });
    expect(router.state.history).toEqual(['Connect', 'AllWallets']);
    expect(router.state.data).toEqual({ page: 1 });
  });

  it('pushes a view that is in the history but not on top', () => {
    const { router } = makeClient();
    router.push('AllWallets');
    router.push('Connect');
    expect(router.state.history).toEqual(['Connect', 'AllWallets', 'Connect']);
  });

  it('reset starts a new history at the view', () => {
    const { router } = makeClient();
    router.push('AllWallets', { page: 3 });
    router.reset('Account', { tab: 'nfts' });
    expect(router.state).toMatchObject({ view: 'Account', history: ['Account'], data: { tab: 'nfts' } });
    router.reset('Connect');
    expect(router.state).toMatchObject({ view: 'Connect', history: ['Connect'], data: undefined });
  });

  it('replace swaps the top view and its data, keeping the history length', () => {
    const { router } = makeClient();
    router.push('RegisterAccountName', { name: 'alice' });
    router.replace('RegisterAccountNameSuccess', { name: 'alice.wd' });
    expect(router.state.history).toEqual(['Connect', 'RegisterAccountNameSuccess']);
    expect(router.state).toMatchObject({ view: 'RegisterAccountNameSuccess', data: { name: 'alice.wd' } });
    router.goBack();
    expect(router.state).toMatchObject({ view: 'Connect', history: ['Connect'] });
  });

  it("goBack restores the previous view's data", () => {
    const { router } = makeClient();
    router.reset('Account', { tab: 'activity' });
    router.push('Swap', { from: 'ETH', to: 'USDC' });
    router.push('ApproveTransaction');
    router.goBack();
    expect(router.state).toMatchObject({ view: 'Swap', data: { from: 'ETH', to: 'USDC' } });
    router.goBack();
    expect(router.state).toMatchObject({ view: 'Account', history: ['Account'], data: { tab: 'activity' } });
  });

  it('gives a view pushed after going back its own data', () => {
    const { router } = makeClient();
    router.push('AllWallets', { page: 1 });
    router.push('ConnectingSiwe', { nonce: 'a' });
    router.goBack();
    router.push('ConnectingFarcaster', { url: 'farcaster://x' });
    expect(router.state.data).toEqual({ url: 'farcaster://x' });
    router.goBack();
    expect(router.state).toMatchObject({ view: 'AllWallets', data: { page: 1 } });
    router.replace('Swap', { from: 'ETH' });
    router.push('ApproveTransaction', { id: 1 });
    router.goBackToIndex(1);
    expect(router.state).toMatchObject({ view: 'Swap', data: { from: 'ETH' } });
    router.push('Account');
    expect(router.state.data).toBeUndefined();
  });

  it('goBack from the first view closes the modal', async () => {
    const { router, modal } = makeClient();
    await modal.open({ view: 'AllWallets' });
    expect(router.state.history).toEqual(['AllWallets']);
    router.goBack();
    await settle();
    expect(modal.state.open).toBe(false);
    expect(router.state.history).toEqual(['AllWallets']);
  });

  it('goBack from a first ApproveTransaction view shakes instead of closing', async () => {
    vi.useFakeTimers();
    try {
      const { router, modal } = makeClient();
      await modal.open({ view: 'ApproveTransaction' });
      router.goBack();
      await vi.advanceTimersByTimeAsync(0);
      expect(modal.state).toMatchObject({ open: true, shake: true });
      await vi.advanceTimersByTimeAsync(SHAKE_MS);
      expect(modal.state.shake).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('goBackToIndex returns to that entry with its data and drops the later ones', () => {
    const { router } = makeClient();
    router.push('AllWallets', { page: 2 });
    router.push('ConnectingWalletConnectBasic', { wallet: 'rainbow' });
    router.push('ConnectingSiwe');
    router.goBackToIndex(1);
    expect(router.state).toMatchObject({
      view: 'AllWallets',
      history: ['Connect', 'AllWallets'],
      data: { page: 2 },
    });
    router.goBackToIndex(0);
    expect(router.state).toMatchObject({ view: 'Connect', history: ['Connect'], data: undefined });
  });

  it('goBackToIndex to the current index changes nothing', () => {
    const { router } = makeClient();
    router.push('AllWallets', { page: 2 });
    router.goBackToIndex(1);
    expect(router.state).toMatchObject({
      view: 'AllWallets',
      history: ['Connect', 'AllWallets'],
      data: { page: 2 },
    });
  });

  it.each([-1, 3, 4, 100, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0.5])(
    'goBackToIndex(%s) outside the history is ignored with a warning',
    (index) => {
      const { router, logger } = makeClient();
      router.push('AllWallets', { page: 2 });
      router.push('ConnectingSiwe');
      router.goBackToIndex(index);
      expect(router.state).toMatchObject({
        view: 'ConnectingSiwe',
        history: ['Connect', 'AllWallets', 'ConnectingSiwe'],
      });
      expect(logger.warn).toHaveBeenCalledOnce();
    },
  );

  it('keeps view data as given: a wallet provider in it is not wrapped or copied', () => {
    const { router, client } = makeClient();
    const provider = { request: vi.fn() };
    const data = { provider };
    router.push('ConnectingWalletConnectBasic', data);
    expect(router.state.data).toBe(data);
    expect((client.getSnapshot().router.data as { provider?: unknown } | undefined)?.provider).toBe(provider);
  });
});

describe('router transaction stack', () => {
  function onApproveView(action: TransactionAction) {
    const made = makeClient();
    made.router.reset('Account');
    made.router.push('Swap', { from: 'ETH' });
    made.router.pushTransactionStack(action);
    made.router.push('ApproveTransaction');
    return made;
  }

  it.each([
    ['success', 'onSuccess'],
    ['cancel', 'onCancel'],
    ['error', 'onError'],
  ] as const)('on %s runs only %s of the latest request', (outcome, callback) => {
    const action = { onSuccess: vi.fn(), onCancel: vi.fn(), onError: vi.fn() };
    const { router } = onApproveView(action);
    const error = new Error('rejected');
    router.popTransactionStack(outcome, error);
    for (const name of ['onSuccess', 'onCancel', 'onError'] as const) {
      expect(action[name]).toHaveBeenCalledTimes(name === callback ? 1 : 0);
    }
    if (outcome === 'error') expect(action.onError).toHaveBeenCalledWith(error);
    expect(router.state.transactionStack).toEqual([]);
  });

  it('goes back to the view before the request when the action names no view', () => {
    const { router } = onApproveView({});
    router.popTransactionStack('success');
    expect(router.state).toMatchObject({ view: 'Swap', history: ['Account', 'Swap'], data: { from: 'ETH' } });
  });

  it('pushes the return view the action names', () => {
    const { router } = onApproveView({ view: 'Account' });
    router.popTransactionStack('success');
    expect(router.state.history).toEqual(['Account', 'Swap', 'ApproveTransaction', 'Account']);
  });

  it('replaces the current view with the return view when asked', () => {
    const { router } = onApproveView({ view: 'RegisterAccountNameSuccess', replace: true });
    router.popTransactionStack('success');
    expect(router.state.history).toEqual(['Account', 'Swap', 'RegisterAccountNameSuccess']);
  });

  it('closes the modal, even from ApproveTransaction, when the return view is null', async () => {
    const { router, modal } = makeClient();
    await modal.open({ view: 'Swap' });
    router.pushTransactionStack({ view: null });
    router.push('ApproveTransaction');
    router.popTransactionStack('cancel');
    await settle();
    expect(modal.state.open).toBe(false);
    expect(router.state.transactionStack).toEqual([]);
  });

  it('ends the latest request first', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { router } = makeClient();
    router.pushTransactionStack({ onSuccess: first, view: 'Account' });
    router.pushTransactionStack({ onSuccess: second, view: 'Swap' });
    router.popTransactionStack('success');
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
    expect(router.state.view).toBe('Swap');
    router.popTransactionStack('success');
    expect(first).toHaveBeenCalledOnce();
    expect(router.state.view).toBe('Account');
  });

  it('still navigates, and logs, when the callback throws', () => {
    const { router, logger } = onApproveView({
      onError: () => {
        throw new Error('app bug');
      },
    });
    router.popTransactionStack('error', new Error('rejected'));
    expect(router.state.view).toBe('Swap');
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it('does nothing when no wallet request is pending', () => {
    const { router } = makeClient();
    router.push('AllWallets');
    router.popTransactionStack('success');
    expect(router.state).toMatchObject({ view: 'AllWallets', history: ['Connect', 'AllWallets'] });
  });
});

describe('client isolation', () => {
  it('two clients do not share router, modal, toast or alert state', async () => {
    vi.useFakeTimers();
    try {
      const a = makeClient().client;
      const b = makeClient().client;

      await untyped(a).modal.open({ view: 'AllWallets', data: { page: 2 } });
      a.controllers.router.push('ConnectingWalletConnectBasic');
      a.controllers.router.pushTransactionStack({ view: null });
      a.controllers.modal.shake();
      a.controllers.toast.showLoading('a is loading');
      expect(a.controllers.alert.show('NETWORK_NOT_FOUND')).toBe(true);

      expect(b.controllers.router.state).toEqual({
        view: 'Connect',
        history: ['Connect'],
        data: undefined,
        transactionStack: [],
      });
      expect(b.controllers.modal.state).toEqual({
        open: false,
        loading: false,
        shake: false,
        namespace: undefined,
        hasOpened: false,
      });
      expect(b.controllers.toast.state.open).toBe(false);
      expect(b.controllers.alert.state.open).toBe(false);
      expect(b.controllers.alert.show('NETWORK_NOT_FOUND')).toBe(true);

      b.controllers.toast.showSuccess('b is done');
      await vi.advanceTimersByTimeAsync(TOAST_SWAP_MS);
      expect(a.controllers.toast.state).toMatchObject({ open: true, message: 'a is loading' });
      expect(a.controllers.router.state.history).toEqual(['AllWallets', 'ConnectingWalletConnectBasic']);
    } finally {
      vi.useRealTimers();
    }
  });
});
