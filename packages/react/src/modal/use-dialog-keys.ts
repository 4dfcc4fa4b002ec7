'use client';

import { type RefObject, useLayoutEffect } from 'react';
import { trapTab } from './focus.js';

/**
 * The shown dialog's keys, handled on its document: Escape asks to close (`requestClose`), Tab and Shift+Tab stay
 * inside the dialog. Only while `active` (shown, not embedded, not closing).
 *
 * Registered in a layout effect, so the keys work as soon as the dialog shows: a dialog shown by a transition
 * render is painted before that render's passive effects run, and an Escape pressed in between (a fast visitor, a
 * test that presses it once the dialog is visible) would otherwise go unhandled and leave the dialog open.
 */
export function useDialogKeys(
  active: boolean,
  root: ShadowRoot,
  dialogRef: RefObject<HTMLElement | null>,
  requestClose: () => unknown,
): void {
  useLayoutEffect(() => {
    if (!active) return;
    const doc = root.ownerDocument;
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || event.defaultPrevented || event.isComposing) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        void requestClose();
      } else if (event.key === 'Tab') {
        trapTab(event, dialog, root);
      }
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [active, root, dialogRef, requestClose]);
}
