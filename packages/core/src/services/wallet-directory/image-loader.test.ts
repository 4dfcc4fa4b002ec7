import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestAbortedError } from '../../rpc/errors.js';
import { createFakeClock } from '../../testing/index.js';
import { ImageTooLargeError } from '../errors.js';
import { createImageLoader, IMAGE_MAX_BYTES, type ImageLoaderOptions } from './image-loader.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const png = () => new Blob([PNG], { type: 'image/png' });

/** A fetch whose every call waits until the test answers it; records the calls and their signals. */
function heldFetch() {
  const calls: {
    imageId: string;
    kind: string;
    signal: AbortSignal;
    maxBytes: number;
    answer(blob: Blob): void;
    fail(error: unknown): void;
  }[] = [];
  const fetch = vi.fn(
    (imageId: string, { signal, maxBytes }: { signal: AbortSignal; maxBytes: number }, kind = 'wallet') =>
      new Promise<Blob>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new RequestAbortedError(imageId)), { once: true });
        calls.push({ imageId, kind, signal, maxBytes, answer: resolve, fail: reject });
      }),
  );
  return { fetch, calls, call: (imageId: string) => calls.find((c) => c.imageId === imageId) };
}

/** An object-URL maker that counts what it made and revoked. */
function objectUrls() {
  let next = 0;
  const live = new Set<string>();
  const revoked: string[] = [];
  return {
    live,
    revoked,
    create: vi.fn(() => {
      const url = `blob:test/${++next}`;
      live.add(url);
      return url;
    }),
    revoke: vi.fn((url: string) => {
      live.delete(url);
      revoked.push(url);
    }),
  };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

function setup(overrides: { [K in keyof ImageLoaderOptions]?: ImageLoaderOptions[K] | undefined } = {}) {
  const clock = createFakeClock(0);
  const held = heldFetch();
  const urls = objectUrls();
  const shown: Record<string, string | undefined> = {};
  const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const options: ImageLoaderOptions = {
    fetch: held.fetch,
    publish: (imageId, url, kind) => {
      shown[kind === 'asset' ? `asset:${imageId}` : imageId] = url;
    },
    clock,
    logger,
    objectUrls: urls,
    rasterize: async () => undefined,
  };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete options[key as keyof ImageLoaderOptions];
    else Object.assign(options, { [key]: value });
  }
  const loader = createImageLoader(options);
  return { loader, clock, held, urls, shown, logger };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the directory icon loader', () => {
  it('requests an icon only when a tile acquires it, capped at 256 KB, and shows it as a sniffed PNG', async () => {
    const { loader, held, shown, urls } = setup();
    await flush();
    expect(held.fetch).not.toHaveBeenCalled();

    loader.acquire('a');
    expect(held.calls.map((c) => c.imageId)).toEqual(['a']);
    expect(held.call('a')?.maxBytes).toBe(IMAGE_MAX_BYTES);
    expect(IMAGE_MAX_BYTES).toBe(256 * 1024);
    held.call('a')?.answer(png());
    await flush();

    expect(shown.a).toBe('blob:test/1');
    const blob = urls.create.mock.calls[0] as unknown as [Blob];
    expect(blob[0].type).toBe('image/png');
  });

  it('loads an asset image (a network icon) under its own kind: the same id of a wallet is another image', async () => {
    const { loader, held, shown, logger } = setup();
    const releaseAsset = loader.acquire('ethereum', 'asset');
    loader.acquire('ethereum');
    expect(held.calls.map((c) => [c.kind, c.imageId])).toEqual([
      ['asset', 'ethereum'],
      ['wallet', 'ethereum'],
    ]);
    expect(held.calls[0]?.maxBytes).toBe(IMAGE_MAX_BYTES);
    held.calls[0]?.answer(png());
    held.calls[1]?.fail(new Error('404'));
    await flush();
    expect(shown['asset:ethereum']).toBe('blob:test/1');
    expect(shown.ethereum).toBeUndefined();
    expect(logger.debug).toHaveBeenCalledWith('The wallet image "ethereum" is not shown', expect.any(Error));
    // Releasing the asset leaves the wallet's failure alone, and the asset's URL is revoked after the grace.
    releaseAsset();
    expect(held.calls).toHaveLength(2);
  });

  it('loads at most 4 icons at a time; the others wait in the queue', async () => {
    const { loader, held } = setup();
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) loader.acquire(id);
    expect(held.calls.map((c) => c.imageId)).toEqual(['a', 'b', 'c', 'd']);

    held.call('b')?.answer(png());
    await flush();
    expect(held.calls.map((c) => c.imageId)).toEqual(['a', 'b', 'c', 'd', 'e']);
    held.call('a')?.fail(new Error('network'));
    await flush();
    expect(held.calls.map((c) => c.imageId)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('where the browser can yield, starts each request in a task of its own; a load cancelled meanwhile never asks', async () => {
    const yields: Array<() => void> = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => yields.push(resolve)) });
    try {
      const { loader, held } = setup();
      const releases = ['a', 'b', 'c', 'd'].map((id) => loader.acquire(id));
      // Four loads in flight, each waiting for its own task before it asks.
      expect(yields).toHaveLength(4);
      expect(held.calls).toEqual([]);
      for (const asked of [['a'], ['a', 'b']]) {
        yields.shift()?.();
        await flush();
        expect(held.calls.map((c) => c.imageId)).toEqual(asked);
      }
      releases[2]?.(); // 'c' leaves while it waits: it never asks
      yields.shift()?.();
      yields.shift()?.();
      await flush();
      expect(held.calls.map((c) => c.imageId)).toEqual(['a', 'b', 'd']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('cancels a queued load and aborts an in-flight one when their last tile releases', async () => {
    const { loader, held, shown, logger } = setup();
    const releases = ['a', 'b', 'c', 'd', 'e'].map((id) => loader.acquire(id));
    const secondA = loader.acquire('a');
    releases[4]?.(); // 'e' was queued: it never starts
    releases[0]?.(); // 'a' is still held by a second tile
    expect(held.call('a')?.signal.aborted).toBe(false);
    secondA();
    expect(held.call('a')?.signal.aborted).toBe(true);
    await flush();

    // 'a' left a slot: nothing else was queued ('e' was cancelled).
    expect(held.calls.map((c) => c.imageId)).toEqual(['a', 'b', 'c', 'd']);
    expect(shown.a).toBeUndefined();
    // A cancellation is not a failure: acquiring again requests again.
    expect(logger.debug).not.toHaveBeenCalled();
    loader.acquire('a');
    expect(held.calls.filter((c) => c.imageId === 'a')).toHaveLength(2);
  });

  it('revokes the object URL a grace period after the last release, and re-shows it from the cache', async () => {
    const { loader, held, shown, urls, clock } = setup({ graceMs: 3_000 });
    const release = loader.acquire('a');
    held.call('a')?.answer(png());
    await flush();
    const first = shown.a;
    expect(first).toMatch(/^blob:/);

    release();
    clock.advance(2_000);
    expect(urls.revoke).not.toHaveBeenCalled();
    // A re-render acquires again within the grace period: the same URL, no request.
    const again = loader.acquire('a');
    clock.advance(10_000);
    expect(shown.a).toBe(first);
    again();
    clock.advance(3_000);
    expect(urls.revoke).toHaveBeenCalledWith(first);
    expect(shown.a).toBeUndefined();
    expect(urls.live.size).toBe(0);

    // A scroll back: shown at once from the decoded cache, without a request.
    loader.acquire('a');
    expect(shown.a).toMatch(/^blob:/);
    expect(shown.a).not.toBe(first);
    expect(held.calls).toHaveLength(1);
  });

  it('revokes through URL.revokeObjectURL by default', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { loader, held, shown, clock } = setup({ objectUrls: undefined, graceMs: 100 });
    const release = loader.acquire('a');
    held.call('a')?.answer(png());
    await flush();
    const url = shown.a;
    expect(url).toMatch(/^blob:/);
    release();
    clock.advance(100);
    expect(revoke).toHaveBeenCalledWith(url);
  });

  it('keeps at most `cacheSize` decoded icons (least recently used out)', async () => {
    const { loader, held, shown, clock } = setup({ cacheSize: 2, graceMs: 0 });
    for (const id of ['a', 'b', 'c']) {
      const release = loader.acquire(id);
      held.call(id)?.answer(png());
      await flush();
      release();
      clock.advance(0);
    }
    expect(held.calls).toHaveLength(3);
    loader.acquire('c');
    loader.acquire('b');
    expect(held.calls).toHaveLength(3);
    expect(shown.b).toMatch(/^blob:/);
    loader.acquire('a'); // evicted: requested again
    expect(held.calls).toHaveLength(4);
  });

  it('refuses odd ids without a request and without throwing', () => {
    const { loader, held, shown } = setup();
    for (const id of ['', '.', '..', '__proto__']) {
      expect(() => loader.acquire(id)()).not.toThrow();
    }
    expect(held.fetch).not.toHaveBeenCalled();
    expect(shown).toEqual({});
  });

  it('marks a failed icon (too large, bad type, timeout) and tries it again only after retryFailed()', async () => {
    const { loader, held, shown, logger } = setup();
    loader.acquire('big');
    loader.acquire('html');
    held.call('big')?.fail(new ImageTooLargeError({ url: 'x', maxBytes: IMAGE_MAX_BYTES }));
    held.call('html')?.answer(new Blob(['<html><script>alert(1)</script>'], { type: 'image/png' }));
    await flush();
    expect(shown).toEqual({});
    expect(logger.debug).toHaveBeenCalledTimes(2);

    // Another tile showing it does not request it again...
    loader.acquire('big');
    expect(held.calls).toHaveLength(2);
    // ...until the modal's next opening.
    loader.retryFailed();
    expect(held.calls.map((c) => c.imageId)).toEqual(['big', 'html', 'big', 'html']);
  });

  it('times an icon out on the injected clock, freeing its slot', async () => {
    const { loader, held, clock, logger } = setup({ timeoutMs: 1_000, concurrency: 1 });
    loader.acquire('slow');
    loader.acquire('next');
    expect(held.calls.map((c) => c.imageId)).toEqual(['slow']);
    clock.advance(999);
    expect(held.call('slow')?.signal.aborted).toBe(false);
    clock.advance(1);
    expect(held.call('slow')?.signal.aborted).toBe(true);
    await flush();
    expect(held.calls.map((c) => c.imageId)).toEqual(['slow', 'next']);
    expect(String(logger.debug.mock.calls[0]?.[1])).toMatch(/timed out/i);
  });

  it('prefetches through the same queue and resolves once each icon settled, never rejecting', async () => {
    const { loader, held, shown } = setup({ concurrency: 2 });
    let done = false;
    const prefetch = loader.prefetch(['a', 'b', 'c', '..', 'a']).then(() => {
      done = true;
    });
    expect(held.calls.map((c) => c.imageId)).toEqual(['a', 'b']);
    held.call('a')?.answer(png());
    held.call('b')?.fail(new Error('HTTP 404'));
    await flush();
    expect(done).toBe(false);
    held.call('c')?.answer(new Blob(['not an image'], { type: 'image/gif' }));
    await prefetch;
    expect(shown.a).toMatch(/^blob:/);
    expect(shown.b).toBeUndefined();
    expect(shown.c).toBeUndefined();
  });

  it('revokes everything and cancels every load on destroy', async () => {
    const { loader, held, urls, shown } = setup();
    loader.acquire('a');
    loader.acquire('b');
    held.call('a')?.answer(png());
    await flush();
    loader.destroy();
    expect(held.call('b')?.signal.aborted).toBe(true);
    expect(urls.live.size).toBe(0);
    expect(shown.a).toBeUndefined();
    loader.acquire('c');
    expect(held.calls).toHaveLength(2);
  });
});
