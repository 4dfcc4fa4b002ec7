const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** The elements Tab reaches inside `container`, in document order. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden],[inert],[aria-hidden="true"]'),
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container` (whose root node is `root`): from the last element Tab goes to the
 * first, from the first (or the container itself) Shift+Tab goes to the last. Returns whether it moved focus.
 */
export function trapTab(event: KeyboardEvent, container: HTMLElement, root: Document | ShadowRoot): boolean {
  const elements = focusableElements(container);
  const first = elements[0];
  const last = elements[elements.length - 1];
  const active = root.activeElement;
  const inside = active instanceof Node && active !== container && container.contains(active);
  let target: HTMLElement | undefined;
  if (!first || !last) target = container;
  else if (event.shiftKey) target = !inside || active === first ? last : undefined;
  else target = !inside || active === last ? first : undefined;
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}
