import { afterEach, describe, expect, it } from 'vitest';
import { lockPageScroll, SCROLL_LOCK_ATTRIBUTE } from './scroll-lock.js';

const html = document.documentElement;

/** The page's scrollbar is `width` px wide (the window is that much wider than the root's client box). */
function scrollbar(width: number): void {
  Object.defineProperty(html, 'clientWidth', { configurable: true, get: () => window.innerWidth - width });
}

afterEach(() => {
  Reflect.deleteProperty(html, 'clientWidth');
  html.removeAttribute('style');
  document.body.removeAttribute('style');
  html.removeAttribute(SCROLL_LOCK_ATTRIBUTE);
});

describe('lockPageScroll', () => {
  it('hides the page overflow, keeps the scrollbar room (its gutter), and gives back the page as it was', () => {
    scrollbar(15);
    html.style.overflow = 'auto';
    const release = lockPageScroll(document);
    expect(html.style.overflow).toBe('hidden');
    expect(html.style.getPropertyValue('scrollbar-gutter')).toBe('stable');
    release();
    expect(html.style.overflow).toBe('auto');
    expect(html.style.getPropertyValue('scrollbar-gutter')).toBe('');
    expect(html.hasAttribute(SCROLL_LOCK_ATTRIBUTE)).toBe(false);
  });

  it('adds no gutter to a page without a scrollbar (nothing would shift)', () => {
    scrollbar(0);
    const release = lockPageScroll(document);
    expect(html.style.overflow).toBe('hidden');
    expect(html.style.getPropertyValue('scrollbar-gutter')).toBe('');
    release();
    expect(html.style.overflow).toBe('');
  });

  it('scrolls the page back to where it was when the lock goes', () => {
    scrollbar(0);
    window.scrollTo(0, 420);
    const before = window.scrollY;
    const release = lockPageScroll(document);
    window.scrollTo(0, 0);
    release();
    expect(window.scrollY).toBe(before);
  });

  it('is shared by two modals: the page stays locked until the last one releases it, once each', () => {
    scrollbar(0);
    const first = lockPageScroll(document);
    const second = lockPageScroll(document);
    first();
    first();
    expect(html.style.overflow).toBe('hidden');
    expect(html.getAttribute(SCROLL_LOCK_ATTRIBUTE)).toBe('1');
    second();
    expect(html.style.overflow).toBe('');
  });
});
