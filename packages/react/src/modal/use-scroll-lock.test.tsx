import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SCROLL_LOCK_ATTRIBUTE } from './scroll-lock.js';
import { useScrollLock } from './use-scroll-lock.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

function Locker({ active }: { active: boolean }) {
  useScrollLock(active, document);
  return null;
}

describe('useScrollLock', () => {
  it('locks the page while active and releases it when inactive or unmounted', () => {
    const html = document.documentElement;
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root?.render(<Locker active={false} />));
    expect(html.style.overflow).toBe('');
    act(() => root?.render(<Locker active />));
    expect(html.style.overflow).toBe('hidden');
    expect(html.getAttribute(SCROLL_LOCK_ATTRIBUTE)).toBe('1');
    act(() => root?.render(<Locker active={false} />));
    expect(html.style.overflow).toBe('');
    act(() => root?.render(<Locker active />));
    act(() => root?.unmount());
    root = undefined;
    expect(html.style.overflow).toBe('');
    expect(html.hasAttribute(SCROLL_LOCK_ATTRIBUTE)).toBe(false);
  });
});
