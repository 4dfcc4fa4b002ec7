import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  const setup = (maxEntries = 10) => {
    let now = 1_000;
    let reads = 0;
    const cache = new TtlCache<number>({ ttlMs: 30_000, maxEntries, now: () => now });
    const read = (value: number) => async () => {
      reads += 1;
      return value;
    };
    return { cache, read, reads: () => reads, advance: (ms: number) => (now += ms) };
  };

  it('answers the cached value within its life and reads again once it has expired', async () => {
    const { cache, read, reads, advance } = setup();
    expect(await cache.get('a', read(1))).toBe(1);
    advance(29_999);
    expect(await cache.get('a', read(2))).toBe(1);
    advance(1);
    expect(await cache.get('a', read(3))).toBe(3);
    expect(reads()).toBe(2);
  });

  it('reads again when asked for a fresh value, and caches that one', async () => {
    const { cache, read } = setup();
    await cache.get('a', read(1));
    expect(await cache.get('a', read(2), { fresh: true })).toBe(2);
    expect(await cache.get('a', read(3))).toBe(2);
  });

  it('shares one read between concurrent misses of a key', async () => {
    const { cache, read, reads } = setup();
    const [a, b] = await Promise.all([cache.get('k', read(1)), cache.get('k', read(2))]);
    expect([a, b]).toEqual([1, 1]);
    expect(reads()).toBe(1);
  });

  it('does not cache a failed read', async () => {
    const { cache, read } = setup();
    await expect(cache.get('a', () => Promise.reject(new Error('node down')))).rejects.toThrow('node down');
    expect(await cache.get('a', read(5))).toBe(5);
  });

  it('holds at most maxEntries, dropping the oldest read first', async () => {
    const { cache, read, reads } = setup(2);
    await cache.get('a', read(1));
    await cache.get('b', read(2));
    await cache.get('c', read(3));
    expect(cache.size).toBe(2);
    await cache.get('b', read(20));
    expect(reads()).toBe(3);
    expect(await cache.get('a', read(10))).toBe(10);
  });

  it('dates an entry from when its read started, so a slow read does not outlive its life', async () => {
    let now = 0;
    const cache = new TtlCache<number>({ ttlMs: 30_000, maxEntries: 10, now: () => now });
    await cache.get('a', async () => {
      now += 20_000;
      return 1;
    });
    now += 10_000;
    expect(await cache.get('a', async () => 2)).toBe(2);
  });
});
