'use client';

import { useEffect, useState } from 'react';
import { adoptStyles } from './adopt-styles.js';
import { MODAL_CSS } from './styles.js';
import { whenIdle } from './when-idle.js';

/** Where the shell's sheet is: asked for (`wanted`), and adopted into the current root (`adopted`). */
export type ShellSheet = { wanted: boolean; adopted: boolean };

/**
 * The shell's sheet (MODAL_CSS) in `root`: parsed while the browser is idle after mount (not in the page's
 * load), or at once when the modal shows before that. The dialog renders only into a root whose sheet is
 * adopted (`adopted`), so it is never shown unstyled.
 */
export function useShellSheet(root: ShadowRoot | null, visible: boolean): ShellSheet {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted || !root) return;
    if (visible) {
      setWanted(true);
      return;
    }
    return whenIdle(() => setWanted(true));
  }, [root, visible, wanted]);

  const adoptNow = root !== null && (wanted || visible);
  const [styledRoot, setStyledRoot] = useState<ShadowRoot | null>(null);
  useEffect(() => {
    if (!root || !adoptNow) return;
    const removeStyles = adoptStyles(root, MODAL_CSS);
    setStyledRoot(root);
    return () => {
      removeStyles();
      setStyledRoot(null);
    };
  }, [root, adoptNow]);

  return { wanted, adopted: styledRoot !== null && root === styledRoot };
}
