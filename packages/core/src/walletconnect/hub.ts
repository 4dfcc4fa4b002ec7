import { WalletConnectPairingTimeoutError } from '../errors/walletconnect-pairing-timeout-error.js';
import { lazyOnce } from '../lazy/lazy-once.js';
import type { AppMetadata } from '../options/types.js';
import { createHubLibrary } from './hub-library.js';
import { proposalNamespaces, universalProviderOptions } from './hub-proposal.js';

/**
 * A per-client WalletConnect hub: ONE universal provider (and so one pairing and one session) shared by every
 * adapter that has WalletConnect configured. Core never imports `@walletconnect/*`: the hub works on the
 * structural types below, and the adapter that creates it supplies `load()` (the lazy `import()` of
 * `@walletconnect/universal-provider`).
 */

/** A listener of the provider's events (arguments as the provider emits them). */
export type WalletConnectListener = (...args: never[]) => void;

/** A namespace of an approved session (CAIP-10 accounts). */
export type WalletConnectSessionNamespace = {
  chains?: readonly string[] | undefined;
  accounts?: readonly string[] | undefined;
  methods?: readonly string[] | undefined;
  events?: readonly string[] | undefined;
};

/** The session of the provider, as far as WalletDock reads it. */
export type WalletConnectSessionLike = {
  topic: string;
  /** Seconds since the epoch. */
  expiry?: number | undefined;
  namespaces: Record<string, WalletConnectSessionNamespace | undefined>;
};

/** The part of `UniversalProvider` the hub uses. */
export type WalletConnectProviderLike = {
  session?: WalletConnectSessionLike | undefined;
  connect(params: { optionalNamespaces: Record<string, unknown> }): Promise<unknown>;
  disconnect(): Promise<void>;
  request(args: { method: string; params?: unknown }, chain?: string): Promise<unknown>;
  on(event: string, listener: WalletConnectListener): void;
  removeListener(event: string, listener: WalletConnectListener): void;
};

/** `UniversalProvider` itself: `init(options)` creates a provider. */
export type WalletConnectProviderClass<P extends WalletConnectProviderLike = WalletConnectProviderLike> = {
  init(options: Record<string, unknown>): Promise<P>;
};

/** What a namespace asks for in the session proposal (`optionalNamespaces[namespace]`). */
export type WalletConnectNamespaceProposal = {
  chains: readonly string[];
  methods: readonly string[];
  events: readonly string[];
  rpcMap?: Record<string, string>;
};

/** A namespace served through the hub. */
export type WalletConnectRegistration = {
  /** The namespace's proposal; `preferred` (a CAIP-2 id) goes first when the connect came from this namespace. */
  proposal(preferred?: string): WalletConnectNamespaceProposal | Promise<WalletConnectNamespaceProposal>;
  /** The pairing URI of a proposal (from whichever namespace started it), valid until `expiry` (ms). */
  onPairingUri?(uri: string, expiry: number): void;
};

export type WalletConnectHubOptions<P extends WalletConnectProviderLike = WalletConnectProviderLike> = {
  /** Loads `UniversalProvider` (the adapter's lazy `import()`); its failure is passed on as thrown. */
  load(): Promise<WalletConnectProviderClass<P>>;
  projectId: string;
  /** The relay's WebSocket URL; default the library's. */
  relayUrl?: string;
  metadata: AppMetadata;
  /** WalletConnect's key-value storage; default the library's own. */
  storage?: unknown;
  /** WalletConnect's storage prefix (`customStoragePrefix`). */
  storagePrefix?: string;
  /** WalletConnect's log level. */
  logLevel?: string;
  /** Runs once on a freshly initialised provider (e.g. to turn off a vendor service). */
  prepare?(provider: P): void;
  /** Closes the provider's relay connection when the last namespace is released. */
  close?(provider: P): Promise<void>;
  /** The clock (ms since the epoch); default `Date.now`. */
  now?(): number;
  /**
   * How long a proposal may take to announce its pairing URI (ms, default
   * {@link WALLETCONNECT_URI_TIMEOUT_MS}), counted from when the WalletConnect library has loaded (a slow
   * download of `load()` is not a pairing that failed: it fails, or not, on its own); after it the proposal is
   * abandoned with a `WalletConnectPairingTimeoutError`, and the next `connect` proposes again.
   */
  uriTimeoutMs?: number;
  /**
   * How long loading the library (`load()`) may take (ms, default {@link WALLETCONNECT_LIBRARY_TIMEOUT_MS}): a
   * download that stalls fails the use that waits for it (a connect, a session restore) with a
   * `WalletConnectPairingTimeoutError` instead of leaving it pending for ever, and the next use loads again.
   */
  libraryTimeoutMs?: number;
};

