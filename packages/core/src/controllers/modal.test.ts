import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock, systemRandom } from '../client/clock.js';
import type { WalletDockContext } from '../client/context.js';
import { createWalletDock } from '../client/create-walletdock.js';
import { SERVER_PLATFORM } from '../client/platform.js';
import type { SIWXConfig, SIWXSession, WalletDockOptions } from '../options/types.js';
import { memoryStorage } from '../storage/backends.js';
import { createWalletDockStorage } from '../storage/create-storage.js';
import { createFakeAdapter, createFakeNetwork, createFakeWallet } from '../testing/index.js';
import { createModal } from './modal.js';
import { SHAKE_MS } from './timing.js';

const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' });
const solana = createFakeNetwork({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', symbol: 'SOL' });
const EVM_ADDRESS = '0x1111111111111111111111111111111111111111';
const SOLANA_ADDRESS = '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy';

function setup(options: Partial<WalletDockOptions> = {}) {
  const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const evmWallet = createFakeWallet({ id: 'io.example.evm', name: 'EVM Wallet', accounts: [EVM_ADDRESS] });
  const solanaWallet = createFakeWallet({
    id: 'io.example.sol',
    name: 'Sol Wallet',
    accounts: [SOLANA_ADDRESS],
  });
  const client = createWalletDock({
    projectId: 'test',
    networks: [mainnet, solana],
    adapters: [
      createFakeAdapter({ namespace: 'eip155', networks: [mainnet], wallets: [evmWallet] }),
      createFakeAdapter({ namespace: 'solana', networks: [solana], wallets: [solanaWallet] }),
    ],
    storage: memoryStorage(),
    platform: { mobile: true },
    logger,
    ...options,
  });
  const { modal, router, chains, connection } = client.controllers;
  async function connectEvm() {
    await client.mount();
    await connection.connect({ namespace: 'eip155', connectorId: evmWallet.id });
    expect(chains.activeAddress()).toBe(EVM_ADDRESS);
    // With sign-in configured, the connect loads the sign-in flow, which looks the session up (and, without one,
    // shows SIWXSignMessage). Let it finish now, whether its code was loaded already or not, so that it does not
    // act in the middle of what the test does next.
    if (options.siwx) await (await client.feature('siwx')).refresh();
  }
  return { client, logger, modal, router, chains, connectEvm };
}

/**
 * A client whose modal runs open hooks the test registers. The client does not expose `ctx.hooks` (the
 * wallet directory registers its prefetch from inside), so this builds the modal over a context made of the
 * client's own parts (options, controllers, storage) plus a hook set the test holds.
 */
function setupWithHooks(options: Partial<WalletDockOptions> = {}) {
  const made = setup(options);
  const clock = systemClock();
  const onModalOpen = new Set<() => void | Promise<void>>();
  const ctx: WalletDockContext = {
    options: made.client.options,
    clock,
    random: systemRandom(),
    logger: made.logger,
    platform: { ...SERVER_PLATFORM, mobile: true },
    storage: createWalletDockStorage(memoryStorage(), clock),
    serviceUrls: { blockchainApi: undefined, walletDirectory: undefined, analytics: undefined },
    services: async () => ({ blockchainApi: undefined, walletDirectory: undefined, analytics: undefined }),
    adapters: new Map(made.client.options.adapters.map((adapter) => [adapter.namespace, adapter])),
    hooks: { onModalOpen, onDestroy: new Set() },
  };
  return { ...made, modal: createModal(ctx, made.client.controllers), onModalOpen };
}

/** A promise the test settles by hand, to look at the state while a hook is still running. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A sign-in configuration with only what the modal's rules read (`getRequired`, `getSessions`). */
function siwxRules(rules: Pick<SIWXConfig, 'getSessions' | 'getRequired'>): SIWXConfig {
  const unused = () => Promise.reject(new Error('not used by the modal'));
  return { createMessage: unused, addSession: unused, revokeSession: unused, setSessions: unused, ...rules };
}

const session: SIWXSession = {
  data: {
    accountAddress: EVM_ADDRESS,
    chainId: 'eip155:1',
    domain: 'example.com',
    uri: 'https://example.com',
    version: '1',
    nonce: 'abcdefgh1234',
    issuedAt: '2025-01-01T00:00:00Z',
  },
  message: 'example.com wants you to sign in',
  signature: '0xsigned',
};

describe('opening the modal', () => {
  it('opens on Connect when nothing is connected', async () => {
    const { modal, router } = setup();
    await modal.open();
    expect(modal.state).toEqual({
      open: true,
      loading: false,
      shake: false,
      namespace: undefined,
      hasOpened: true,
    });
    expect(router.state).toMatchObject({ view: 'Connect', history: ['Connect'] });
  });

  it('opens on Account when an address is connected', async () => {
    const { modal, router, connectEvm } = setup();
    await connectEvm();
    await modal.open();
    expect(router.state).toMatchObject({ view: 'Account', history: ['Account'] });
  });

  it('opens the requested view with its data, even when connected', async () => {
    const { modal, router, connectEvm } = setup();
    await connectEvm();
    await modal.open({ view: 'Swap', data: { from: 'ETH', to: 'USDC' } });
    expect(router.state).toMatchObject({
      view: 'Swap',
      history: ['Swap'],
      data: { from: 'ETH', to: 'USDC' },
    });
  });

  it('starts a new history each time it opens', async () => {
    const { modal, router } = setup();
    await modal.open();
    router.push('AllWallets');
    await modal.close();
    await modal.open();
    expect(router.state.history).toEqual(['Connect']);
  });

  it('opens for a namespace: makes it active only if connected, and shows Account only then', async () => {
    const { modal, router, chains, connectEvm } = setup();
    await connectEvm();

    await modal.open({ namespace: 'solana' });
    expect(modal.state.namespace).toBe('solana');
    // Solana is not connected: the EVM account stays in front while the visitor connects Solana.
    expect(chains.state.activeNamespace).toBe('eip155');
    expect(router.state.view).toBe('Connect');
    await modal.close();

    await modal.open({ namespace: 'eip155' });
    expect(modal.state.namespace).toBe('eip155');
    expect(chains.state.activeNamespace).toBe('eip155');
    expect(router.state.view).toBe('Account');
    await modal.close();

    await modal.open();
    expect(modal.state.namespace).toBeUndefined();
  });

  it.each([
    [true, 'AllWallets'],
    [false, 'ConnectingWalletConnectBasic'],
  ] as const)('without adapters, on mobile=%s, opens on %s', async (mobile, view) => {
    const client = createWalletDock({
      projectId: 'test',
      networks: [mainnet],
      storage: memoryStorage(),
      platform: { mobile },
      logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
    });
    await client.controllers.modal.open();
    expect(client.controllers.router.state).toMatchObject({ view, history: [view] });
    await client.controllers.modal.close();
    await client.controllers.modal.open({ view: 'Connect' });
    expect(client.controllers.router.state.view).toBe('Connect');
  });

  it('is loading while the open hooks run, then stops loading', async () => {
    const { modal, onModalOpen } = setupWithHooks();
    const prefetch = deferred();
    const hook = vi.fn(() => prefetch.promise);
    onModalOpen.add(hook);

    const opening = modal.open();
    expect(modal.state).toMatchObject({ open: true, loading: true });
    // The hooks start after the opening's task (the browser paints the dialog first); here, a microtask later.
    expect(hook).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(modal.state).toMatchObject({ open: true, loading: true });
    expect(hook).toHaveBeenCalledOnce();
    prefetch.resolve();
    await opening;
    expect(modal.state.loading).toBe(false);
  });

  it('logs a failing hook and still opens, running the other hooks', async () => {
    const { modal, logger, onModalOpen } = setupWithHooks();
    const other = vi.fn();
    onModalOpen.add(() => {
      throw new Error('sync failure');
    });
    onModalOpen.add(() => Promise.reject(new Error('async failure')));
    onModalOpen.add(other);

    await expect(modal.open()).resolves.toBeUndefined();
    expect(other).toHaveBeenCalledOnce();
    expect(modal.state).toMatchObject({ open: true, loading: false });
    expect(logger.error).toHaveBeenCalledTimes(2);
  });

  it('opening a modal that is already open only navigates: the hooks do not run again', async () => {
    const { modal, router, onModalOpen } = setupWithHooks();
    const hook = vi.fn();
    onModalOpen.add(hook);
    await modal.open();
    await modal.open({ view: 'AllWallets' });
    expect(hook).toHaveBeenCalledOnce();
    expect(router.state.view).toBe('AllWallets');
  });

  it("does not let an earlier opening's late hook end a later opening's loading", async () => {
    const { modal, onModalOpen } = setupWithHooks();
    const first = deferred();
    const second = deferred();
    const hook = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    onModalOpen.add(hook);

    const firstOpening = modal.open();
    await modal.close();
    const secondOpening = modal.open();
    first.resolve();
    await firstOpening;
    expect(modal.state.loading).toBe(true);
    second.resolve();
    await secondOpening;
    expect(modal.state.loading).toBe(false);
  });

  it('remembers that it has opened once, closed again or not', async () => {
    const { modal } = setup();
    expect(modal.state.hasOpened).toBe(false);
    await modal.open();
    await modal.close();
    expect(modal.state).toMatchObject({ open: false, hasOpened: true });
  });

  it('setLoading sets the loading flag', () => {
    const { modal } = setup();
    modal.setLoading(true);
    expect(modal.state.loading).toBe(true);
    modal.setLoading(false);
    expect(modal.state.loading).toBe(false);
  });
});

describe('closing the modal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes and stops loading', async () => {
    const { modal, onModalOpen } = setupWithHooks();
    const prefetch = deferred();
    onModalOpen.add(() => prefetch.promise);
    const opening = modal.open();
    expect(modal.state.loading).toBe(true);

    await expect(modal.close()).resolves.toBe(true);
    expect(modal.state).toMatchObject({ open: false, loading: false });
    prefetch.resolve();
    await opening;
    expect(modal.state.loading).toBe(false);
  });

  it('resolves true and changes nothing when the modal is already closed', async () => {
    const { modal } = setup();
    await expect(modal.close()).resolves.toBe(true);
    expect(modal.state).toMatchObject({ open: false, shake: false });
  });

  it('blocks closing on ApproveTransaction unless forced, and shakes', async () => {
    const { modal } = setup();
    await modal.open({ view: 'ApproveTransaction' });

    await expect(modal.close()).resolves.toBe(false);
    expect(modal.state).toMatchObject({ open: true, shake: true });

    await expect(modal.close({ force: true })).resolves.toBe(true);
    expect(modal.state.open).toBe(false);
  });

  it.each<[string, SIWXConfig | undefined, boolean]>([
    [
      'required and no session yet',
      siwxRules({ getRequired: () => true, getSessions: async () => [] }),
      false,
    ],
    [
      'required and a session exists',
      siwxRules({ getRequired: () => true, getSessions: async () => [session] }),
      true,
    ],
    ['not required', siwxRules({ getRequired: () => false, getSessions: async () => [] }), true],
    ['without getRequired', siwxRules({ getSessions: async () => [] }), true],
    [
      'required and the sessions cannot be read',
      siwxRules({ getRequired: () => true, getSessions: () => Promise.reject(new Error('storage down')) }),
      false,
    ],
    ['not configured', undefined, true],
  ])('on SIWXSignMessage, sign-in %s: closes = %s', async (_case, siwx, closes) => {
    const { modal, connectEvm } = setup(siwx ? { siwx } : {});
    await connectEvm();
    await modal.open({ view: 'SIWXSignMessage' });

    await expect(modal.close()).resolves.toBe(closes);
    expect(modal.state.open).toBe(!closes);
    expect(modal.state.shake).toBe(!closes);
  });

  it('asks for the sessions of the active network and address', async () => {
    const getSessions = vi.fn(async () => [session]);
    const { modal, connectEvm } = setup({ siwx: siwxRules({ getRequired: () => true, getSessions }) });
    await connectEvm();
    await modal.open({ view: 'SIWXSignMessage' });
    await modal.close();
    expect(getSessions).toHaveBeenCalledWith('eip155:1', EVM_ADDRESS);
  });

  it('keeps a required sign-in open when no address is connected', async () => {
    const getSessions = vi.fn(async () => [session]);
    const { modal } = setup({ siwx: siwxRules({ getRequired: () => true, getSessions }) });
    await modal.open({ view: 'SIWXSignMessage' });
    await expect(modal.close()).resolves.toBe(false);
    expect(getSessions).not.toHaveBeenCalled();
  });

  it('closes a required sign-in without a session when forced', async () => {
    const { modal, connectEvm } = setup({
      siwx: siwxRules({ getRequired: () => true, getSessions: async () => [] }),
    });
    await connectEvm();
    await modal.open({ view: 'SIWXSignMessage' });
    await expect(modal.close({ force: true })).resolves.toBe(true);
  });

  it('does not apply the sign-in rule to other views', async () => {
    const getSessions = vi.fn(async () => []);
    const { modal, connectEvm } = setup({ siwx: siwxRules({ getRequired: () => true, getSessions }) });
    await connectEvm();
    getSessions.mockClear(); // the sign-in flow's own lookup after the connect
    await modal.open();
    await expect(modal.close()).resolves.toBe(true);
    expect(getSessions).not.toHaveBeenCalled();
  });

  it.each([
    [false, 'Connect'],
    [true, 'Account'],
  ] as const)(
    'in embedded mode, connected=%s, closing returns to %s and keeps the modal',
    async (connected, view) => {
      const { modal, router, connectEvm } = setup({ enableEmbedded: true });
      if (connected) await connectEvm();
      await modal.open({ view: 'AllWallets' });
      router.push('ConnectingWalletConnectBasic');

      await expect(modal.close()).resolves.toBe(false);
      expect(router.state).toMatchObject({ view, history: [view] });
      expect(modal.state).toMatchObject({ open: true, loading: false, shake: false });
    },
  );

  it('in embedded mode still blocks closing on ApproveTransaction', async () => {
    const { modal, router } = setup({ enableEmbedded: true });
    await modal.open({ view: 'ApproveTransaction' });
    await expect(modal.close()).resolves.toBe(false);
    expect(router.state.view).toBe('ApproveTransaction');
    expect(modal.state.shake).toBe(true);
  });
});

