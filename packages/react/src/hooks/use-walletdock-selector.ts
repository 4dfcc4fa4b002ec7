'use client';

import type { WalletDockClient, WalletDockState } from '@walletdock/core';
import { useMemo } from 'react';
import { useWalletDockClient } from '../provider/context.js';
import { useExternalStore } from './use-external-store.js';

/** True when `a` and `b` are the same value, or plain objects whose own keys hold the same values. */
function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** Caches `select` per snapshot, and keeps the previous result while a new one is shallowly equal to it. */
function memoised<T>(select: (state: WalletDockState) => T): (state: WalletDockState) => T {
  let last: { state: WalletDockState; result: T } | undefined;
  return (state) => {
    if (last?.state === state) return last.result;
    const next = select(state);
    const result = last && shallowEqual(last.result, next) ? last.result : next;
    last = { state, result };
    return result;
  };
}

/**
 * Reads a slice of the client's state, re-rendering only when the slice changes (compared shallowly, so a
 * selector may return a new object of unchanged values). The server and hydration render from the client's
 * initial snapshot (`getInitialSnapshot()`), the browser from the live one after that.
 *
 * `select` must be pure; it is re-created only when `deps` change (like `useMemo`).
 */
export function useWalletDockSelector<T>(
  select: (state: WalletDockState) => T,
  deps: readonly unknown[] = [],
): T {
  return useClientSelector(useWalletDockClient(), select, deps);
}

/**
 * `useWalletDockSelector` for a given client (the modal's views get theirs as a prop): the slice of its state
 * that `select` returns, re-rendering only when that slice changes.
 */
export function useClientSelector<T>(
  client: WalletDockClient,
  select: (state: WalletDockState) => T,
  deps: readonly unknown[] = [],
): T {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` stands for what `select` closes over.
  const store = useMemo(() => {
    const live = memoised(select);
    const initial = memoised(select);
    return {
      subscribe: (onStoreChange: () => void) => client.subscribe(onStoreChange),
      getSnapshot: () => live(client.getSnapshot()),
      getServerSnapshot: () => initial(client.getInitialSnapshot()),
    };
  }, [client, ...deps]);
  return useExternalStore(store);
}