export type WalletConnectHub<P extends WalletConnectProviderLike = WalletConnectProviderLike> = {
  /**
   * Adds a namespace to every proposal from now on (whichever namespace connects first). Returns the release
   * function; when the last namespace is released the provider's relay connection is closed (a later use
   * initialises a new provider, which restores the stored session).
   */
  register(namespace: string, registration: WalletConnectRegistration): () => void;
  /** The registered namespaces, in registration order. */
  namespaces(): string[];
  /** The one provider, initialised (`load()` + `init`) on first use. */
  provider(): Promise<P>;
  /**
   * Proposes ONE session with `optionalNamespaces` for every registered namespace (`preferred` ordering the
   * chains of `namespace`) and resolves once the wallet approved it (rejects as the provider does). While a
   * proposal is pending and its URI valid (or still to come), a second call re-announces its URI and waits for
   * the same approval; an expired one is replaced by a new proposal. A proposal without a URI `uriTimeoutMs`
   * after the library loaded rejects with `WalletConnectPairingTimeoutError` and is forgotten.
   */
  connect(params?: { namespace?: string; preferred?: string; fresh?: boolean }): Promise<void>;
  /** The pending proposal's URI, if one is pending. */
  pairing(): { uri: string; expiry: number } | undefined;
  /** Re-announces the pending proposal's URI to every namespace; false when none is pending. */
  announce(): boolean;
  /** The provider's live (not expired) session, if any. */
  session(): WalletConnectSessionLike | undefined;
  /** Ends the session for every namespace (the wallet is told); no-op without one; concurrent calls share one. */
  disconnect(): Promise<void>;
};

/** How long a pairing URI is valid when it does not say (WalletConnect's default proposal expiry, 5 min). */
export const WALLETCONNECT_PAIRING_TTL_MS = 5 * 60 * 1000;

/** How long a proposal may take to announce its pairing URI before it is abandoned (30 s). */
export const WALLETCONNECT_URI_TIMEOUT_MS = 30_000;

/**
 * How long the WalletConnect library's download may take before it counts as stalled (2 min: the library is a
 * few hundred kilobytes, seconds on a slow mobile connection).
 */
export const WALLETCONNECT_LIBRARY_TIMEOUT_MS = 120_000;

/**
 * When a pairing URI expires, in ms since the epoch: its `expiryTimestamp` parameter (seconds, set by
 * WalletConnect 2.x), else `now + 5 min` ({@link WALLETCONNECT_PAIRING_TTL_MS}).
 */
export function walletConnectPairingExpiry(uri: string, now: number): number {
  const query = uri.indexOf('?');
  if (query !== -1) {
    const value = new URLSearchParams(uri.slice(query + 1)).get('expiryTimestamp');
    if (value !== null && /^\d{1,12}$/.test(value)) return Number(value) * 1000;
  }
  return now + WALLETCONNECT_PAIRING_TTL_MS;
}

/** A pending proposal: its approval, and its URI once announced (`announced` stops its URI timeout). */
type Attempt = { promise: Promise<void>; uri?: string; expiry?: number; announced?: () => void };

/**
 * Creates a {@link WalletConnectHub}. Nothing is loaded or opened until `provider()` / `connect()`. Its parts: the
 * library's load (hub-library.ts) and the proposal's namespaces and the provider's options (hub-proposal.ts).
 */
