import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyView } from '../views/lazy-view.js';
import { usePrerender } from './use-prerender.js';
import type { ModalViewRegistry } from './views.js';

// Idle-time work, run by a stubbed requestIdleCallback: `idle()` runs the callbacks waiting now.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
let waiting: (() => void)[] = [];

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

function idle(): void {
  const now = waiting;
  waiting = [];
  act(() => {
    for (const callback of now) callback();
  });
}

function render(element: React.ReactNode): void {
  root ??= createRoot(document.createElement('div'));
  act(() => root?.render(element));
}

function counted() {
  const view = lazyView(async () => ({ default: () => null }));
  const preload = vi.spyOn(view, 'preload');
  return { view, preload };
}

let prerendered: boolean[] = [];
function Probe(props: { views: ModalViewRegistry; embedded?: boolean; sheetIn: boolean }) {
  prerendered.push(usePrerender(props.views, props.embedded ?? false, props.sheetIn));
  return null;
}

function EagerView() {
  return null;
}

describe('usePrerender', () => {
  beforeEach(() => {
    prerendered = [];
  });

  it('switches on once idle after the sheet is in, for a Connect view whose code is in the page', async () => {
    const views: ModalViewRegistry = { Connect: EagerView };
    render(<Probe views={views} sheetIn={false} />);
    idle();
    expect(prerendered.at(-1)).toBe(false);
    render(<Probe views={views} sheetIn />);
    expect(prerendered.at(-1)).toBe(false);
    idle();
    await act(async () => {});
    expect(prerendered.at(-1)).toBe(true);
  });

  it('never for an embedded modal, nor for a lazy Connect view not loaded yet (which it does not fetch)', () => {
    render(<Probe views={{ Connect: EagerView }} embedded sheetIn />);
    idle();
    expect(prerendered.at(-1)).toBe(false);

    const lazy = counted();
    act(() => root?.unmount());
    root = undefined;
    render(<Probe views={{ Connect: lazy.view }} sheetIn />);
    idle();
    expect(prerendered.at(-1)).toBe(false);
    expect(lazy.preload).not.toHaveBeenCalled();
  });
});
