'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * Anything `useExternalStore` can read: a `subscribe` that calls its listener after each change and returns
 * an unsubscribe function, a `getSnapshot` that returns the same value until the store changes, and
 * optionally the snapshot to use on the server and during hydration (the store's deterministic initial
 * state). Methods are called on the store, so class instances work as well as plain objects of closures.
 */
export type ExternalStore<Snapshot> = {
  subscribe(onStoreChange: () => void): () => void;
  getSnapshot(): Snapshot;
  getServerSnapshot?: (() => Snapshot) | undefined;
};

/**
 * The current snapshot of `store`, re-rendering when it changes. Server rendering and hydration use
 * `store.getServerSnapshot()` (or `getSnapshot()` when the store has none), so a store whose client state
 * differs from its initial state hydrates without a mismatch and updates right after.
 *
 * Pass a store whose identity is stable (create it once, e.g. with `useState(() => createStore())`): a new
 * store object resubscribes.
 */
export function useExternalStore<Snapshot>(store: ExternalStore<Snapshot>): Snapshot {
  const subscribe = useCallback((onStoreChange: () => void) => store.subscribe(onStoreChange), [store]);
  const getSnapshot = useCallback(() => store.getSnapshot(), [store]);
  const getServerSnapshot = useCallback(
    () => (store.getServerSnapshot ? store.getServerSnapshot() : store.getSnapshot()),
    [store],
  );
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