export function createWalletConnectHub<P extends WalletConnectProviderLike>(
  options: WalletConnectHubOptions<P>,
): WalletConnectHub<P> {
  const now = options.now ?? (() => Date.now());
  const registrations = new Map<string, WalletConnectRegistration>();
  /** The library (`options.load()`), loaded once; a failed or stalled load is tried again by the next use. */
  const library = createHubLibrary(
    () => options.load(),
    options.libraryTimeoutMs ?? WALLETCONNECT_LIBRARY_TIMEOUT_MS,
  );
  // the one provider, initialised on first use; a failed attempt is tried again by the next
  const providerPromise = lazyOnce(async () => {
    const UniversalProvider = await library();
    const created = await UniversalProvider.init(universalProviderOptions(options));
    options.prepare?.(created);
    created.on('display_uri', onDisplayUri);
    instance = created;
    return created;
  });
  let instance: P | undefined;
  let pending: Attempt | undefined;
  let disconnecting: Promise<void> | undefined;

  const onDisplayUri = ((uri: unknown) => {
    if (typeof uri !== 'string') return;
    const expiry = walletConnectPairingExpiry(uri, now());
    if (pending) {
      pending.uri = uri;
      pending.expiry = expiry;
      pending.announced?.();
    }
    for (const registration of [...registrations.values()]) registration.onPairingUri?.(uri, expiry);
  }) as WalletConnectListener;

  function liveSession(): WalletConnectSessionLike | undefined {
    const session = instance?.session;
    if (!session) return undefined;
    if (session.expiry !== undefined && session.expiry * 1000 <= now()) return undefined;
    return session;
  }

  function provider(): Promise<P> {
    return providerPromise.get();
  }

  async function propose(namespace: string | undefined, preferred: string | undefined): Promise<void> {
    const target = await provider();
    await target.connect({
      optionalNamespaces: await proposalNamespaces(registrations, namespace, preferred),
    });
  }

  function announce(): boolean {
    const { uri, expiry } = pending ?? {};
    if (uri === undefined || expiry === undefined) return false;
    for (const registration of [...registrations.values()]) registration.onPairingUri?.(uri, expiry);
    return true;
  }

  return {
    register(namespace, registration) {
      registrations.set(namespace, registration);
      return () => {
        if (registrations.get(namespace) !== registration) return;
        registrations.delete(namespace);
        if (registrations.size > 0) return;
        const loaded = providerPromise.peek();
        providerPromise.reset();
        instance = undefined;
        pending = undefined;
        loaded
          ?.then(async (target) => {
            target.removeListener('display_uri', onDisplayUri);
            await options.close?.(target);
          })
          .catch(() => undefined);
      };
    },

    namespaces: () => [...registrations.keys()],

    provider,

    connect(params = {}) {
      // `fresh`: a new proposal even when one is pending (its URI is not shown again; a late approval of it
      // still establishes the session, which every namespace then finds)
      if (!params.fresh && pending && (pending.expiry === undefined || pending.expiry > now())) {
        announce();
        return pending.promise;
      }
      const attempt: Attempt = { promise: Promise.resolve() };
      const timeoutMs = options.uriTimeoutMs ?? WALLETCONNECT_URI_TIMEOUT_MS;
      // The URI timeout starts once the library has loaded: initialising the provider, reaching the relay and
      // proposing must announce a URI in time; downloading the library is not part of it.
      const proposed = () =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => {
            if (pending === attempt) pending = undefined; // abandoned: the next connect proposes again
            reject(new WalletConnectPairingTimeoutError());
          }, timeoutMs);
          attempt.announced = () => clearTimeout(timer);
          propose(params.namespace, params.preferred)
            .finally(() => clearTimeout(timer))
            .then(resolve, reject);
        });
      attempt.promise = library()
        .then(proposed)
        .finally(() => {
          if (pending === attempt) pending = undefined;
        });
      pending = attempt;
      return attempt.promise;
    },

    pairing() {
      if (pending?.uri === undefined || pending.expiry === undefined) return undefined;
      return { uri: pending.uri, expiry: pending.expiry };
    },

    announce,

    session: liveSession,

    disconnect() {
      if (disconnecting) return disconnecting;
      const target = instance;
      if (!target?.session) return Promise.resolve();
      const ending = target.disconnect().finally(() => {
        if (disconnecting === ending) disconnecting = undefined;
      });
      disconnecting = ending;
      return ending;
    },
  };
}
