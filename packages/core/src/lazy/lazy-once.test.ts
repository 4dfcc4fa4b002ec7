import { describe, expect, it, vi } from 'vitest';
import { lazyOnce } from './lazy-once.js';

describe('lazyOnce', () => {
  it('loads nothing until the first get, then once', async () => {
    const load = vi.fn(async () => 42);
    const value = lazyOnce(load);
    expect(load).not.toHaveBeenCalled();
    expect(value.peek()).toBeUndefined();
    const first = value.get();
    expect(value.get()).toBe(first);
    expect(value.peek()).toBe(first);
    await expect(first).resolves.toBe(42);
    await value.get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next get tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce('ok');
    const value = lazyOnce<string>(load);
    await expect(value.get()).rejects.toThrow('chunk failed');
    expect(value.peek()).toBeUndefined();
    await expect(value.get()).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('turns a synchronous throw of load into a rejection', async () => {
    const value = lazyOnce<string>(() => {
      throw new Error('boom');
    });
    await expect(value.get()).rejects.toThrow('boom');
    expect(value.peek()).toBeUndefined();
  });

  it('reset makes the next get load anew, and a stale failure does not clear a newer load', async () => {
    let fail: (error: Error) => void = () => {};
    const load = vi
      .fn<() => Promise<number>>()
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockResolvedValueOnce(2);
    const value = lazyOnce(load);
    const stale = value.get();
    value.reset();
    const fresh = value.get();
    fail(new Error('late'));
    await expect(stale).rejects.toThrow('late');
    expect(value.peek()).toBe(fresh);
    await expect(fresh).resolves.toBe(2);
  });
});
