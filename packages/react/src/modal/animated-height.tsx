'use client';

import { type ReactNode, useEffect, useRef } from 'react';

/**
 * Animates the body's height (150 ms, CSS transition) when the view's content changes size: the inner element
 * keeps its natural height, measured with a ResizeObserver, and the outer one transitions to it. The views keep
 * their height while their data arrives (fixed list regions), so this animates between views. The toast in
 * the body is left out of the height: while it shows, the body scrolls by that much instead of growing.
 */
export function AnimatedHeight({ children }: { children: ReactNode }) {
  const outerRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const outer = outerRef.current;
    const inner = innerRef.current;
    const Observer = outer?.ownerDocument.defaultView?.ResizeObserver;
    if (!outer || !inner || !Observer) return;
    const observer = new Observer(() => {
      const toastHeight = inner.querySelector<HTMLElement>(':scope > .wd-toast-region')?.offsetHeight ?? 0;
      outer.style.setProperty('--wd-body-height', `${inner.offsetHeight - toastHeight}px`);
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="wd-body" ref={outerRef}>
      <div className="wd-body-inner" ref={innerRef}>
        {children}
      </div>
    </div>
  );
}
