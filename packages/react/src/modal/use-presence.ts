'use client';

import { VIEW_TRANSITION_MS } from '@walletdock/core';
import { startTransition, useEffect, useRef, useState } from 'react';
import { isLazyView } from '../views/lazy-view.js';

/** How long the close animation runs before the shell unmounts (spec §9: the view transition, core's timing). */
const EXIT_DURATION_MS = VIEW_TRANSITION_MS;

/** The longest the dialog waits for its first view's code before it shows (with a loading state). */
export const FIRST_VIEW_WAIT_MS = 300;

/** Where the shell is in its life: shown (or opening at once), playing its exit animation, or not shown. */
export type ModalPresence = {
  /** The dialog is shown: opened and its first view's code in (or waited for), or opening on the prerendered view. */
  shown: boolean;
  /** The modal was closed and the exit animation plays; the shell no longer takes focus or keys. */
  closing: boolean;
  /** Neither: nothing is shown (the shell is unmounted, or renders the prerendered view hidden). */
  hidden: boolean;
};

/**
 * The shell's presence. Opening first loads the code of the view to show (at most FIRST_VIEW_WAIT_MS), so the
 * dialog appears with its content rather than a loading state; closing plays the exit animation (150 ms) before
 * the shell unmounts, and focus goes back at once.
 *
 * The dialog is shown in a transition (`startTransition`): React builds it in slices of a few milliseconds and
 * yields to the browser between them, so opening never blocks the page in one long task, even on a slow phone;
 * the click's own task stays short. Closing is immediate. Opening on the prerendered view (`onPrerendered`: the
 * view to show is the one the closed shell already renders hidden) is instant: the click's own render unhides
 * the shell (no wait, no transition).
 *
 * @param visible whether the modal is open (always, embedded)
 * @param onPrerendered whether the view to open on is the prerendered one, already laid out
 * @param firstView the registered component of the view to open on
 */
export function usePresence(visible: boolean, onPrerendered: boolean, firstView: unknown): ModalPresence {
  const [presence, setPresence] = useState<'shown' | 'closing' | 'hidden'>(visible ? 'shown' : 'hidden');
  const instant = visible && presence !== 'shown' && onPrerendered;
  const instantRef = useRef(instant);
  instantRef.current = instant;
  const firstViewRef = useRef<unknown>(undefined);
  firstViewRef.current = firstView;
  useEffect(() => {
    if (visible) {
      if (instantRef.current) {
        setPresence('shown');
        return;
      }
      const show = () => startTransition(() => setPresence('shown'));
      const view = firstViewRef.current;
      if (!isLazyView(view) || view.loaded) {
        show();
        return;
      }
      let live = true;
      const showOnce = () => {
        if (live) show();
      };
      const timer = setTimeout(showOnce, FIRST_VIEW_WAIT_MS);
      view.preload().then(showOnce, showOnce);
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }
    setPresence((current) => (current === 'hidden' ? 'hidden' : 'closing'));
    const timer = setTimeout(() => setPresence('hidden'), EXIT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  const shown = presence === 'shown' || instant;
  const closing = presence === 'closing' && !visible;
  return { shown, closing, hidden: !shown && !closing };
}
