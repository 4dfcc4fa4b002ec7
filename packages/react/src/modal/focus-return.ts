/** What can take focus (a control, or an element put in the Tab order). */
const FOCUSABLE =
  'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * WalletDock's own page buttons (buttons/): a Connect button that connecting turned into (or replaced by) the
 * account button is found by these classes.
 */
const WALLETDOCK_BUTTONS = '.wd-button--account, .wd-button--connect';

/** How long after the dialog closed a page that swaps its opener for another button is still followed. */
const FOLLOW_MS = 1_500;

/** The element that had focus when the dialog took it, and the elements it sat in (nearest first). */
export type Opener = { element: HTMLElement; ancestors: readonly Element[] };

/** The page's focused element as the dialog opens (none when that is the page's body: opened from code). */
export function rememberOpener(doc: Document): Opener | undefined {
  const element = doc.activeElement;
  if (!element || element === doc.body || element === doc.documentElement || !('focus' in element))
    return undefined;
  const ancestors: Element[] = [];
  for (let up = element.parentElement; up && up !== doc.body; up = up.parentElement) ancestors.push(up);
  return { element: element as HTMLElement, ancestors };
}

/**
 * Where focus goes back to when the dialog closes (DESIGN.md §5: focus restored), never the page's body: the
 * opener if it is still in the page; else, in the nearest of its places that is still there, WalletDock's
 * account or Connect button (connecting replaced the Connect button by the account button), else that place's
 * first control; else WalletDock's account or Connect button anywhere in the page.
 */
export function focusReturnTarget(opener: Opener, doc: Document): HTMLElement | undefined {
  if (opener.element.isConnected) return opener.element;
  for (const place of opener.ancestors) {
    if (!place.isConnected) continue;
    const found =
      place.querySelector<HTMLElement>(WALLETDOCK_BUTTONS) ?? place.querySelector<HTMLElement>(FOCUSABLE);
    if (found) return found;
  }
  return doc.querySelector<HTMLElement>(WALLETDOCK_BUTTONS) ?? undefined;
}

/**
 * Gives focus back to the opener (or what replaced it, {@link focusReturnTarget}). The page may swap its button
 * a moment later (the account button renders after the modal closed): while focus would then fall to the page's
 * body, for a short while, it is moved to the replacement. Returns a function that stops following the page.
 */
export function returnFocus(opener: Opener, doc: Document): () => void {
  focusReturnTarget(opener, doc)?.focus({ preventScroll: true });
  const view = doc.defaultView;
  if (!view?.MutationObserver) return () => {};
  const observer = new view.MutationObserver(() => {
    const focused = doc.activeElement;
    if (focused !== null && focused !== doc.body) return;
    focusReturnTarget(opener, doc)?.focus({ preventScroll: true });
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  const stop = () => {
    observer.disconnect();
    view.clearTimeout(timer);
    doc.removeEventListener('pointerdown', stop, true);
    doc.removeEventListener('keydown', stop, true);
  };
  const timer = view.setTimeout(stop, FOLLOW_MS);
  // The visitor acts: where focus is is theirs now.
  doc.addEventListener('pointerdown', stop, true);
  doc.addEventListener('keydown', stop, true);
  return stop;
}
