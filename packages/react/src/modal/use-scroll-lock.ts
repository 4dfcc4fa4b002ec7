'use client';

import { useLayoutEffect } from 'react';
import { lockPageScroll } from './scroll-lock.js';

/**
 * Locks the page's scroll while `active` (the shown, non-embedded dialog: scroll-lock.ts) and gives it back,
 * where it was, when the dialog closes. In a layout effect: the page loses its scrollbar in the frame the dialog
 * first paints in, not one later.
 */
export function useScrollLock(active: boolean, doc: Document): void {
  useLayoutEffect(() => (active ? lockPageScroll(doc) : undefined), [active, doc]);
}
