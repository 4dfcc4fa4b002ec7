import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletDock } from '../client/create-walletdock.js';
import { ConfigurationError } from '../errors/configuration-error.js';
import type { WalletDockOptions } from '../options/types.js';
import { memoryStorage } from '../storage/backends.js';
import { createFakeAdapter, createFakeNetwork, createFakeWallet } from '../testing/index.js';
import { historyFeature } from './history/feature.js';
import * as historyModule from './history/history.js';
import { featureOwningView } from './host.js';
import { namesFeature } from './names/feature.js';
import { nftsFeature } from './nfts/feature.js';
import { receiveFeature } from './receive/feature.js';
import { BUILT_IN_FEATURES } from './registry.js';
import { sendFeature } from './send/feature.js';
import { siwxFeature } from './siwx/feature.js';

const ALICE = '0xA11cE00000000000000000000000000000000001';
const local = createFakeNetwork({ caipNetworkId: 'eip155:31337', name: 'Local', symbol: 'ETH' });
const local2 = createFakeNetwork({ caipNetworkId: 'eip155:31338', name: 'Local 2', symbol: 'ETH' });

function makeClient(options: Partial<WalletDockOptions> = {}) {
  const wallet = createFakeWallet({ id: 'io.alice', name: 'Alice', accounts: [ALICE] });
  return createWalletDock({
    projectId: 'test',
    networks: [local, local2],
    adapters: [createFakeAdapter({ networks: [local, local2], wallets: [wallet] })],
    storage: memoryStorage(),
    logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
    ...options,
  });
}

