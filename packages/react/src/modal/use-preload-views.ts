'use client';

import { useEffect, useRef } from 'react';
import { isLazyView, type LazyView } from '../views/lazy-view.js';
import type { ModalViewRegistry } from './views.js';
import { whenIdle } from './when-idle.js';

/**
 * Once the dialog is shown (`shown`), the other views' code loads while the browser is idle: later steps never
 * wait for a chunk. One view per idle period (each import() and each chunk's evaluation is its own short task),
 * so preloading never makes a long task on a slow device. Done once per shell; a failed preload is left to the
 * view's own load (its error boundary offers "Try again").
 */
export function usePreloadViews(shown: boolean, views: ModalViewRegistry): void {
  const preloaded = useRef(false);
  useEffect(() => {
    if (!shown || preloaded.current) return;
    const pending = Object.values(views).filter((view): view is LazyView => isLazyView(view) && !view.loaded);
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
  }, [shown, views]);
}
