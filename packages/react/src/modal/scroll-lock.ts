/** On the page's root element while a modal locks its scroll: how many shown modals hold the lock. */
export const SCROLL_LOCK_ATTRIBUTE = 'data-walletdock-scroll-lock';

/** The root element's own inline values the lock replaced, restored when the last lock goes. */
const SAVED_ATTRIBUTE = 'data-walletdock-scroll-lock-saved';

type Saved = { overflow: string; gutter: string; x: number; y: number };

/**
 * Locks the scroll of the page behind a shown modal (DESIGN.md §5, dialog semantics: the page under an
 * `aria-modal` dialog stays put): the wheel, the arrow keys, PageDown and Space no longer scroll it. The root
 * element gets `overflow: hidden`; where the page had a scrollbar that takes room, the room is kept
 * (`scrollbar-gutter: stable`), so the page does not shift sideways. The returned function releases the lock:
 * the root's own inline values come back and the page is where it was. Two modals on one page share the lock (a
 * count on the root element): the page is released when the last one goes.
 */
export function lockPageScroll(doc: Document): () => void {
  const html = doc.documentElement;
  const view = doc.defaultView;
  const count = Number(html.getAttribute(SCROLL_LOCK_ATTRIBUTE) ?? '0');
  if (count === 0 && view) {
    const saved: Saved = {
      overflow: html.style.overflow,
      gutter: html.style.getPropertyValue('scrollbar-gutter'),
      x: view.scrollX,
      y: view.scrollY,
    };
    html.setAttribute(SAVED_ATTRIBUTE, JSON.stringify(saved));
    if (view.innerWidth > html.clientWidth) html.style.setProperty('scrollbar-gutter', 'stable');
    html.style.overflow = 'hidden';
  }
  html.setAttribute(SCROLL_LOCK_ATTRIBUTE, String(count + 1));

  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = Number(html.getAttribute(SCROLL_LOCK_ATTRIBUTE) ?? '1') - 1;
    if (left > 0) {
      html.setAttribute(SCROLL_LOCK_ATTRIBUTE, String(left));
      return;
    }
    html.removeAttribute(SCROLL_LOCK_ATTRIBUTE);
    let saved: Saved | undefined;
    try {
      saved = JSON.parse(html.getAttribute(SAVED_ATTRIBUTE) ?? 'null') as Saved | undefined;
    } catch {
      saved = undefined; // written by this function only; a page that changed it gets no restore
    }
    html.removeAttribute(SAVED_ATTRIBUTE);
    if (!saved) return;
    html.style.overflow = saved.overflow;
    html.style.setProperty('scrollbar-gutter', saved.gutter);
    if (view && (view.scrollX !== saved.x || view.scrollY !== saved.y)) view.scrollTo(saved.x, saved.y);
  };
}