describe('shaking', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shakes for 500 ms', () => {
    const { modal } = setup();
    modal.shake();
    expect(modal.state.shake).toBe(true);
    vi.advanceTimersByTime(SHAKE_MS - 1);
    expect(modal.state.shake).toBe(true);
    vi.advanceTimersByTime(1);
    expect(modal.state.shake).toBe(false);
  });

  it('restarts the 500 ms when shaken again', () => {
    const { modal } = setup();
    modal.shake();
    vi.advanceTimersByTime(400);
    modal.shake();
    vi.advanceTimersByTime(SHAKE_MS - 1);
    expect(modal.state.shake).toBe(true);
    vi.advanceTimersByTime(1);
    expect(modal.state.shake).toBe(false);
  });
});

describe('cancelling sign-in', () => {
  it('disconnects and closes when a session is required', async () => {
    const { modal, chains, connectEvm } = setup({
      siwx: siwxRules({ getRequired: () => true, getSessions: async () => [] }),
    });
    await connectEvm();
    await modal.open({ view: 'SIWXSignMessage' });

    await modal.cancelSignIn();
    expect(chains.activeAddress()).toBeUndefined();
    expect(modal.state.open).toBe(false);
  });

  it('only closes when no session is required', async () => {
    const { modal, chains, connectEvm } = setup({
      siwx: siwxRules({ getRequired: () => false, getSessions: async () => [] }),
    });
    await connectEvm();
    await modal.open({ view: 'SIWXSignMessage' });

    await modal.cancelSignIn();
    expect(chains.activeAddress()).toBe(EVM_ADDRESS);
    expect(modal.state.open).toBe(false);
  });
});
