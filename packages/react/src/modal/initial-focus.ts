/**
 * The attribute a view puts on the control that should have focus when the modal opens on it (e.g. the sign-in
 * view's Sign button). Without one, the dialog itself takes focus.
 */
export const INITIAL_FOCUS_ATTRIBUTE = 'data-wd-initial-focus';

/** What takes focus when the dialog opens: the shown view's marked control if it has one, else the dialog. */
export function initialFocusTarget(dialog: HTMLElement): HTMLElement {
  return dialog.querySelector<HTMLElement>(`[${INITIAL_FOCUS_ATTRIBUTE}]`) ?? dialog;
}
