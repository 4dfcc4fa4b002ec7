'use client';

import { createContext, useContext, useEffect } from 'react';

/** Tells the shell whether the view it shows refuses to be dismissed. */
export type SetCloseBlocked = (blocked: boolean) => void;

/** Provided by the shell around the view it shows; absent outside a modal (a view rendered alone, in a test). */
export const CloseGuardContext = createContext<SetCloseBlocked | undefined>(undefined);

/**
 * Keeps the modal open while `blocked` is true and the calling view is shown: the close button is marked
 * unavailable (`aria-disabled`), and Escape, the close button, a click on the backdrop and the phone sheet's
 * swipe shake the dialog instead of closing it, at once (they do not ask core, whose own rule may have to read
 * sessions first). Unblocked again when `blocked` turns false or the view goes. A view's own buttons and core's
 * forced closes (`modal.close({ force: true })`) are not affected. E.g. the sign-in view while the app requires
 * a session: `useBlockClose(required && status !== 'authenticated')`.
 */
export function useBlockClose(blocked: boolean): void {
  const setBlocked = useContext(CloseGuardContext);
  useEffect(() => {
    if (!setBlocked || !blocked) return;
    setBlocked(true);
    return () => setBlocked(false);
  }, [setBlocked, blocked]);
}
