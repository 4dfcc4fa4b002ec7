import { describe, expect, it } from 'vitest';
import { jsonBody, matchesIfNoneMatch, ResponseCache } from './directory-cache.js';

describe('ResponseCache', () => {
  it('keeps at most maxEntries keys, dropping the least recently used', async () => {
    const cache = new ResponseCache({ maxEntries: 2 });
    await cache.getOrLoad('a', async () => jsonBody('a'));
    await cache.getOrLoad('b', async () => jsonBody('b'));
    cache.get('a');
    await cache.getOrLoad('c', async () => jsonBody('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body.toString()).toBe('"a"');
    expect(cache.get('c')?.body.toString()).toBe('"c"');
  });

  it('keeps at most maxBytes of bodies and keys', async () => {
    const cache = new ResponseCache({ maxBytes: 1_000 });
    for (let index = 0; index < 20; index++) {
      await cache.getOrLoad(`k${index}`, async () => jsonBody('x'.repeat(200)));
    }
    expect(cache.size).toBe(4);
    expect(cache.get('k19')).toBeDefined();
    // A body larger than the bound is served, never stored.
    const huge = await cache.getOrLoad('huge', async () => jsonBody('x'.repeat(2_000)));
    expect(huge.body.length).toBe(2_002);
    expect(cache.get('huge')).toBeUndefined();
  });

  it('shares one load between concurrent misses and does not store a load that a clear overtook', async () => {
    const cache = new ResponseCache();
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load = async () => {
      loads += 1;
      await gate;
      return jsonBody({ loads });
    };
    const both = Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    cache.clear();
    release();
    const [first, second] = await both;
    expect(loads).toBe(1);
    expect(first).toBe(second);
    expect(cache.get('k')).toBeUndefined();
    await cache.getOrLoad('k', load);
    expect(cache.get('k')).toBeDefined();
  });
});

describe('jsonBody', () => {
  it('derives the ETag from the bytes: equal content, equal tag', () => {
    expect(jsonBody({ a: 1 }).etag).toBe(jsonBody({ a: 1 }).etag);
    expect(jsonBody({ a: 1 }).etag).not.toBe(jsonBody({ a: 2 }).etag);
  });
});

describe('matchesIfNoneMatch', () => {
  it.each([
    ['"x"', true],
    ['W/"x"', true],
    ['"y", "x"', true],
    ['*', true],
    ['"y"', false],
    ['x', false],
  ])('%s against "x" → %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, '"x"')).toBe(expected);
  });
});
