import { describe, expect, it, vi } from 'vitest';
import { WalletConnectPairingTimeoutError } from '../errors/walletconnect-pairing-timeout-error.js';
import {
  createWalletConnectHub,
  WALLETCONNECT_LIBRARY_TIMEOUT_MS,
  WALLETCONNECT_PAIRING_TTL_MS,
  type WalletConnectListener,
  type WalletConnectSessionLike,
  walletConnectPairingExpiry,
} from './hub.js';

const metadata = { name: 'Test dapp', description: 'A test', url: 'http://localhost', icons: [] };
const URI = 'wc:0123@2?relay-protocol=irn&symKey=ab&expiryTimestamp=2000000000';

/** A stand-in for UniversalProvider: `connect` emits display_uri and waits for `approve()` / `reject()`. */
class FakeProvider {
  static instances: FakeProvider[] = [];
  static async init(options: Record<string, unknown>): Promise<FakeProvider> {
    const provider = new FakeProvider(options);
    FakeProvider.instances.push(provider);
    return provider;
  }
  session: WalletConnectSessionLike | undefined;
  proposals: Record<string, unknown>[] = [];
  disconnects = 0;
  private listeners = new Map<string, Set<WalletConnectListener>>();
  private settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  constructor(readonly options: Record<string, unknown>) {}
  connect({ optionalNamespaces }: { optionalNamespaces: Record<string, unknown> }): Promise<unknown> {
    this.proposals.push(optionalNamespaces);
    const pending = new Promise<void>((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    this.emit('display_uri', URI);
    return pending;
  }
  approve(namespaces: WalletConnectSessionLike['namespaces']) {
    this.session = { topic: 't1', expiry: 2_000_000_000, namespaces };
    this.settle?.resolve();
  }
  reject(error: unknown) {
    this.settle?.reject(error);
  }
  async disconnect() {
    if (!this.session) throw new Error('Please call connect() before enable()');
    this.disconnects += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    this.session = undefined;
  }
  async request() {
    return undefined;
  }
  on(event: string, listener: WalletConnectListener) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
  }
  removeListener(event: string, listener: WalletConnectListener) {
    this.listeners.get(event)?.delete(listener);
  }
  listenerCount(event: string) {
    return this.listeners.get(event)?.size ?? 0;
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])])
      (listener as (...a: unknown[]) => void)(...args);
  }
}

function hubWith(extra: { close?: (p: FakeProvider) => Promise<void> } = {}) {
  FakeProvider.instances = [];
  const load = vi.fn(async () => FakeProvider);
  const hub = createWalletConnectHub<FakeProvider>({
    load,
    projectId: 'p1',
    relayUrl: 'ws://127.0.0.1:1',
    metadata,
    storagePrefix: 'wd-test',
    now: () => 1_000,
    ...extra,
  });
  return { hub, load };
}

const eip155 = (preferred?: string) => ({
  chains: preferred === 'eip155:8453' ? ['eip155:8453', 'eip155:1'] : ['eip155:1', 'eip155:8453'],
  methods: ['personal_sign'],
  events: ['chainChanged'],
  rpcMap: { 'eip155:1': 'http://127.0.0.1:8545' },
});
const solana = () => ({ chains: ['solana:abc'], methods: ['solana_signMessage'], events: [] });

