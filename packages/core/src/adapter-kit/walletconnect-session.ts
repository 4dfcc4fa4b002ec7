import { ConnectorError } from '../errors/connector-error.js';
import { toWalletDockError } from '../errors/from-rpc-error.js';
import { WalletConnectUnavailableError } from '../errors/walletconnect-unavailable-error.js';
import {
  createWalletConnectHub,
  type WalletConnectHub,
  type WalletConnectHubOptions,
  type WalletConnectNamespaceProposal,
  type WalletConnectProviderLike,
} from '../walletconnect/hub.js';
import { noAccountError } from './errors.js';
import { toWalletRequestError } from './wallet-request-error.js';

/**
 * The part of a WalletConnect connector every namespace shares: the hub's provider with the connector's
 * listeners attached, the pairing attempt (one at a time; a second connect while its URI is valid re-announces
 * it), the quiet periods in which provider events are not forwarded (our own pairing and disconnect), and
 * teardown. What a session means for the namespace (accounts, chains, a wallet object) stays in the adapter.
 */
export type WalletConnectSession<P extends WalletConnectProviderLike, T> = {
  readonly hub: WalletConnectHub<P>;
  /** The hub's provider, loaded on first use; the connector's listeners follow a new provider. */
  load(): Promise<P>;
  /** The provider last loaded, if any. */
  provider(): P | undefined;
  /** True while provider events must not be forwarded (pairing, our own disconnect, destroyed). */
  silenced(): boolean;
  /** Runs `work` with provider events silenced (e.g. while setting the provider's default chain). */
  silently<R>(work: () => R): R;
  /**
   * A live session for the namespace: the stored one, else a new pairing through the hub. Concurrent calls
   * share one attempt while its pairing URI is valid; an expired one starts a new attempt, and so does
   * `{ fresh: true }` (the pending pairing is abandoned: spec §4 reuses it only on Telegram and iOS Safari).
   */
  pair(preferred: string | undefined, options?: { fresh?: boolean }): Promise<T>;
  /** Ends the session for every namespace (the wallet is told); no-op without one. */
  disconnect(): Promise<void>;
  isDestroyed(): boolean;
  /** Detaches the listeners and releases a private hub. */
  destroy(): void;
};

export type WalletConnectSessionOptions<P extends WalletConnectProviderLike, T> = {
  namespace: string;
  /** The client's shared hub (the namespace registered by the adapter), else a private one is created. */
  hub?: WalletConnectHub<P> | undefined;
  /** The options of the private hub (used only without `hub`). */
  privateHub(): WalletConnectHubOptions<P>;
  /** The namespace's proposal for the private hub. */
  proposal(preferred: string | undefined): WalletConnectNamespaceProposal;
  /** Pairing URIs of the private hub. */
  onPairingUri(uri: string, expiry: number): void;
  /** Subscribes the connector to a provider; returns the unsubscribe. */
  attach(provider: P): () => void;
  /** The namespace's session from the provider's live session, or undefined without one usable. */
  sessionOf(provider: P, preferred: string | undefined): T | undefined | Promise<T | undefined>;
  /** Called with every session `pair` establishes or restores. */
  onSession(session: T): void;
  /** Maps a failed pairing (default: a refusal → `UserRejectedRequestError`, else core's classes). */
  mapPairingError?(error: unknown): Error;
  /** The details of "Account not found" when the approved session serves no account of the namespace. */
  noAccountDetails: string;
  /** The clock (ms since the epoch); default `Date.now`. */
  now?(): number;
};

/** Creates the shared part of a WalletConnect connector ({@link WalletConnectSession}). */
export function createWalletConnectSession<P extends WalletConnectProviderLike, T>(
  options: WalletConnectSessionOptions<P, T>,
): WalletConnectSession<P, T> {
  const now = options.now ?? (() => Date.now());
  const hub = options.hub ?? createWalletConnectHub<P>(options.privateHub());
  let destroyed = false;
  let quiet = false;
  let attachedTo: P | undefined;
  let detach: (() => void) | undefined;
  let pending: { promise: Promise<T> } | undefined;
  const release = options.hub
    ? undefined
    : hub.register(options.namespace, {
        proposal: (preferred) => options.proposal(preferred),
        onPairingUri: (uri, expiry) => {
          if (!destroyed) options.onPairingUri(uri, expiry);
        },
      });

  const assertAlive = () => {
    if (destroyed) throw new ConnectorError('WalletConnect connector destroyed');
  };

  async function load(): Promise<P> {
    assertAlive();
    let target: P;
    try {
      target = await hub.provider();
    } catch (error) {
      throw error instanceof WalletConnectUnavailableError ? error : toWalletDockError(error);
    }
    assertAlive();
    if (attachedTo !== target) {
      detach?.();
      detach = options.attach(target);
      attachedTo = target;
    }
    return target;
  }

  async function silentlyAsync(work: () => Promise<void>): Promise<void> {
    quiet = true;
    try {
      await work();
    } finally {
      quiet = false;
    }
  }

  async function attempt(preferred: string | undefined, fresh: boolean): Promise<T> {
    const target = await load();
    const stored = await options.sessionOf(target, preferred);
    if (stored) {
      options.onSession(stored);
      return stored;
    }
    await silentlyAsync(async () => {
      try {
        await hub.connect({
          namespace: options.namespace,
          ...(preferred === undefined ? {} : { preferred }),
          ...(fresh ? { fresh } : {}),
        });
      } catch (error) {
        throw (options.mapPairingError ?? toWalletRequestError)(error);
      }
    });
    const established = await options.sessionOf(target, preferred);
    if (!established) {
      await target.disconnect().catch(() => undefined);
      throw noAccountError(options.noAccountDetails);
    }
    options.onSession(established);
    return established;
  }

  return {
    hub,
    load,
    provider: () => attachedTo,
    silenced: () => quiet || destroyed,
    silently(work) {
      const previous = quiet;
      quiet = true;
      try {
        return work();
      } finally {
        quiet = previous;
      }
    },
    async pair(preferred, { fresh = false } = {}) {
      const pairing = hub.pairing();
      if (!fresh && pending && (pairing === undefined || pairing.expiry > now())) {
        hub.announce();
        return pending.promise;
      }
      const current = { promise: attempt(preferred, fresh) };
      pending = current;
      try {
        return await current.promise;
      } finally {
        if (pending === current) pending = undefined;
      }
    },
    async disconnect() {
      const target = attachedTo;
      if (!target || target.session === undefined) return;
      await silentlyAsync(async () => {
        try {
          await hub.disconnect(); // every namespace of the session ends
        } catch (error) {
          throw toWalletDockError(error);
        }
      });
    },
    isDestroyed: () => destroyed,
    destroy() {
      destroyed = true;
      detach?.();
      detach = undefined;
      // A private hub closes the relay connection now; the client's shared hub when its last namespace goes.
      release?.();
    },
  };
}