/** Spies on every built-in feature's `load` (the `import()` of its code). */
function spyOnLoads() {
  return {
    history: vi.spyOn(historyFeature, 'load'),
    nfts: vi.spyOn(nftsFeature, 'load'),
    names: vi.spyOn(namesFeature, 'load'),
    send: vi.spyOn(sendFeature, 'load'),
    receive: vi.spyOn(receiveFeature, 'load'),
    siwx: vi.spyOn(siwxFeature, 'load'),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('feature modules', () => {
  it('loads no feature code on creation, mount, connect, opening and closing the modal, or switching networks', async () => {
    const loads = spyOnLoads();
    const client = makeClient();
    await client.mount();
    await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.alice' });
    await client.controllers.modal.open();
    await client.controllers.chains.switchNetwork(local2);
    await client.controllers.modal.close();
    for (const load of Object.values(loads)) expect(load).not.toHaveBeenCalled();
    expect(client.getSnapshot().features).toEqual({
      history: 'idle',
      nfts: 'idle',
      names: 'idle',
      send: 'idle',
      receive: 'idle',
      siwx: 'idle',
      // No services configured: analytics has nowhere to send to, so not even it loads.
      analytics: 'idle',
    });
    expect(client.loadedFeature('history')).toBeUndefined();
  });

  it('loads the sign-in flow, when sign-in is configured, once an account connects while mounted', async () => {
    const loads = spyOnLoads();
    const client = makeClient({ siweConfig: { domain: 'example.com', uri: 'https://example.com' } });
    expect(loads.siwx).not.toHaveBeenCalled(); // creating the client loads nothing
    await client.mount();
    await client.controllers.modal.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads.siwx).not.toHaveBeenCalled(); // mounting and opening do not: nothing to sign in yet
    expect(client.state.features.siwx).toBe('idle');
    await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.alice' });
    await vi.waitFor(() => expect(client.state.features.siwx).toBe('ready'));
    expect(loads.siwx).toHaveBeenCalledOnce();
    expect(loads.history).not.toHaveBeenCalled();
    // The flow took up the connection made before it loaded: it asks to sign in.
    await vi.waitFor(() => expect(client.state.router.view).toBe('SIWXSignMessage'));
  });

  it('loads the sign-in flow on mount when a connection is already being restored', async () => {
    const loads = spyOnLoads();
    const client = makeClient({ siweConfig: { domain: 'example.com', uri: 'https://example.com' } });
    client.controllers.chains.setAccount('eip155', { status: 'reconnecting' });
    await client.mount();
    await vi.waitFor(() => expect(loads.siwx).toHaveBeenCalledOnce());
  });

  it('does not load the sign-in flow after unmounting, nor without sign-in configured', async () => {
    const loads = spyOnLoads();
    const configured = makeClient({ siweConfig: { domain: 'example.com', uri: 'https://example.com' } });
    await configured.mount();
    configured.unmount();
    await configured.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.alice' });
    const plain = makeClient();
    await plain.mount();
    await plain.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.alice' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads.siwx).not.toHaveBeenCalled();
  });

  it('has every feature state in the initial snapshot, before its code is loaded', () => {
    const client = makeClient();
    const initial = client.getInitialSnapshot();
    expect(initial.history).toMatchObject({ transactions: [], loading: false, empty: false });
    expect(initial.nfts).toMatchObject({ nfts: [], loading: false, failed: false });
    expect(initial.send).toMatchObject({ sendTokenAmount: undefined, loading: false });
  });

  it('loads a feature once, on first use, and shares it', async () => {
    const loads = spyOnLoads();
    const client = makeClient();
    const first = client.feature('history');
    expect(client.state.features.history).toBe('loading');
    const [a, b] = await Promise.all([first, client.feature('history')]);
    expect(a).toBe(b);
    expect(loads.history).toHaveBeenCalledTimes(1);
    expect(loads.nfts).not.toHaveBeenCalled();
    expect(client.state.features.history).toBe('ready');
    expect(client.loadedFeature('history')).toBe(a);
    // The controller works on the state slot the client created.
    expect(a.state).toBe(client.state.history);
  });

  it('tries a failed load again on the next use, and says it failed meanwhile', async () => {
    const client = makeClient();
    const load = vi.spyOn(nftsFeature, 'load').mockRejectedValueOnce(new Error('chunk failed'));
    await expect(client.feature('nfts')).rejects.toThrow('chunk failed');
    expect(client.state.features.nfts).toBe('failed');
    await expect(client.feature('nfts')).resolves.toBeDefined();
    expect(client.state.features.nfts).toBe('ready');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects a feature whose flag is off, without loading it', async () => {
    const loads = spyOnLoads();
    const client = makeClient({ features: { history: false } });
    expect(client.isFeatureEnabled('history')).toBe(false);
    expect(client.isFeatureEnabled('nfts')).toBe(true);
    await expect(client.feature('history')).rejects.toBeInstanceOf(ConfigurationError);
    expect(loads.history).not.toHaveBeenCalled();
  });

  it('says a view of a feature that is off is not enabled (so a UI neither links nor preloads it)', () => {
    const client = makeClient({ features: { send: false } });
    expect(client.isViewEnabled('WalletSend')).toBe(false);
    expect(client.isViewEnabled('WalletSendPreview')).toBe(false);
    expect(client.isViewEnabled('WalletReceive')).toBe(true);
    expect(client.isViewEnabled('Account')).toBe(true); // owned by no feature
    expect(makeClient({ features: { receive: false } }).isViewEnabled('WalletReceive')).toBe(false);
  });

  it('loads the feature that owns a view when that view opens (while mounted)', async () => {
    const loads = spyOnLoads();
    const client = makeClient();
    await client.mount();
    client.controllers.router.push('RegisterAccountName');
    await vi.waitFor(() => expect(client.state.features.names).toBe('ready'));
    expect(loads.names).toHaveBeenCalledTimes(1);
    expect(loads.history).not.toHaveBeenCalled();
  });

  it('runs the names modal-open hook without loading names when there is nothing to fill', async () => {
    const loads = spyOnLoads();
    const client = makeClient({ services: { blockchainApiUrl: 'http://127.0.0.1:9' } });
    await client.mount();
    await client.controllers.modal.open();
    expect(loads.names).not.toHaveBeenCalled();
  });

  it('gives a feature only the core controllers its definition lists', async () => {
    const create = vi.spyOn(historyModule, 'createFeature');
    await makeClient().feature('history');
    expect(create).toHaveBeenCalledTimes(1);
    expect(Object.keys(create.mock.calls[0]?.[0].deps ?? {}).sort()).toEqual(['chains']);
  });

  it('loads the features a feature needs first and hands it their controllers', async () => {
    const definition = historyFeature as { needs?: readonly string[] };
    definition.needs = ['nfts'];
    try {
      const create = vi.spyOn(historyModule, 'createFeature');
      const client = makeClient();
      await client.feature('history');
      expect(client.state.features.nfts).toBe('ready');
      expect(create.mock.calls[0]?.[0].features).toEqual({ nfts: client.loadedFeature('nfts') });
    } finally {
      delete definition.needs;
    }
  });

  it('rejects features that need each other, naming the cycle', async () => {
    const history = historyFeature as { needs?: readonly string[] };
    const nfts = nftsFeature as { needs?: readonly string[] };
    history.needs = ['nfts'];
    nfts.needs = ['history'];
    try {
      const client = makeClient();
      await expect(client.feature('history')).rejects.toThrow('history → nfts → history');
      await expect(client.feature('history')).rejects.toBeInstanceOf(ConfigurationError);
    } finally {
      delete history.needs;
      delete nfts.needs;
    }
  });

  it('registers no cycle of features that need each other', () => {
    const visit = (name: keyof typeof BUILT_IN_FEATURES, path: string[]): void => {
      expect(path, [...path, name].join(' → ')).not.toContain(name);
      for (const need of BUILT_IN_FEATURES[name].needs ?? []) visit(need, [...path, name]);
    };
    for (const name of Object.keys(BUILT_IN_FEATURES) as (keyof typeof BUILT_IN_FEATURES)[]) visit(name, []);
  });

  it('knows which feature owns which view', () => {
    expect(featureOwningView('RegisterAccountName')).toBe('names');
    expect(featureOwningView('RegisterAccountNameSuccess')).toBe('names');
    expect(featureOwningView('Connect')).toBeUndefined();
    expect(featureOwningView('Account')).toBeUndefined();
  });

  it('registers every feature under its own name, each view owned at most once', () => {
    const views: string[] = [];
    for (const [name, definition] of Object.entries(BUILT_IN_FEATURES)) {
      expect(definition.name).toBe(name);
      views.push(...definition.views);
    }
    expect(new Set(views).size).toBe(views.length);
  });
});
