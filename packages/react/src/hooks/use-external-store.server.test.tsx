// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { type ExternalStore, useExternalStore } from './use-external-store.js';

function Show({ store }: { store: ExternalStore<string> }) {
  return <p>{useExternalStore(store)}</p>;
}

describe('useExternalStore on the server', () => {
  it('renders the server snapshot and never subscribes', () => {
    const store = {
      subscribe: vi.fn(() => () => {}),
      getSnapshot: vi.fn(() => 'client snapshot'),
      getServerSnapshot: vi.fn(() => 'server snapshot'),
    };
    expect(renderToString(<Show store={store} />)).toBe('<p>server snapshot</p>');
    expect(store.getServerSnapshot).toHaveBeenCalled();
    expect(store.getSnapshot).not.toHaveBeenCalled();
    expect(store.subscribe).not.toHaveBeenCalled();
  });

  it('falls back to getSnapshot for a store without a server snapshot', () => {
    const store = { subscribe: () => () => {}, getSnapshot: () => 'only snapshot' };
    expect(renderToString(<Show store={store} />)).toBe('<p>only snapshot</p>');
  });

  it('accepts an explicitly undefined getServerSnapshot', () => {
    const store = { subscribe: () => () => {}, getSnapshot: () => 'fallback', getServerSnapshot: undefined };
    expect(renderToString(<Show store={store} />)).toBe('<p>fallback</p>');
  });
});
