'use client';

import { type RefCallback, useCallback, useRef } from 'react';
import { adoptStyles } from '../../modal/adopt-styles.js';

/**
 * Adds a view's stylesheets to the shadow root it renders in, for as long as its element is mounted. Returns a
 * ref callback to put on the view's outermost element. The sheets are adopted when React attaches the ref
 * (during commit, before paint), so the view never shows unstyled. Outside a shadow root (a view rendered in
 * a plain document, e.g. a test) a `<style>` element goes into the document's head instead.
 *
 * Each view chunk carries its own CSS this way: the shell's initial chunk does not grow with the views.
 */
export function useViewStyles(...sheets: string[]): RefCallback<HTMLElement> {
  const css = sheets.join('\n');
  const cleanup = useRef<(() => void) | undefined>(undefined);
  return useCallback(
    (element: HTMLElement | null) => {
      cleanup.current?.();
      cleanup.current = undefined;
      if (!element) return;
      const root = element.getRootNode();
      const view = element.ownerDocument.defaultView;
      if (view && root instanceof view.ShadowRoot) {
        cleanup.current = adoptStyles(root, css);
      } else {
        const style = element.ownerDocument.createElement('style');
        style.textContent = css;
        element.ownerDocument.head.append(style);
        cleanup.current = () => style.remove();
      }
    },
    [css],
  );
}
