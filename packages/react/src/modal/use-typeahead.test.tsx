import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTypeahead } from './use-typeahead.js';

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

function Outlet(props: { view: string; loading: () => boolean; expose: (read: () => string) => void }) {
  const anchor = useRef<HTMLDivElement | null>(null);
  props.expose(useTypeahead(props.view, props.loading, anchor));
  return (
    <div ref={anchor}>
      <button type="button">row</button>
      <input aria-label="field" />
    </div>
  );
}

/** Renders the hook for `view`; `loading` says whether the view's code is still loading (asked at each key). */
function setUp(state: { view: string; loading: boolean }) {
  let read: () => string = () => '';
  const expose = (fn: () => string) => {
    read = fn;
  };
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const render = () =>
    act(() => root?.render(<Outlet view={state.view} loading={() => state.loading} expose={expose} />));
  render();
  const press = (key: string, target: Element = document.body, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent('keydown', {
      key,
      bubbles: true,
      cancelable: true,
      composed: true,
      ...init,
    });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { render, press, read: () => read(), host };
}

describe('useTypeahead: what is typed while a view loads is kept for it', () => {
  it('holds the characters typed while the view loads (and keeps them from the page), then lets keys through', () => {
    const state = { view: 'AllWallets', loading: true };
    const { press, read, host } = setUp(state);
    const row = host.querySelector('button') as HTMLButtonElement;
    expect(['R', 'a', 'i', 'n'].map((key) => press(key, row))).toEqual([true, true, true, true]);
    expect(read()).toBe('Rain');
    // Shortcuts and named keys are not typing.
    expect(press('k', row, { ctrlKey: true })).toBe(false);
    expect(press('Enter', row)).toBe(false);
    expect(read()).toBe('Rain');

    state.loading = false;
    expect(press('b', row)).toBe(false);
    expect(press(' ', row)).toBe(false);
    expect(read()).toBe('Rain');
  });

  it('leaves keys typed in a field to the field, and forgets the text when the view changes', () => {
    const state = { view: 'AllWallets', loading: true };
    const { press, read, render, host } = setUp(state);
    expect(press('x', host.querySelector('input') as HTMLInputElement)).toBe(false);
    expect(read()).toBe('');
    press('z');
    expect(read()).toBe('z');
    state.view = 'Connect';
    render();
    expect(read()).toBe('');
  });
});
