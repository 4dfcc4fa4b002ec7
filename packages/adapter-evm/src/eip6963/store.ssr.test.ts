// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createEip6963Store } from './store.js';

describe('createEip6963Store without a window (server rendering)', () => {
  it('has no window in this environment', () => {
    expect(typeof window).toBe('undefined');
  });

  it('can be created, subscribed to and asked without touching a DOM', () => {
    const store = createEip6963Store();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.request();
    expect(store.getSnapshot()).toEqual([]);
    expect(store.getServerSnapshot()).toEqual([]);
    unsubscribe();
    store.destroy();
    expect(listener).not.toHaveBeenCalled();
  });
});
