/**
 * The attribute a view puts on the control that should have focus when the modal opens on it (e.g. the sign-in
 * view's Sign button). Without one, the dialog itself takes focus.
 */
export const INITIAL_FOCUS_ATTRIBUTE = 'data-wd-initial-focus';

/** What can take focus inside a view, in document order. */
const CONTROLS =
  'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * What takes focus when the dialog opens: the shown view's marked control if it has one; else, when the view's
 * first control is a row of a list (`.wd-list`: the Connect view's first wallet, whose list the arrow keys move
 * through, views/connect/list-keyboard.ts), that row — where the keyboard can act at once; else the dialog.
 */
export function initialFocusTarget(dialog: HTMLElement): HTMLElement {
  const marked = dialog.querySelector<HTMLElement>(`[${INITIAL_FOCUS_ATTRIBUTE}]`);
  if (marked) return marked;
  const first = dialog.querySelector<HTMLElement>(`.wd-view ${CONTROLS.split(', ').join(', .wd-view ')}`);
  return first?.closest('.wd-list') ? first : dialog;
}
