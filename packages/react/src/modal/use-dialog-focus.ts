'use client';

import { type RefObject, useEffect, useRef } from 'react';
import { rememberOpener, returnFocus } from './focus-return.js';
import { initialFocusTarget } from './initial-focus.js';

/**
 * The shown dialog's focus, while `active` (shown, not embedded, not closing):
 * - when it becomes active, the shown view's marked control (`INITIAL_FOCUS_ATTRIBUTE`) takes focus if there is
 *   one, else the first row of the view's list when the view starts with one (the Connect view's first wallet:
 *   the arrow keys act there), else the dialog (a view that renders later moves focus from the dialog itself);
 *   when it stops, focus goes back to the element that had it before, or to what replaced it in the page (the
 *   account button that a connect put in the Connect button's place: focus-return.ts), never to the page's body;
 * - a view change (`viewKey`) removes the view that held focus (the clicked "All Wallets" row): focus would fall to
 *   the page's body, out of the dialog, and a screen reader would lose its place. It goes back to the dialog
 *   instead. Not at opening (the first rule applies then).
 */
export function useDialogFocus(
  active: boolean,
  root: ShadowRoot,
  dialogRef: RefObject<HTMLElement | null>,
  viewKey: string,
): void {
  const following = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    if (!active) return;
    const doc = root.ownerDocument;
    following.current?.();
    const opener = rememberOpener(doc);
    // At once, in this effect. Deferring it to the next frame (to keep the style and layout it forces out of the
    // click's task) was tried on 2026-11-29 and reverted while an Escape pressed right after the dialog showed went
    // unhandled now and then (e2e/modal-journeys.spec.ts, the keyboard journey); that race showed without the
    // deferral too, and the keys are now registered in a layout effect for it (use-dialog-keys.ts).
    // preventScroll: the dialog is fixed over the page, there is nothing to scroll into view (scrolling would
    // force a layout inside the click's task).
    const dialog = dialogRef.current;
    if (dialog) initialFocusTarget(dialog).focus({ preventScroll: true });
    // It stops by itself a moment after the dialog closed (focus-return.ts), also when the shell is unmounted.
    return () => {
      if (opener) following.current = returnFocus(opener, doc);
    };
  }, [active, root, dialogRef]);

  const shownView = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!active) {
      shownView.current = undefined;
      return;
    }
    const opening = shownView.current === undefined;
    shownView.current = viewKey;
    if (opening) return;
    const dialog = dialogRef.current;
    const inside = root.activeElement;
    if (!dialog || (inside !== null && dialog.contains(inside))) return;
    const focused = root.ownerDocument.activeElement;
    if (focused !== null && focused !== root.ownerDocument.body && focused !== root.host) return;
    dialog.focus({ preventScroll: true });
  }, [viewKey, root, active, dialogRef]);
}
