import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigurationError } from '../errors/index.js';
import { base, mainnet } from '../networks/eip155.js';
import { solana } from '../networks/solana.js';
import { createSiwx } from '../siwx/default-siwx.js';
import { memoryStorage } from '../storage/backends.js';
import { createFakeAdapter, createFakeWallet } from '../testing/index.js';
import { createWalletDock } from './create-walletdock.js';

const ALICE = '0x1111111111111111111111111111111111111111';

function setup(overrides: Partial<Parameters<typeof createWalletDock>[0]> = {}) {
  const wallet = createFakeWallet({ id: 'io.example.wallet', name: 'Example Wallet', accounts: [ALICE] });
  const adapter = createFakeAdapter({ networks: [mainnet, base], wallets: [wallet] });
  const client = createWalletDock({
    projectId: 'test-project',
    networks: [mainnet, base],
    adapters: [adapter],
    storage: memoryStorage(),
    ...overrides,
  });
  return { client, adapter, wallet };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A browser's `scheduler.postTask`, whose tasks the test runs itself. */
function browserTasks(): (() => void)[] {
  const tasks: (() => void)[] = [];
  vi.stubGlobal('document', {});
  vi.stubGlobal('scheduler', {
    postTask: async (task: () => void) => {
      tasks.push(task);
    },
  });
  return tasks;
}

describe('createWalletDock in the page load task', () => {
  it('builds its controllers in a task of its own after the one that created it', () => {
    const tasks = browserTasks();
    const { client, adapter } = setup();
    const getConnectors = vi.spyOn(adapter, 'getConnectors');
    expect(getConnectors).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);
    tasks[0]?.();
    expect(getConnectors).toHaveBeenCalledTimes(1);
    expect(client.state.connectors.connectors.map((c) => c.id)).toEqual(['io.example.wallet']);
    expect(getConnectors).toHaveBeenCalledTimes(1);
  });

  it('builds them at once when the client is used before that task, and only once', () => {
    const tasks = browserTasks();
    const { client, adapter } = setup({ projectId: '' });
    const getConnectors = vi.spyOn(adapter, 'getConnectors');
    expect(client.getSnapshot().alert.id).toBe('PROJECT_ID_NOT_CONFIGURED');
    expect(getConnectors).toHaveBeenCalledTimes(1);
    tasks[0]?.();
    expect(getConnectors).toHaveBeenCalledTimes(1);
  });

  it('builds nothing in that task once the client is destroyed', () => {
    const tasks = browserTasks();
    const { client, adapter } = setup();
    const getConnectors = vi.spyOn(adapter, 'getConnectors');
    client.destroy();
    tasks[0]?.();
    expect(getConnectors).not.toHaveBeenCalled();
  });

  it('schedules nothing outside a browser: the controllers are built on first use', () => {
    const postTask = vi.fn();
    vi.stubGlobal('scheduler', { postTask });
    const { client, adapter } = setup();
    const getConnectors = vi.spyOn(adapter, 'getConnectors');
    expect(postTask).not.toHaveBeenCalled();
    expect(client.state.router.view).toBe('Connect');
    expect(getConnectors).toHaveBeenCalledTimes(1);
  });
});

