import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WalletConnectListener, WalletConnectSessionLike } from './hub.js';
import * as hubModule from './hub.js';
import { createLazyWalletConnectHub } from './lazy-hub.js';

// The hub's code is spied on through its module: `createWalletConnectHub` must not run before the first use.
vi.mock('./hub.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./hub.js')>();
  return { ...actual, createWalletConnectHub: vi.fn(actual.createWalletConnectHub) };
});

const metadata = { name: 'Test dapp', description: 'A test', url: 'http://localhost', icons: [] };
const URI = 'wc:0123@2?relay-protocol=irn&symKey=ab&expiryTimestamp=2000000000';

/** A stand-in for UniversalProvider: `connect` records the proposal, announces its URI and waits for `approve()`. */
class FakeProvider {
  static last: FakeProvider | undefined;
  static async init(): Promise<FakeProvider> {
    FakeProvider.last = new FakeProvider();
    return FakeProvider.last;
  }
  session: WalletConnectSessionLike | undefined;
  proposals: Record<string, unknown>[] = [];
  private listeners = new Map<string, WalletConnectListener[]>();
  private settle: (() => void) | undefined;
  connect({ optionalNamespaces }: { optionalNamespaces: Record<string, unknown> }): Promise<unknown> {
    this.proposals.push(optionalNamespaces);
    const approved = new Promise<void>((resolve) => {
      this.settle = resolve;
    });
    for (const listener of this.listeners.get('display_uri') ?? []) (listener as (uri: string) => void)(URI);
    return approved;
  }
  approve() {
    this.session = { topic: 't1', expiry: 2_000_000_000, namespaces: { eip155: { accounts: [] } } };
    this.settle?.();
  }
  async disconnect() {
    this.session = undefined;
  }
  async request() {
    return undefined;
  }
  on(event: string, listener: WalletConnectListener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  removeListener(event: string, listener: WalletConnectListener) {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((known) => known !== listener),
    );
  }
}

function lazyHub() {
  const load = vi.fn(async () => FakeProvider);
  const hub = createLazyWalletConnectHub<FakeProvider>({ load, projectId: 'p1', metadata, now: () => 1_000 });
  return { hub, load };
}

const proposal = (namespace: string) => () => ({
  chains: [`${namespace}:1`],
  methods: ['sign'],
  events: [],
});

afterEach(() => {
  vi.mocked(hubModule.createWalletConnectHub).mockClear();
});

describe('createLazyWalletConnectHub', () => {
  it('registers namespaces without loading the hub’s code; before that nothing is pending or live', async () => {
    const { hub, load } = lazyHub();
    const release = hub.register('eip155', { proposal: proposal('eip155') });
    hub.register('solana', { proposal: proposal('solana') });
    expect(hub.namespaces()).toEqual(['eip155', 'solana']);
    release();
    expect(hub.namespaces()).toEqual(['solana']);
    expect(hub.pairing()).toBeUndefined();
    expect(hub.session()).toBeUndefined();
    expect(hub.announce()).toBe(false);
    await hub.disconnect();
    expect(hubModule.createWalletConnectHub).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the hub on the first connect, which proposes for every namespace registered so far', async () => {
    const { hub } = lazyHub();
    const uris: string[] = [];
    hub.register('eip155', { proposal: proposal('eip155'), onPairingUri: (uri) => uris.push(uri) });
    hub.register('solana', { proposal: proposal('solana') });
    const connecting = hub.connect({ namespace: 'eip155' });
    await vi.waitFor(() => expect(FakeProvider.last?.proposals).toHaveLength(1));
    expect(hubModule.createWalletConnectHub).toHaveBeenCalledOnce();
    expect(Object.keys(FakeProvider.last?.proposals[0] ?? {})).toEqual(['eip155', 'solana']);
    // Once loaded, the hub's own state shows through: the pending pairing, then the session.
    expect(uris).toEqual([URI]);
    expect(hub.pairing()?.uri).toBe(URI);
    FakeProvider.last?.approve();
    await connecting;
    expect(hub.session()?.topic).toBe('t1');
    expect(hub.namespaces()).toEqual(['eip155', 'solana']);
  });

  it('loads the hub once for every use, and hands the namespaces released before or after it over', async () => {
    const { hub } = lazyHub();
    const releaseEvm = hub.register('eip155', { proposal: proposal('eip155') });
    const [a, b] = await Promise.all([hub.ready(), hub.ready(), hub.provider()]);
    expect(a).toBe(b);
    expect(hubModule.createWalletConnectHub).toHaveBeenCalledOnce();
    const releaseSolana = hub.register('solana', { proposal: proposal('solana') });
    expect(a.namespaces()).toEqual(['eip155', 'solana']);
    releaseEvm();
    releaseSolana();
    expect(hub.namespaces()).toEqual([]);
  });
});
