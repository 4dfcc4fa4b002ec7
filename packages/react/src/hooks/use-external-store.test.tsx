import { act, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ExternalStore, useExternalStore } from './use-external-store.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

type TestStore<T> = ExternalStore<T> & { set(value: T): void; readonly listenerCount: number };

function createTestStore<T>(initial: T, server?: T): TestStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => value,
    ...(server === undefined ? {} : { getServerSnapshot: () => server }),
    set(next) {
      value = next;
      for (const listener of [...listeners]) listener();
    },
    get listenerCount() {
      return listeners.size;
    },
  };
}

function Show({ store }: { store: ExternalStore<string> }) {
  return <output>{useExternalStore(store)}</output>;
}

/** Shows the store's snapshot and reports every render with the value it rendered. */
function Spy({ store, onRender }: { store: ExternalStore<string>; onRender: (value: string) => void }) {
  const value = useExternalStore(store);
  onRender(value);
  return <output>{value}</output>;
}

let container: HTMLElement;
let root: Root | undefined;

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
});

function mount(element: React.ReactNode): HTMLElement {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(element));
  return container;
}

describe('useExternalStore', () => {
  it('renders the current snapshot and re-renders on change', () => {
    const store = createTestStore('first');
    const view = mount(<Show store={store} />);
    expect(view.textContent).toBe('first');
    act(() => store.set('second'));
    expect(view.textContent).toBe('second');
  });

  it('subscribes once per mounted store and unsubscribes on unmount', () => {
    const store = createTestStore('x');
    mount(
      <StrictMode>
        <Show store={store} />
        <Show store={store} />
      </StrictMode>,
    );
    expect(store.listenerCount).toBe(2);
    act(() => root?.unmount());
    root = undefined;
    expect(store.listenerCount).toBe(0);
  });

  it('moves its subscription when given another store', () => {
    const a = createTestStore('a');
    const b = createTestStore('b');
    const view = mount(<Show store={a} />);
    act(() => root?.render(<Show store={b} />));
    expect(view.textContent).toBe('b');
    expect(a.listenerCount).toBe(0);
    expect(b.listenerCount).toBe(1);
    act(() => a.set('a2'));
    expect(view.textContent).toBe('b');
  });

  it('calls methods on the store, so class-based stores work', () => {
    class Counter {
      #count = 0;
      #listeners = new Set<() => void>();
      subscribe(listener: () => void) {
        this.#listeners.add(listener);
        return () => this.#listeners.delete(listener);
      }
      getSnapshot() {
        return String(this.#count);
      }
      increment() {
        this.#count += 1;
        for (const listener of this.#listeners) listener();
      }
    }
    const counter = new Counter();
    const view = mount(<Show store={counter} />);
    act(() => counter.increment());
    expect(view.textContent).toBe('1');
  });

  it('does not re-render when the snapshot is unchanged', () => {
    const store = createTestStore('same');
    const renders = vi.fn();
    mount(<Spy store={store} onRender={renders} />);
    const before = renders.mock.calls.length;
    act(() => store.set('same'));
    expect(renders.mock.calls.length).toBe(before);
  });

  it('hydrates server HTML from the server snapshot without a mismatch, then shows the client state', () => {
    const serverStore = createTestStore('client state', 'initial state');
    const html = renderToString(<Show store={serverStore} />);
    expect(html).toContain('initial state');

    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const clientStore = createTestStore('client state', 'initial state');
    const onRecoverableError = vi.fn();
    const seen: string[] = [];
    act(() => {
      root = hydrateRoot(container, <Spy store={clientStore} onRender={(value) => seen.push(value)} />, {
        onRecoverableError,
      });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(seen[0]).toBe('initial state');
    expect(container.textContent).toBe('client state');
  });
});
