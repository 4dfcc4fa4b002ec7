/**
 * The text of `element` as a sighted visitor reads it: without visually hidden text (`.wd-visually-hidden`, what
 * only screen readers get), and with the ellipsis CSS draws in place of the hidden middle of a value cut by
 * `MiddleTruncate` (`0xa0b8…3f21`). `textContent` is what screen readers and a copy get.
 */
export function visibleText(element: Element | null | undefined): string {
  if (!element) return '';
  let text = '';
  for (const node of element.childNodes) {
    if (node.nodeType === 3) {
      text += node.textContent ?? '';
    } else if (node instanceof Element && !node.classList.contains('wd-visually-hidden')) {
      const drawnEllipsis =
        node.classList.contains('wd-mt-end') && node.parentElement?.classList.contains('wd-mt--fixed');
      text += `${drawnEllipsis ? '…' : ''}${visibleText(node)}`;
    }
  }
  return text;
}
