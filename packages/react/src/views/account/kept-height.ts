'use client';

import { type CSSProperties, type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Keeps the room of a part of the view that may go away while the view is shown (the namespace switcher and
 * "Disconnect all" once only one namespace is left): while `shown`, the element's height is measured after each
 * render; once it is no longer shown, the returned style keeps that height as a minimum, so the parts below (the
 * tab bar) do not move. Nothing is kept before the part was shown; the view's next mount starts afresh.
 */
export function useKeptHeight<T extends HTMLElement>(
  shown: boolean,
): { ref: RefObject<T | null>; style: CSSProperties | undefined } {
  const ref = useRef<T | null>(null);
  const height = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (shown && ref.current) height.current = ref.current.getBoundingClientRect().height;
  });
  const kept = height.current;
  return { ref, style: !shown && kept !== undefined ? { minHeight: `${kept}px` } : undefined };
}