describe('createWalletDock', () => {
  it('shows the "Project ID Not Configured" alert when the project id is missing, and still works', () => {
    const { client } = setup({ projectId: '' });
    expect(client.state.alert).toMatchObject({
      open: true,
      id: 'PROJECT_ID_NOT_CONFIGURED',
      title: 'Project ID Not Configured',
    });
    expect(client.state.router.view).toBe('Connect');
  });

  it('shows no alert with a project id', () => {
    const { client } = setup();
    expect(client.state.alert.open).toBe(false);
  });

  it('refuses siweConfig and siwx together', () => {
    expect(() =>
      setup({ siweConfig: {}, siwx: createSiwx({ domain: 'example.com', uri: 'https://example.com' }) }),
    ).toThrowError(ConfigurationError);
  });

  it('refuses a network whose namespace has no adapter', () => {
    expect(() => setup({ networks: [mainnet, solana] })).toThrowError(
      "Adapter for namespace solana doesn't exist",
    );
  });

  it('applies the spec defaults to options', () => {
    const { client } = setup();
    expect(client.options.features).toMatchObject({
      swaps: true,
      onramp: true,
      email: true,
      pay: false,
      smartSessions: false,
    });
    expect(client.options.features.socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
    expect(client.options.defaultNetwork).toBe(mainnet);
    expect(client.options.enableNetworkSwitch).toBe(true);
  });

  it('touches no adapter before mount, and mounts them once', async () => {
    const { client, adapter } = setup();
    expect(adapter.mounted).toBe(false);
    await Promise.all([client.mount(), client.mount()]);
    expect(adapter.mounted).toBe(true);
    expect(client.state.connectors.connectors.map((c) => c.name)).toEqual(['Example Wallet']);
    client.unmount();
    expect(adapter.mounted).toBe(false);
  });

  it('attaches adapter listeners once when unmounted and mounted again while mounting (StrictMode)', async () => {
    const { client, adapter } = setup();
    let listening = 0;
    const on = adapter.on.bind(adapter);
    adapter.on = ((event: Parameters<typeof on>[0], listener: Parameters<typeof on>[1]) => {
      listening += 1;
      const stop = on(event, listener);
      return () => {
        listening -= 1;
        stop();
      };
    }) as typeof adapter.on;
    const first = client.mount();
    client.unmount();
    await Promise.all([first, client.mount()]);
    const once = listening;
    expect(once).toBeGreaterThan(0);
    client.unmount();
    expect(listening).toBe(0);
    await client.mount();
    expect(listening).toBe(once);
    expect(adapter.mounted).toBe(true);
  });

  it('touches localStorage only from mount when no storage is given, then keeps one backend', async () => {
    const items = new Map<string, string>();
    const localStorage = {
      getItem: vi.fn((key: string) => items.get(key) ?? null),
      setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
      removeItem: vi.fn((key: string) => void items.delete(key)),
    };
    vi.stubGlobal('localStorage', localStorage);
    try {
      const client = createWalletDock({
        projectId: 'test-project',
        networks: [mainnet, base],
        adapters: [createFakeAdapter({ networks: [mainnet, base] })],
      });
      expect(localStorage.setItem).not.toHaveBeenCalled();
      expect(localStorage.getItem).not.toHaveBeenCalled();
      await client.mount();
      expect(localStorage.getItem).toHaveBeenCalled();
      await client.controllers.chains.switchNetwork(base);
      expect([...items.keys()].some((key) => key.startsWith('@walletdock/'))).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps the snapshot taken at creation as the initial (server) snapshot', async () => {
    const { client } = setup();
    const initial = client.getInitialSnapshot();
    expect(initial).toBe(client.getSnapshot());
    await client.controllers.modal.open();
    expect(client.getSnapshot().modal.open).toBe(true);
    expect(client.getInitialSnapshot()).toBe(initial);
    expect(initial.modal.open).toBe(false);
  });

  it('notifies subscribers of state changes and gives stable snapshots between changes', async () => {
    const { client } = setup();
    const listener = vi.fn();
    const unsubscribe = client.subscribe(listener);
    const before = client.getSnapshot();
    expect(client.getSnapshot()).toBe(before);
    await client.controllers.modal.open();
    await Promise.resolve();
    expect(listener).toHaveBeenCalled();
    const after = client.getSnapshot();
    expect(after).not.toBe(before);
    expect(after.modal.open).toBe(true);
    unsubscribe();
    listener.mockClear();
    await client.controllers.modal.close();
    await Promise.resolve();
    expect(listener).not.toHaveBeenCalled();
  });

  it('runs modal-open hooks while loading, and removes them', async () => {
    const { client } = setup();
    let loadingDuringHook: boolean | undefined;
    const remove = client.onModalOpen(() => {
      loadingDuringHook = client.state.modal.loading;
    });
    await client.controllers.modal.open();
    expect(loadingDuringHook).toBe(true);
    expect(client.state.modal.loading).toBe(false);
    await client.controllers.modal.close();
    remove();
    loadingDuringHook = undefined;
    await client.controllers.modal.open();
    expect(loadingDuringHook).toBeUndefined();
  });

  it('gives two clients separate state', async () => {
    const one = setup();
    const two = setup();
    await one.client.mount();
    await two.client.mount();
    await one.client.controllers.connection.connect({
      namespace: 'eip155',
      connectorId: 'io.example.wallet',
    });
    expect(one.client.controllers.chains.activeAddress()).toBe(ALICE);
    expect(two.client.controllers.chains.activeAddress()).toBeUndefined();
    await one.client.controllers.modal.open();
    expect(one.client.state.router.view).toBe('Account');
    expect(two.client.state.modal.open).toBe(false);
    expect(two.client.state.router.view).toBe('Connect');
  });

  it('restores a stored connection on mount, as after a page reload', async () => {
    const storage = memoryStorage();
    const first = setup({ storage });
    await first.client.mount();
    await first.client.controllers.connection.connect({
      namespace: 'eip155',
      connectorId: 'io.example.wallet',
    });
    first.client.destroy();

    const adapter = createFakeAdapter({ networks: [mainnet, base], wallets: first.adapter.wallets });
    const reloaded = createWalletDock({
      projectId: 'test-project',
      networks: [mainnet, base],
      adapters: [adapter],
      storage,
    });
    expect(reloaded.controllers.chains.activeAddress()).toBeUndefined();
    await reloaded.mount();
    expect(reloaded.controllers.connection.status('eip155')).toBe('connected');
    expect(reloaded.controllers.chains.activeAddress()).toBe(ALICE);
  });

  it('refuses to mount after destroy', async () => {
    const { client } = setup();
    client.destroy();
    await expect(client.mount()).rejects.toThrow('destroyed');
  });
});
