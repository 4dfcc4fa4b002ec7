'use client';

import type { View, WalletDockClient } from '@walletdock/core';
import { useEffect, useRef } from 'react';
import { isLazyView, type LazyView } from '../views/lazy-view.js';
import type { ModalViewRegistry } from './views.js';
import { whenIdle } from './when-idle.js';

/**
 * Once the dialog is shown (`shown`), the other views' code loads while the browser is idle: later steps never
 * wait for a chunk. One view per idle period (each import() and each chunk's evaluation is its own short task),
 * so preloading never makes a long task on a slow device. Done once per shell; a failed preload is left to the
 * view's own load (its error boundary offers "Try again"). A view of a feature that is off (core's
 * `isViewEnabled`: WalletSend with `features.send: false`) is never shown, so it is not loaded.
 */
export function usePreloadViews(
  shown: boolean,
  views: ModalViewRegistry,
  client: Pick<WalletDockClient, 'isViewEnabled'>,
): void {
  const preloaded = useRef(false);
  useEffect(() => {
    if (!shown || preloaded.current) return;
    const pending = (Object.entries(views) as [View, ModalViewRegistry[View]][])
      .filter(([name]) => client.isViewEnabled(name))
      .map(([, view]) => view)
      .filter((view): view is LazyView => isLazyView(view) && !view.loaded);
    let cancel = () => {};
    const next = () => {
      const view = pending.shift();
      if (!view) {
        preloaded.current = true;
        return;
      }
      view.preload().catch(() => undefined);
      cancel = whenIdle(next);
    };
    cancel = whenIdle(next);
    return () => cancel();
  }, [shown, views, client]);
}
