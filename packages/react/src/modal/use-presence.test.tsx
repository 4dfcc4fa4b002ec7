import { VIEW_TRANSITION_MS } from '@walletdock/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyView } from '../views/lazy-view.js';
import { FIRST_VIEW_WAIT_MS, type ModalPresence, usePresence } from './use-presence.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
/** Every presence rendered, in order. */
let renders: ModalPresence[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  renders = [];
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.useRealTimers();
});

function Probe(props: { visible: boolean; onPrerendered?: boolean; view?: unknown }) {
  renders.push(usePresence(props.visible, props.onPrerendered ?? false, props.view));
  return null;
}

function render(props: { visible: boolean; onPrerendered?: boolean; view?: unknown }): void {
  root ??= createRoot(document.createElement('div'));
  act(() => root?.render(<Probe {...props} />));
}

const last = () => renders[renders.length - 1];
const SHOWN = { shown: true, closing: false, hidden: false };
const CLOSING = { shown: false, closing: true, hidden: false };
const HIDDEN = { shown: false, closing: false, hidden: true };

describe('usePresence', () => {
  it('starts shown when visible at mount, else hidden', () => {
    render({ visible: true });
    expect(last()).toEqual(SHOWN);
    act(() => root?.unmount());
    root = undefined;
    render({ visible: false });
    expect(last()).toEqual(HIDDEN);
  });

  it('shows a view whose code is in (not lazy) in a transition after the opening render', () => {
    render({ visible: false, view: () => null });
    render({ visible: true, view: () => null });
    expect(last()).toEqual(SHOWN);
    // The opening render itself is not shown yet: the transition shows it.
    expect(renders.some((presence) => presence.hidden)).toBe(true);
  });

  it('waits for a lazy view’s code, at most FIRST_VIEW_WAIT_MS', async () => {
    let loaded: (() => void) | undefined;
    const view = lazyView(
      () =>
        new Promise((resolve) => {
          loaded = () => resolve({ default: () => null });
        }),
    );
    render({ visible: false, view });
    render({ visible: true, view });
    expect(last()).toEqual(HIDDEN);
    await act(async () => {
      loaded?.();
      await Promise.resolve();
    });
    expect(last()).toEqual(SHOWN);

    const slow = lazyView(() => new Promise(() => {}));
    render({ visible: false, view: slow });
    act(() => vi.advanceTimersByTime(VIEW_TRANSITION_MS));
    render({ visible: true, view: slow });
    act(() => vi.advanceTimersByTime(FIRST_VIEW_WAIT_MS - 1));
    expect(last()).toEqual(HIDDEN);
    act(() => vi.advanceTimersByTime(1));
    expect(last()).toEqual(SHOWN);
  });

  it('shows the prerendered view in the opening render itself (no wait, no transition)', () => {
    render({ visible: false, onPrerendered: true, view: lazyView(() => new Promise(() => {})) });
    renders = [];
    render({ visible: true, onPrerendered: true });
    expect(renders[0]).toEqual(SHOWN);
    expect(last()).toEqual(SHOWN);
  });

  it('plays the exit animation (the view transition) when closed, then hides', () => {
    render({ visible: true });
    render({ visible: false });
    expect(last()).toEqual(CLOSING);
    act(() => vi.advanceTimersByTime(VIEW_TRANSITION_MS - 1));
    expect(last()).toEqual(CLOSING);
    act(() => vi.advanceTimersByTime(1));
    expect(last()).toEqual(HIDDEN);
  });

  it('is shown again at once when opened during the exit animation', () => {
    render({ visible: true, view: () => null });
    render({ visible: false, view: () => null });
    render({ visible: true, view: () => null });
    expect(last()).toEqual(SHOWN);
    act(() => vi.advanceTimersByTime(VIEW_TRANSITION_MS * 2));
    expect(last()).toEqual(SHOWN);
  });
});
