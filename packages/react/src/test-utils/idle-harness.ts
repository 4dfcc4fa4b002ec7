import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * For the tests of the modal's idle-time hooks: registers (in the calling test file) a stubbed
 * `requestIdleCallback` / `cancelIdleCallback` and a React root cleaned up after each test. `idle()` runs the
 * callbacks waiting now, in `act`; `render(element)` renders into the file's one root; `unmount()` unmounts it
 * (the next `render` makes a new one).
 */
export function idleHarness(): { idle(): void; render(element: ReactNode): void; unmount(): void } {
  let root: Root | undefined;
  let waiting: (() => void)[] = [];

  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });

  beforeEach(() => {
    waiting = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => waiting.push(callback));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => {
      waiting[handle - 1] = () => {};
    });
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  return {
    idle() {
      const now = waiting;
      waiting = [];
      act(() => {
        for (const callback of now) callback();
      });
    },
    render(element) {
      root ??= createRoot(document.createElement('div'));
      act(() => root?.render(element));
    },
    unmount() {
      act(() => root?.unmount());
      root = undefined;
    },
  };
}
