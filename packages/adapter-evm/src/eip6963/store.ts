import {
  type AnnouncedProvider,
  EIP6963_ANNOUNCE_PROVIDER_EVENT,
  EIP6963_REQUEST_PROVIDER_EVENT,
} from './types.js';
import { type Eip6963InvalidReason, validateAnnouncement } from './validate.js';

/**
 * Where announcements are listened for and requests dispatched: a `window`, or anything with the same three
 * methods. When it has an `Event` constructor (a window does), requests are created with it, so that a
 * window of another realm (an iframe, a test DOM) receives its own kind of event.
 */
export type Eip6963Target = Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
> & {
  readonly Event?: typeof Event;
};

export type CreateEip6963StoreOptions = {
  /** Where to discover wallets. Default: the global `window` at the time of the first subscription, if any. */
  target?: Eip6963Target | undefined;
  /** Called for every announcement that is ignored because it is malformed. */
  onInvalid?: ((reason: Eip6963InvalidReason, detail: unknown) => void) | undefined;
};

/**
 * The EIP-6963 wallets announced on a page, as an external store for `useSyncExternalStore` (or any other
 * observer). The functions do not use `this` and can be passed around on their own.
 */
export type Eip6963Store = {
  /**
   * Adds a listener called after each change of the list. The first subscription starts listening for
   * `eip6963:announceProvider` and dispatches `eip6963:requestProvider`; the last unsubscription stops
   * listening (the wallets found so far are kept). Returns the unsubscribe function (idempotent).
   */
  subscribe(listener: () => void): () => void;
  /** The wallets announced so far, in announcement order; the same frozen array until the list changes. */
  getSnapshot(): readonly AnnouncedProvider[];
  /** Always the same empty frozen array: nothing is announced on a server or before hydration. */
  getServerSnapshot(): readonly AnnouncedProvider[];
  /** Asks every wallet to announce itself again. Does nothing while nobody is subscribed. */
  request(): void;
  /** Stops listening, drops every listener and wallet; later subscriptions do nothing. */
  destroy(): void;
};

const EMPTY: readonly AnnouncedProvider[] = Object.freeze([]);

function defaultTarget(): Eip6963Target | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

function sameAnnouncement(a: AnnouncedProvider, b: AnnouncedProvider): boolean {
  return (
    a.provider === b.provider &&
    a.info.uuid === b.info.uuid &&
    a.info.name === b.info.name &&
    a.info.icon === b.info.icon &&
    a.info.rdns === b.info.rdns
  );
}

/**
 * Creates a store of the wallets that announce themselves with EIP-6963. It touches no global until it is
 * subscribed to, so it can be created during server rendering (its snapshot is then empty).
 *
 * - Announcements are validated ({@link validateAnnouncement}); malformed ones are ignored and reported to
 *   `onInvalid`.
 * - Entries are unique by `info.uuid` and by `info.rdns` (compared without letter case): an announcement that
 *   matches an entry replaces it in place, so a wallet that restarts with a new uuid keeps its position.
 *   An identical re-announcement changes nothing, not even the snapshot's identity.
 */
export function createEip6963Store(options: CreateEip6963StoreOptions = {}): Eip6963Store {
  const { onInvalid } = options;
  const listeners = new Set<{ readonly notify: () => void }>();
  let snapshot = EMPTY;
  let attached: Eip6963Target | undefined;
  let destroyed = false;

  const notify = (): void => {
    for (const listener of [...listeners]) listener.notify();
  };

  const upsert = (next: AnnouncedProvider): void => {
    const rdns = next.info.rdns.toLowerCase();
    const list: AnnouncedProvider[] = [];
    let placed = false;
    let changed = false;
    for (const item of snapshot) {
      if (item.info.uuid !== next.info.uuid && item.info.rdns.toLowerCase() !== rdns) {
        list.push(item);
      } else if (placed) {
        changed = true; // a second match: the new announcement replaces both entries
      } else {
        placed = true;
        if (sameAnnouncement(item, next)) {
          list.push(item);
        } else {
          list.push(next);
          changed = true;
        }
      }
    }
    if (!placed) {
      list.push(next);
      changed = true;
    }
    if (!changed) return;
    snapshot = Object.freeze(list);
    notify();
  };

  const onAnnounce = (event: Event): void => {
    let detail: unknown;
    try {
      detail = (event as Partial<CustomEvent<unknown>>).detail;
    } catch {
      detail = undefined;
    }
    const result = validateAnnouncement(detail);
    if (result.ok) {
      upsert(result.value);
    } else {
      onInvalid?.(result.reason, detail);
    }
  };

  const dispatchRequest = (target: Eip6963Target): void => {
    const EventConstructor = target.Event ?? Event;
    target.dispatchEvent(new EventConstructor(EIP6963_REQUEST_PROVIDER_EVENT));
  };

  const attach = (): void => {
    const target = options.target ?? defaultTarget();
    if (!target) return;
    attached = target;
    target.addEventListener(EIP6963_ANNOUNCE_PROVIDER_EVENT, onAnnounce);
    dispatchRequest(target);
  };

  const detach = (): void => {
    attached?.removeEventListener(EIP6963_ANNOUNCE_PROVIDER_EVENT, onAnnounce);
    attached = undefined;
  };

  return {
    subscribe(listener) {
      if (destroyed) return () => {};
      const entry = { notify: () => listener() };
      listeners.add(entry);
      if (listeners.size === 1) attach();
      return () => {
        if (!listeners.delete(entry)) return;
        if (listeners.size === 0) detach();
      };
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => EMPTY,
    request() {
      if (attached) dispatchRequest(attached);
    },
    destroy() {
      destroyed = true;
      listeners.clear();
      detach();
      snapshot = EMPTY;
    },
  };
}
