'use client';

import type { View } from '@walletdock/core';
import { startTransition, useEffect, useState } from 'react';
import { isLazyView } from '../views/lazy-view.js';
import type { ModalViewRegistry } from './views.js';
import { whenIdle } from './when-idle.js';

/**
 * The view the closed modal keeps rendered, hidden, once the browser is idle after load: the one a disconnected
 * visitor opens on. Opening on it only unhides what is already laid out, so the first wallet shows in the click's
 * frame even on a slow phone (ARCHITECTURE.md, "The closed modal prerenders its Connect view"). Only a view whose
 * code is already in the page is prerendered (the built-in Connect view is in the initial bundle; a lazy
 * replacement is not fetched before the modal opens).
 */
export const PRERENDERED_VIEW: View = 'Connect';

/** The router as opening on the prerendered view leaves it (what the hidden shell renders). */
export const PRERENDERED_ROUTER = {
  view: PRERENDERED_VIEW,
  data: undefined,
  history: [PRERENDERED_VIEW],
} as const;

/** Whether a registered view can render now, without fetching code (not lazy, or lazy and already loaded). */
function isReady(view: unknown): boolean {
  return view !== undefined && (!isLazyView(view) || view.loaded);
}

/**
 * Whether the closed shell renders PRERENDERED_VIEW hidden: switched on in a transition (built in slices, never
 * one long task) once the browser is idle after the shell's sheet is in (`sheetIn`), so never before the page
 * has loaded; never for an embedded modal (always shown) nor for a view whose code is not in the page yet.
 */
export function usePrerender(views: ModalViewRegistry, embedded: boolean, sheetIn: boolean): boolean {
  const [prerendered, setPrerendered] = useState(false);
  const prerenderable = !embedded && isReady(views[PRERENDERED_VIEW]);
  useEffect(() => {
    if (!sheetIn || prerendered || !prerenderable) return;
    return whenIdle(() => startTransition(() => setPrerendered(true)));
  }, [sheetIn, prerendered, prerenderable]);
  return prerendered && prerenderable;
}
