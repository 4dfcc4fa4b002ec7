'use client';

import { type ReactNode, useEffect, useRef } from 'react';

/**
 * Animates the body's height (150 ms, CSS transition) when the view's content changes size: the inner element
 * keeps its natural height, measured with a ResizeObserver, and the outer one transitions to it. The views keep
 * their height while their data arrives (fixed list regions), so this animates between views — and for a toast:
 * its slot is part of the content, so while one shows the body grows by its room and the view it pushes down
 * stays whole (no control is cut by the dialog's edge; ARCHITECTURE.md's layout contract).
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
      outer.style.setProperty('--wd-body-height', `${inner.offsetHeight}px`);
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
