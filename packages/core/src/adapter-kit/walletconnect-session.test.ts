import { describe, expect, it, vi } from 'vitest';
import { ConnectorError } from '../errors/connector-error.js';
import { UserRejectedRequestError } from '../errors/rpc-errors.js';
import type {
  WalletConnectListener,
  WalletConnectProviderClass,
  WalletConnectSessionLike,
} from '../walletconnect/hub.js';
import { createWalletConnectSession } from './walletconnect-session.js';

const metadata = { name: 'Test dapp', description: 'A test', url: 'http://localhost', icons: [] };

/**
 * A stand-in for UniversalProvider (the WalletConnect SDK is a boundary we do not own; the adapters' relay tests
 * run the real one): `connect` shows a pairing URI and waits for `approve()` / `reject()`.
 */
class Provider {
  session: WalletConnectSessionLike | undefined;
  connects = 0;
  disconnects = 0;
  readonly listeners = new Map<string, Set<WalletConnectListener>>();
  private settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  connect(): Promise<unknown> {
    this.connects += 1;
    const pending = new Promise<void>((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    this.emit('display_uri', `wc:topic@2?expiryTimestamp=${2_000_000_000}`);
    return pending;
  }
  approve(accounts: string[]) {
    this.session = { topic: 't', expiry: 2_000_000_000, namespaces: { test: { accounts } } };
    this.settle?.resolve();
  }
  reject(error: unknown) {
    this.settle?.reject(error);
  }
  async disconnect() {
    this.disconnects += 1;
    this.session = undefined;
  }
  async request() {
    return undefined;
  }
  on(event: string, listener: WalletConnectListener) {
    this.listeners.set(event, (this.listeners.get(event) ?? new Set()).add(listener));
  }
  removeListener(event: string, listener: WalletConnectListener) {
    this.listeners.get(event)?.delete(listener);
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])])
      (listener as (...a: unknown[]) => void)(...args);
  }
}

function setUp() {
  const provider = new Provider();
  const events: string[] = [];
  const uris: string[] = [];
  let current: string[] | undefined;
  const Class: WalletConnectProviderClass<Provider> = { init: async () => provider };
  const session = createWalletConnectSession<Provider, string[]>({
    namespace: 'test',
    privateHub: () => ({ load: async () => Class, projectId: 'p', metadata }),
    proposal: () => ({ chains: ['test:a'], methods: [], events: [] }),
    onPairingUri: (uri) => uris.push(uri),
    noAccountDetails: 'no test account',
    sessionOf: (target) => {
      const accounts = target.session?.namespaces.test?.accounts;
      return accounts && accounts.length > 0 ? [...accounts] : undefined;
    },
    onSession: (accounts) => {
      current = accounts;
    },
    attach: (target) => {
      const onDisconnect = () => {
        if (!session.silenced()) events.push('disconnect');
      };
      target.on('disconnect', onDisconnect);
      return () => target.removeListener('disconnect', onDisconnect);
    },
  });
  return { provider, session, events, uris, current: () => current };
}

describe('createWalletConnectSession', () => {
  it('pairs once for concurrent connects, re-announcing the pending URI, and keeps the session', async () => {
    const { provider, session, uris, current } = setUp();
    const first = session.pair(undefined);
    await vi.waitFor(() => expect(uris).toHaveLength(1));
    const second = session.pair(undefined);
    expect(uris).toHaveLength(2); // the same URI, announced again
    provider.approve(['test:a:alice']);
    await expect(first).resolves.toEqual(['test:a:alice']);
    await expect(second).resolves.toEqual(['test:a:alice']);
    expect(provider.connects).toBe(1);
    expect(current()).toEqual(['test:a:alice']);
    // A stored session is adopted without pairing again.
    await expect(session.pair(undefined)).resolves.toEqual(['test:a:alice']);
    expect(provider.connects).toBe(1);
  });

  it('a fresh pair proposes a new pairing instead of announcing the pending one again (spec §4, off Telegram and iOS Safari)', async () => {
    const { provider, session, uris } = setUp();
    const first = session.pair(undefined);
    first.catch(() => undefined);
    await vi.waitFor(() => expect(uris).toHaveLength(1));
    const fresh = session.pair(undefined, { fresh: true });
    await vi.waitFor(() => expect(provider.connects).toBe(2)); // a second proposal, not the first one's URI again
    expect(uris).toHaveLength(2);
    provider.approve(['test:a:bob']); // the wallet approves the one shown last
    await expect(fresh).resolves.toEqual(['test:a:bob']);
  });

  it('maps a refusal to UserRejectedRequestError; a session without an account ends with "Account not found"', async () => {
    const { provider, session, uris } = setUp();
    const refused = session.pair(undefined);
    await vi.waitFor(() => expect(uris).toHaveLength(1));
    provider.reject({ code: 5000, message: 'User rejected.' });
    await expect(refused).rejects.toBeInstanceOf(UserRejectedRequestError);
    const empty = session.pair(undefined);
    await vi.waitFor(() => expect(uris).toHaveLength(2));
    provider.approve([]);
    await expect(empty).rejects.toThrow('Account not found');
    expect(provider.disconnects).toBe(1);
  });

  it("silences provider events during its own disconnect, forwards the wallet's, and detaches on destroy", async () => {
    const { provider, session, events, uris } = setUp();
    const pairing = session.pair(undefined);
    await vi.waitFor(() => expect(uris).toHaveLength(1));
    provider.approve(['test:a:alice']);
    await pairing;
    const disconnect = provider.disconnect.bind(provider);
    provider.disconnect = async () => {
      provider.emit('disconnect');
      await disconnect();
    };
    await session.disconnect();
    expect(events).toEqual([]);
    provider.emit('disconnect'); // the wallet ended it
    expect(events).toEqual(['disconnect']);
    session.destroy();
    expect(provider.listeners.get('disconnect')?.size).toBe(0);
    await expect(session.load()).rejects.toBeInstanceOf(ConnectorError);
    expect(session.silenced()).toBe(true);
  });
});