describe('createWalletConnectHub', () => {
  it('loads nothing until used, then initialises ONE provider with the given options', async () => {
    const { hub, load } = hubWith();
    hub.register('eip155', { proposal: eip155 });
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([hub.provider(), hub.provider()]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    expect(FakeProvider.instances).toHaveLength(1);
    expect(a.options).toMatchObject({
      projectId: 'p1',
      relayUrl: 'ws://127.0.0.1:1',
      customStoragePrefix: 'wd-test',
      telemetryEnabled: false,
      metadata,
    });
  });

  it('proposes one session with optionalNamespaces for every registered namespace and hands the URI to all', async () => {
    const { hub } = hubWith();
    const evmUris: string[] = [];
    const solUris: string[] = [];
    hub.register('eip155', { proposal: eip155, onPairingUri: (uri) => evmUris.push(uri) });
    hub.register('solana', {
      proposal: async () => solana(),
      onPairingUri: (uri, expiry) => {
        solUris.push(uri);
        expect(expiry).toBe(2_000_000_000_000);
      },
    });
    expect(hub.namespaces()).toEqual(['eip155', 'solana']);
    const connecting = hub.connect({ namespace: 'eip155', preferred: 'eip155:8453' });
    await vi.waitFor(() => expect(hub.pairing()).toEqual({ uri: URI, expiry: 2_000_000_000_000 }));
    const [provider] = FakeProvider.instances;
    if (!provider) throw new Error('no provider');
    expect(provider.proposals).toEqual([
      {
        eip155: { ...eip155('eip155:8453') },
        solana: solana(),
      },
    ]);
    expect(evmUris).toEqual([URI]);
    expect(solUris).toEqual([URI]);

    // A second connect (from the other namespace) while pending: no second proposal, the URI again, same wait.
    const again = hub.connect({ namespace: 'solana' });
    expect(evmUris).toEqual([URI, URI]);
    expect(provider.proposals).toHaveLength(1);
    provider.approve({ eip155: { accounts: ['eip155:1:0xabc'], methods: [], events: [] } });
    await Promise.all([connecting, again]);
    expect(hub.pairing()).toBeUndefined();
    expect(hub.announce()).toBe(false);
    expect(hub.session()?.topic).toBe('t1');
  });

  it('a connect while a proposal is pending shares it, unless fresh: then it proposes again', async () => {
    const { hub } = hubWith();
    hub.register('eip155', { proposal: eip155 });
    const first = hub.connect();
    first.catch(() => undefined);
    await vi.waitFor(() => expect(FakeProvider.instances[0]?.proposals).toHaveLength(1));
    const provider = FakeProvider.instances[0] as FakeProvider;
    const shared = hub.connect();
    expect(provider.proposals).toHaveLength(1);
    const fresh = hub.connect({ fresh: true });
    await vi.waitFor(() => expect(provider.proposals).toHaveLength(2));
    provider.approve({});
    await fresh;
    void shared.catch(() => undefined);
  });

  it('leaves out a namespace without chains and passes a rejection on, allowing a new proposal', async () => {
    const { hub } = hubWith();
    hub.register('eip155', { proposal: eip155 });
    hub.register('solana', { proposal: () => ({ chains: [], methods: [], events: [] }) });
    const first = hub.connect();
    await vi.waitFor(() => expect(FakeProvider.instances[0]?.proposals).toHaveLength(1));
    const provider = FakeProvider.instances[0] as FakeProvider;
    expect(Object.keys(provider.proposals[0] ?? {})).toEqual(['eip155']);
    provider.reject({ code: 5000, message: 'User rejected.' });
    await expect(first).rejects.toEqual({ code: 5000, message: 'User rejected.' });
    const second = hub.connect();
    await vi.waitFor(() => expect(provider.proposals).toHaveLength(2));
    provider.approve({});
    await second;
  });

  it('retries the load after a failure', async () => {
    FakeProvider.instances = [];
    const load = vi
      .fn<() => Promise<typeof FakeProvider>>()
      .mockRejectedValueOnce(new Error('not installed'))
      .mockResolvedValue(FakeProvider);
    const hub = createWalletConnectHub<FakeProvider>({ load, projectId: 'p', metadata });
    await expect(hub.provider()).rejects.toThrow('not installed');
    await expect(hub.provider()).resolves.toBeInstanceOf(FakeProvider);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails a use that waits for a stalled library download after libraryTimeoutMs, and loads again next time', async () => {
    vi.useFakeTimers();
    try {
      FakeProvider.instances = [];
      // The first download never settles (a stalled chunk request); the second one loads.
      const load = vi
        .fn<() => Promise<typeof FakeProvider>>()
        .mockReturnValueOnce(new Promise(() => undefined))
        .mockResolvedValue(FakeProvider);
      const hub = createWalletConnectHub<FakeProvider>({
        load,
        projectId: 'p',
        metadata,
        now: () => 1_000,
        libraryTimeoutMs: 60_000,
      });
      hub.register('eip155', { proposal: () => eip155() });
      let failure: Error | undefined;
      void hub.connect().catch((error: Error) => {
        failure = error;
      });
      await vi.advanceTimersByTimeAsync(59_999);
      expect(failure).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(failure).toBeInstanceOf(WalletConnectPairingTimeoutError);
      expect((failure as WalletConnectPairingTimeoutError).shortMessage).toBe(
        'WalletConnect did not create a pairing code in time',
      );
      expect((failure as WalletConnectPairingTimeoutError).details).toBe(
        'The WalletConnect library did not load within 60000 ms',
      );
      expect(hub.pairing()).toBeUndefined();

      // The visitor tries again: a new download, then a pairing.
      const outcome = hub.connect().then(() => 'approved');
      await vi.advanceTimersByTimeAsync(0);
      expect(load).toHaveBeenCalledTimes(2);
      expect(hub.pairing()?.uri).toBe(URI);
      FakeProvider.instances[0]?.approve({ eip155: { accounts: ['eip155:1:0xabc'] } });
      expect(await outcome).toBe('approved');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a session restore waiting for a stalled download fails too, by the default of 2 minutes', async () => {
    vi.useFakeTimers();
    try {
      const hub = createWalletConnectHub<FakeProvider>({
        load: () => new Promise(() => undefined),
        projectId: 'p',
        metadata,
      });
      let failure = '';
      void hub.provider().catch((error: Error) => {
        failure = error.name;
      });
      await vi.advanceTimersByTimeAsync(WALLETCONNECT_LIBRARY_TIMEOUT_MS - 1);
      expect(failure).toBe('');
      await vi.advanceTimersByTimeAsync(1);
      expect(failure).toBe('WalletConnectPairingTimeoutError');
      expect(WALLETCONNECT_LIBRARY_TIMEOUT_MS).toBe(120_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a load that throws at once fails the use at once', async () => {
    const hub = createWalletConnectHub<FakeProvider>({
      load: () => {
        throw new Error('not installed');
      },
      projectId: 'p',
      metadata,
    });
    await expect(hub.provider()).rejects.toThrow('not installed');
  });

  it('disconnects once for concurrent callers, and is a no-op without a session', async () => {
    const { hub } = hubWith();
    hub.register('eip155', { proposal: eip155 });
    await hub.disconnect(); // before any provider
    const connecting = hub.connect();
    await vi.waitFor(() => expect(FakeProvider.instances[0]?.proposals).toHaveLength(1));
    const provider = FakeProvider.instances[0] as FakeProvider;
    provider.approve({ eip155: { accounts: ['eip155:1:0xabc'], methods: [], events: [] } });
    await connecting;
    await Promise.all([hub.disconnect(), hub.disconnect()]);
    expect(provider.disconnects).toBe(1);
    expect(hub.session()).toBeUndefined();
    await hub.disconnect();
    expect(provider.disconnects).toBe(1);
  });

  it('closes the provider when the last namespace is released, and initialises a new one on the next use', async () => {
    const close = vi.fn(async () => {});
    const { hub } = hubWith({ close });
    const releaseEvm = hub.register('eip155', { proposal: eip155 });
    const releaseSol = hub.register('solana', { proposal: solana });
    const first = await hub.provider();
    expect(first.listenerCount('display_uri')).toBe(1);
    releaseEvm();
    releaseEvm(); // twice is harmless
    expect(close).not.toHaveBeenCalled();
    releaseSol();
    await vi.waitFor(() => expect(close).toHaveBeenCalledWith(first));
    expect(first.listenerCount('display_uri')).toBe(0);
    hub.register('solana', { proposal: solana });
    expect(await hub.provider()).not.toBe(first);
  });

  it.each([
    [URI, 2_000_000_000_000],
    ['wc:abc@2?relay-protocol=irn&symKey=00&expiryTimestamp=1700000300', 1_700_000_300_000],
    ['wc:abc@2?relay-protocol=irn&symKey=00', 1_000 + 5 * 60 * 1000],
    ['wc:abc@2?expiryTimestamp=soon', 1_000 + 5 * 60 * 1000],
    ['wc:abc@2', 1_000 + 5 * 60 * 1000],
  ])('reads the expiry of the pairing URI %s as %d', (uri, expected) => {
    expect(walletConnectPairingExpiry(uri, 1_000)).toBe(expected);
    expect(WALLETCONNECT_PAIRING_TTL_MS).toBe(5 * 60 * 1000);
  });
});

describe('WalletConnect hub: a proposal whose URI never comes', () => {
  /** A provider whose `connect` never announces a URI (e.g. the relay cannot be reached). */
  class SilentProvider extends FakeProvider {
    static override async init(options: Record<string, unknown>): Promise<SilentProvider> {
      const provider = new SilentProvider(options);
      FakeProvider.instances.push(provider);
      return provider;
    }
    override connect({ optionalNamespaces }: { optionalNamespaces: Record<string, unknown> }) {
      this.proposals.push(optionalNamespaces);
      return new Promise<unknown>(() => undefined);
    }
  }

  it('rejects with WalletConnectPairingTimeoutError after uriTimeoutMs, and the next connect proposes again', async () => {
    vi.useFakeTimers();
    try {
      FakeProvider.instances = [];
      const hub = createWalletConnectHub<SilentProvider>({
        load: async () => SilentProvider,
        projectId: 'p1',
        metadata,
        now: () => 1_000,
        uriTimeoutMs: 5_000,
      });
      hub.register('eip155', { proposal: () => ({ chains: ['eip155:1'], methods: [], events: [] }) });
      const first = hub.connect();
      const outcome = first.then(
        () => 'resolved',
        (error: Error) => error.name,
      );
      await vi.advanceTimersByTimeAsync(4_999);
      expect(hub.pairing()).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toBe('WalletConnectPairingTimeoutError');
      // Abandoned: a second connect is a new proposal, not a wait on the old one.
      void hub.connect().catch(() => undefined);
      await vi.advanceTimersByTimeAsync(0);
      expect(FakeProvider.instances[0]?.proposals).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts the URI timeout from when the library has loaded, not from the call (a slow download is not a failed pairing)', async () => {
    vi.useFakeTimers();
    try {
      FakeProvider.instances = [];
      const later = <T>(ms: number, value: T) =>
        new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
      // The library takes 40 s to download, longer than the 5 s URI timeout; then the provider announces a URI.
      const slow = createWalletConnectHub<FakeProvider>({
        load: () => later(40_000, FakeProvider),
        projectId: 'p1',
        metadata,
        now: () => 1_000,
        uriTimeoutMs: 5_000,
      });
      slow.register('eip155', { proposal: () => ({ chains: ['eip155:1'], methods: [], events: [] }) });
      const outcome = slow.connect().then(
        () => 'approved',
        (error: Error) => error.name,
      );
      await vi.advanceTimersByTimeAsync(40_000);
      expect(slow.pairing()?.uri).toBe(URI);
      FakeProvider.instances[0]?.approve({ eip155: { accounts: ['eip155:1:0xabc'] } });
      expect(await outcome).toBe('approved');

      // A loaded library that announces no URI still times out, 5 s after the load.
      const silent = createWalletConnectHub<SilentProvider>({
        load: () => later(40_000, SilentProvider),
        projectId: 'p1',
        metadata,
        now: () => 1_000,
        uriTimeoutMs: 5_000,
      });
      silent.register('eip155', { proposal: () => ({ chains: ['eip155:1'], methods: [], events: [] }) });
      let failure = '';
      void silent.connect().catch((error: Error) => {
        failure = error.name;
      });
      await vi.advanceTimersByTimeAsync(44_999);
      expect(failure).toBe('');
      await vi.advanceTimersByTimeAsync(1);
      expect(failure).toBe('WalletConnectPairingTimeoutError');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a URI that comes in time stops the timeout: the approval may take longer', async () => {
    vi.useFakeTimers();
    try {
      const { hub } = hubWith();
      hub.register('eip155', { proposal: () => ({ chains: ['eip155:1'], methods: [], events: [] }) });
      let settled = false;
      const connecting = hub.connect().then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(settled).toBe(false);
      expect(hub.pairing()?.uri).toBe(URI);
      FakeProvider.instances[0]?.approve({ eip155: { accounts: ['eip155:1:0xabc'] } });
      await connecting;
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
