import { lazyOnce } from '../lazy/lazy-once.js';
import type {
  WalletConnectHub,
  WalletConnectHubOptions,
  WalletConnectProviderLike,
  WalletConnectRegistration,
} from './hub.js';

/** The shared-registry key under which adapters keep the client's WalletConnect hub. */
export const WALLETCONNECT_HUB_KEY = 'walletdock:walletconnect';

/** A hub whose code (hub.ts) loads with `import()` on first use; `ready()` loads it and resolves the hub. */
export type LazyWalletConnectHub<P extends WalletConnectProviderLike = WalletConnectProviderLike> =
  WalletConnectHub<P> & {
    /** Loads the hub's code (once; a failed load is tried again on the next call) and resolves the hub. */
    ready(): Promise<WalletConnectHub<P>>;
  };

/** A registration made before the hub's code loaded, and its release in the hub once it has. */
type Early = { registration: WalletConnectRegistration; release?: () => void };

/**
 * The client's {@link WalletConnectHub} as the adapters join it on mount: registering a namespace costs nothing
 * and loads nothing; the hub itself (`createWalletConnectHub`: the pairing attempt, its timeout, the session)
 * is loaded with `import()` by the first `ready()`, `provider()` or `connect()` — when the visitor picks
 * WalletConnect or a stored session is restored — and takes over the namespaces registered so far. Until then
 * nothing can be pending or live: `pairing()` and `session()` are undefined, `announce()` is false and
 * `disconnect()` has nothing to end. Once loaded, every method is the hub's own.
 */
export function createLazyWalletConnectHub<P extends WalletConnectProviderLike>(
  options: WalletConnectHubOptions<P>,
): LazyWalletConnectHub<P> {
  const early = new Map<string, Early>();
  let hub: WalletConnectHub<P> | undefined;
  // e.g. the chunk failed: the next use tries again
  const loading = lazyOnce(async () => {
    const { createWalletConnectHub } = await import('./hub.js');
    const created = createWalletConnectHub<P>(options);
    for (const [namespace, entry] of early) entry.release = created.register(namespace, entry.registration);
    early.clear();
    hub = created;
    return created;
  });

  function ready(): Promise<WalletConnectHub<P>> {
    return hub ? Promise.resolve(hub) : loading.get();
  }

  return {
    ready,

    register(namespace, registration) {
      if (hub) return hub.register(namespace, registration);
      const entry: Early = { registration };
      early.set(namespace, entry);
      return () => {
        if (entry.release) entry.release();
        else if (early.get(namespace) === entry) early.delete(namespace);
      };
    },

    namespaces: () => (hub ? hub.namespaces() : [...early.keys()]),

    provider: async () => (await ready()).provider(),

    connect: async (params) => (await ready()).connect(params),

    pairing: () => hub?.pairing(),

    announce: () => hub?.announce() ?? false,

    session: () => hub?.session(),

    disconnect: () => hub?.disconnect() ?? Promise.resolve(),
  };
}
