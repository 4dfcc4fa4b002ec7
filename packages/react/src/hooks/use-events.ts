'use client';

import type { AlertState, RouterState, ToastState } from '@walletdock/core';
import { useWalletDockSelector } from './use-walletdock-selector.js';

export type UseEventsResult = {
  /** The toast as core shows it now (`open`, `variant`, `message`, `autoClose`). */
  toast: ToastState;
  /** The alert as core shows it now (`open`, `id`, `title`, `message`). */
  alert: AlertState;
  /** The router now: the current `view` and its `history` stack. */
  route: Pick<RouterState, 'view' | 'history'>;
};

/**
 * What the modal last reported, as state: the current toast, alert and route. The result changes (and the
 * component re-renders) whenever one of them changes, so an effect on `toast`, `alert` or `route` sees each
 * toast shown, each alert and each navigation. It is not a queue: changes made within one microtask are
 * batched by core and only the last state of each is seen.
 */
export function useEvents(): UseEventsResult {
  return useWalletDockSelector(
    (state): UseEventsResult => ({ toast: state.toast, alert: state.alert, route: state.router }),
  );
}
