'use client';

import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';

/** A key that types one character (not a shortcut, not a dead or named key). */
function typesCharacter(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && !event.isComposing;
}

/** True when the key goes to a field that takes text itself. */
function inTextField(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  if (!(target instanceof Element)) return false;
  return target.matches('input, textarea, select, [contenteditable=""], [contenteditable="true"]');
}

/**
 * What the visitor types while the shown view's code is still loading (`loading()` true), kept for the view: the
 * characters typed on the dialog's document (not in a field) are held and not acted on, and the view reads them
 * with the returned function when it mounts (All Wallets puts them in its search, so that a fast typist who chose "All
 * Wallets" loses no character). A view change forgets them. `anchor` is an element of the dialog (its document).
 */
export function useTypeahead(
  view: string,
  loading: (() => boolean) | undefined,
  anchor: RefObject<HTMLElement | null>,
): () => string {
  const typed = useRef({ view, text: '' });
  if (typed.current.view !== view) typed.current = { view, text: '' };

  useLayoutEffect(() => {
    const doc = anchor.current?.ownerDocument;
    if (!loading || !doc) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Asked at each key: the view's code arrives without this hook's component rendering again.
      if (!loading() || event.defaultPrevented || !typesCharacter(event) || inTextField(event)) return;
      typed.current.text += event.key;
      event.preventDefault();
    };
    doc.addEventListener('keydown', onKeyDown, true);
    return () => doc.removeEventListener('keydown', onKeyDown, true);
  }, [loading, anchor]);

  return useCallback(() => typed.current.text, []);
}
