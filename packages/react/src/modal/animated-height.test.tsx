import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AnimatedHeight } from './animated-height.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
const view = document.defaultView as unknown as { ResizeObserver: unknown };
const original = view.ResizeObserver;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  view.ResizeObserver = original;
  document.body.replaceChildren();
});

/** A ResizeObserver the test triggers (`resize()`), recording what it observes and whether it was disconnected. */
function fakeObserver() {
  const state = { observed: [] as Element[], disconnected: false, resize: () => {} };
  view.ResizeObserver = class {
    constructor(callback: () => void) {
      state.resize = () => callback();
    }
    observe(element: Element) {
      state.observed.push(element);
    }
    disconnect() {
      state.disconnected = true;
    }
  };
  return state;
}

function height(element: Element, px: number): void {
  Object.defineProperty(element, 'offsetHeight', { configurable: true, get: () => px });
}

describe('AnimatedHeight', () => {
  it("sets the body's height to its content's, the toast's slot included, and stops observing on unmount", () => {
    const observer = fakeObserver();
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() =>
      root?.render(
        <AnimatedHeight>
          <div className="wd-view" />
          <div className="wd-toast-region" />
        </AnimatedHeight>,
      ),
    );
    const outer = container.querySelector<HTMLElement>('.wd-body');
    const inner = container.querySelector<HTMLElement>('.wd-body-inner');
    const toast = container.querySelector<HTMLElement>('.wd-toast-region');
    if (!outer || !inner || !toast) throw new Error('not rendered');
    expect(observer.observed).toEqual([inner]);

    height(inner, 320);
    height(toast, 0);
    observer.resize();
    expect(outer.style.getPropertyValue('--wd-body-height')).toBe('320px');
    // A toast shows: the body grows by its room, so the view it pushes down is not cut by the dialog's edge.
    height(inner, 368);
    height(toast, 48);
    observer.resize();
    expect(outer.style.getPropertyValue('--wd-body-height')).toBe('368px');

    act(() => root?.unmount());
    root = undefined;
    expect(observer.disconnected).toBe(true);
  });
});
