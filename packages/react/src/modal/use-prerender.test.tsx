import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { idleHarness } from '../test-utils/idle-harness.js';
import { lazyView } from '../views/lazy-view.js';
import { usePrerender } from './use-prerender.js';
import type { ModalViewRegistry } from './views.js';

// Idle-time work, run by a stubbed requestIdleCallback: `idle()` runs the callbacks waiting now.
const { idle, render, unmount } = idleHarness();

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
    unmount();
    render(<Probe views={{ Connect: lazy.view }} sheetIn />);
    idle();
    expect(prerendered.at(-1)).toBe(false);
    expect(lazy.preload).not.toHaveBeenCalled();
  });
});
