import type { Clock, Logger } from '../../client/clock.js';
import { browserYield } from '../../client/yield.js';
import { HttpTimeoutError } from '../errors.js';
import { createImageBlobCache, type ImageBlobCache } from './image-cache.js';
import { type SvgRasterizer, showableImage } from './image-content.js';
import { isDirectoryImageId } from './images.js';
import { rasterizeSvg } from './svg-raster.js';

/** The largest icon downloaded, in bytes: a larger one is cut off (and refused) as soon as it passes this. */
export const IMAGE_MAX_BYTES = 256 * 1024;
/** How many icons load at a time; the others wait in a queue. */
export const IMAGE_CONCURRENCY = 4;
/** How long an icon no tile shows keeps its object URL (a view transition or re-render then needs no new one). */
export const IMAGE_RELEASE_GRACE_MS = 5_000;
/** How many decoded icons are kept (least recently used first out), so a scroll back shows them at once. */
export const IMAGE_CACHE_SIZE = 100;
/** The longest one icon may take (requests and retries, decoding, SVG drawing) before it is refused. */
export const IMAGE_TIMEOUT_MS = 15_000;

/**
 * Which directory image an id names: a wallet's (`/getWalletImage/{id}`) or an asset's, such as a network's
 * `assets.imageId` (`/public/getAssetImage/{id}`). The same id of both kinds are two images.
 */
export type DirectoryImageLoadKind = 'wallet' | 'asset';

/** Makes and revokes object URLs (default: `URL.createObjectURL` / `URL.revokeObjectURL`, read at call time). */
export type ObjectUrls = {
  /** `undefined` where object URLs do not exist (the icon is then not shown). */
  create(blob: Blob): string | undefined;
  revoke(url: string): void;
};

/** Options of {@link createImageLoader}. */
export type ImageLoaderOptions = {
  /**
   * Fetches an icon: at most `maxBytes`, aborted with `signal` (the directory client's `getWalletImage`, or
   * `getAssetImage` for `kind` `'asset'`).
   */
  fetch(
    imageId: string,
    options: { signal: AbortSignal; maxBytes: number },
    kind: DirectoryImageLoadKind,
  ): Promise<Blob>;
  /** Told when an icon's checked bytes are in (the Blob that will be shown), e.g. to keep a copy of it. */
  loaded?(imageId: string, blob: Blob, kind: DirectoryImageLoadKind): void;
  /** Told whenever an icon's shown URL changes: an object URL, or `undefined` (its placeholder shows). */
  publish(imageId: string, url: string | undefined, kind: DirectoryImageLoadKind): void;
  clock: Clock;
  logger: Logger;
  concurrency?: number;
  maxBytes?: number;
  graceMs?: number;
  cacheSize?: number;
  timeoutMs?: number;
  /** Default: {@link rasterizeSvg} (a canvas; refuses where there is none). */
  rasterize?: SvgRasterizer;
  objectUrls?: ObjectUrls;
};

/** Loads directory icons for the tiles that show them (see {@link createImageLoader}). */
export type ImageLoader = {
  /**
   * A tile shows `imageId`: loads it (queued) unless it is shown, cached or failed, and publishes its object URL
   * once loaded. Call the returned function (once) when the tile no longer shows it. Odd ids (`''`, `.`, `..`)
   * are refused at once: nothing is requested, the placeholder stays. `kind` (default `'wallet'`): see
   * {@link DirectoryImageLoadKind}.
   */
  acquire(imageId: string, kind?: DirectoryImageLoadKind): () => void;
  /** Loads these icons through the same queue; resolves (never rejects) once each loaded, failed or was refused. */
  prefetch(imageIds: readonly string[], kind?: DirectoryImageLoadKind): Promise<void>;
  /** Forgets which icons failed, so they are tried again (the modal's next opening); re-queues the shown ones. */
  retryFailed(): void;
  /** Cancels every load, revokes every object URL (publishing `undefined`) and refuses later calls. */
  destroy(): void;
};

type Entry = {
  readonly id: string;
  readonly kind: DirectoryImageLoadKind;
  /** Tiles (and prefetches) that show or wait for this icon. */
  refs: number;
  status: 'idle' | 'queued' | 'loading';
  /** The load in flight. */
  abort: AbortController | undefined;
  /** The object URL published, while one is. */
  url: string | undefined;
  /** The timer that revokes `url` once no tile shows it. */
  grace: unknown;
  /** Called when the queued or in-flight load ends (loaded, failed or cancelled). */
  settled: (() => void)[];
};

function systemObjectUrls(): ObjectUrls {
  return {
    create: (blob) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : undefined),
    revoke: (url) => {
      if (typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
    },
  };
}

/** One loader's state: what its functions below share. */
type Loader = {
  readonly options: ImageLoaderOptions;
  readonly concurrency: number;
  readonly maxBytes: number;
  readonly graceMs: number;
  readonly timeoutMs: number;
  readonly rasterize: SvgRasterizer;
  readonly urls: ObjectUrls;
  readonly cache: ImageBlobCache;
  readonly entries: Map<string, Entry>;
  /** Icons that failed since the last `retryFailed()` (by key: see {@link keyOf}). */
  readonly failed: Set<string>;
  /** Queued icon keys, first in first out. */
  readonly queue: string[];
  /** Loads in flight. */
  active: number;
  destroyed: boolean;
};

/** The key of an image in the loader's maps: its id, prefixed for an asset (kinds never share an entry). */
const keyOf = (imageId: string, kind: DirectoryImageLoadKind): string =>
  kind === 'wallet' ? imageId : `${kind}\n${imageId}`;

function entryOf(loader: Loader, imageId: string, kind: DirectoryImageLoadKind): Entry {
  const key = keyOf(imageId, kind);
  let entry = loader.entries.get(key);
  if (entry === undefined) {
    entry = {
      id: imageId,
      kind,
      refs: 0,
      status: 'idle',
      abort: undefined,
      url: undefined,
      grace: undefined,
      settled: [],
    };
    loader.entries.set(key, entry);
  }
  return entry;
}

/** Drops an entry nothing refers to any more (no tile, no load, no URL). */
function forget(loader: Loader, imageId: string, entry: Entry): void {
  const unused = entry.refs === 0 && entry.status === 'idle' && entry.url === undefined;
  if (unused && loader.entries.get(imageId) === entry) loader.entries.delete(imageId);
}

function settle(entry: Entry): void {
  for (const callback of entry.settled.splice(0)) callback();
}

/** Publishes an object URL of the cached Blob (none where object URLs do not exist). */
function show(loader: Loader, key: string, entry: Entry): void {
  if (entry.url !== undefined) return;
  const blob = loader.cache.get(key);
  const url = blob === undefined ? undefined : loader.urls.create(blob);
  if (url === undefined) return;
  entry.url = url;
  loader.options.publish(entry.id, url, entry.kind);
}

function hide(loader: Loader, entry: Entry): void {
  const url = entry.url;
  if (url === undefined) return;
  entry.url = undefined;
  loader.options.publish(entry.id, undefined, entry.kind);
  loader.urls.revoke(url);
}

/** Shows the icon from the cache, or queues its load (unless it failed or is already on its way). */
function request(loader: Loader, key: string, entry: Entry): void {
  if (entry.url !== undefined) return;
  if (loader.cache.get(key) !== undefined) {
    show(loader, key, entry);
    return;
  }
  if (loader.failed.has(key) || entry.status !== 'idle') return;
  entry.status = 'queued';
  loader.queue.push(key);
  pump(loader);
}

/** One holder less: the last one cancels a queued or in-flight load, and revokes the URL after the grace period. */
function release(loader: Loader, key: string, entry: Entry): void {
  entry.refs -= 1;
  if (entry.refs > 0 || loader.destroyed) return;
  if (entry.status === 'queued') {
    loader.queue.splice(loader.queue.indexOf(key), 1);
    entry.status = 'idle';
    settle(entry);
  } else if (entry.status === 'loading') {
    entry.abort?.abort();
    entry.abort = undefined;
    entry.status = 'idle';
    settle(entry);
  }
  if (entry.url === undefined) {
    forget(loader, key, entry);
    return;
  }
  entry.grace = loader.options.clock.setTimeout(() => {
    entry.grace = undefined;
    if (entry.refs > 0) return;
    hide(loader, entry);
    forget(loader, key, entry);
  }, loader.graceMs);
}

/** Starts queued loads while fewer than `concurrency` are in flight. */
function pump(loader: Loader): void {
  while (loader.active < loader.concurrency && !loader.destroyed) {
    const key = loader.queue.shift();
    if (key === undefined) return;
    const entry = loader.entries.get(key);
    if (entry?.status !== 'queued') continue;
    loader.active += 1;
    const done = () => {
      loader.active -= 1;
      pump(loader);
    };
    load(loader, key, entry).then(done, done);
  }
}

/** Fetches, checks and caches one icon; any failure marks it failed (a cancellation does not). Never rejects. */
async function load(loader: Loader, key: string, entry: Entry): Promise<void> {
  const { clock, logger } = loader.options;
  const controller = new AbortController();
  entry.status = 'loading';
  entry.abort = controller;
  const timer = clock.setTimeout(
    () =>
      controller.abort(
        new HttpTimeoutError({ url: `${entry.kind} image ${entry.id}`, timeoutMs: loader.timeoutMs }),
      ),
    loader.timeoutMs,
  );
  try {
    // Each request in a task of its own where the browser can yield: starting a fetch is costly on a slow phone,
    // and the opening's first four in one task made a long task. Elsewhere it starts at once.
    const pause = browserYield();
    if (pause) {
      await pause;
      if (controller.signal.aborted) throw controller.signal.reason;
    }
    const fetched = await loader.options.fetch(
      entry.id,
      { signal: controller.signal, maxBytes: loader.maxBytes },
      entry.kind,
    );
    const blob = await showableImage(fetched, loader.rasterize);
    if (controller.signal.aborted) throw controller.signal.reason;
    loader.cache.set(key, blob);
    loader.options.loaded?.(entry.id, blob, entry.kind);
  } catch (error) {
    if (entry.abort === controller) {
      loader.failed.add(key);
      const reason = controller.signal.aborted ? controller.signal.reason : error;
      logger.debug(`The ${entry.kind} image ${JSON.stringify(entry.id)} is not shown`, reason);
    }
  } finally {
    clock.clearTimeout(timer);
    // A load cancelled meanwhile (its last tile left) is no longer this entry's: it changes nothing.
    if (entry.abort === controller && !loader.destroyed) {
      entry.abort = undefined;
      entry.status = 'idle';
      if (entry.refs > 0) show(loader, key, entry);
      settle(entry);
      forget(loader, key, entry);
    }
  }
}

function acquire(loader: Loader, imageId: string, kind: DirectoryImageLoadKind): () => void {
  if (loader.destroyed || !isDirectoryImageId(imageId)) return () => undefined;
  const key = keyOf(imageId, kind);
  const entry = entryOf(loader, imageId, kind);
  entry.refs += 1;
  if (entry.grace !== undefined) {
    loader.options.clock.clearTimeout(entry.grace);
    entry.grace = undefined;
  }
  request(loader, key, entry);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    release(loader, key, entry);
  };
}

/** Holds each icon until its load settles (it is then shown, like any held icon, until the grace period ends). */
async function prefetch(
  loader: Loader,
  imageIds: readonly string[],
  kind: DirectoryImageLoadKind,
): Promise<void> {
  const holds = [...new Set(imageIds)].map(
    (imageId) =>
      new Promise<void>((resolve) => {
        const done = acquire(loader, imageId, kind);
        const entry = loader.entries.get(keyOf(imageId, kind));
        if (entry === undefined || entry.status === 'idle') {
          done();
          resolve();
          return;
        }
        entry.settled.push(() => {
          done();
          resolve();
        });
      }),
  );
  await Promise.all(holds);
}

function destroy(loader: Loader): void {
  if (loader.destroyed) return;
  loader.destroyed = true;
  loader.queue.length = 0;
  for (const entry of loader.entries.values()) {
    entry.abort?.abort();
    if (entry.grace !== undefined) loader.options.clock.clearTimeout(entry.grace);
    hide(loader, entry);
    settle(entry);
  }
  loader.entries.clear();
  loader.cache.clear();
}

/**
 * The wallet directory's icon loader. Icons load lazily — only when a tile that shows one asks
 * (`acquire`) or the modal's opening prefetches the first 20 (spec §9) — at most `concurrency` (4) at a time,
 * each capped at `maxBytes` (256 KB, cut off while streaming) and `timeoutMs`. What is shown is always a Blob
 * built here with the type the bytes were sniffed as (PNG, JPEG, GIF, WebP, AVIF; an SVG only as the PNG drawn
 * of it): never the server's bytes under the server's type, never SVG, so "Open image in new tab" can run
 * nothing at the host page's origin. Object URLs are counted: the last `release` revokes one after `graceMs`;
 * decoded icons stay in an LRU cache of `cacheSize`. A queued or in-flight load whose last user leaves is
 * cancelled. Any failure (too large, refused type, timeout, HTTP error, network) marks the icon failed — it
 * keeps its placeholder, is logged at debug and is tried again after `retryFailed()`; nothing ever rejects.
 */
export function createImageLoader(options: ImageLoaderOptions): ImageLoader {
  const loader: Loader = {
    options,
    concurrency: options.concurrency ?? IMAGE_CONCURRENCY,
    maxBytes: options.maxBytes ?? IMAGE_MAX_BYTES,
    graceMs: options.graceMs ?? IMAGE_RELEASE_GRACE_MS,
    timeoutMs: options.timeoutMs ?? IMAGE_TIMEOUT_MS,
    rasterize: options.rasterize ?? ((svg: Uint8Array) => rasterizeSvg(svg)),
    urls: options.objectUrls ?? systemObjectUrls(),
    cache: createImageBlobCache(options.cacheSize ?? IMAGE_CACHE_SIZE),
    entries: new Map(),
    failed: new Set(),
    queue: [],
    active: 0,
    destroyed: false,
  };
  return {
    acquire: (imageId, kind = 'wallet') => acquire(loader, imageId, kind),
    prefetch: (imageIds, kind = 'wallet') => prefetch(loader, imageIds, kind),
    retryFailed() {
      loader.failed.clear();
      for (const [key, entry] of loader.entries) {
        if (entry.refs > 0) request(loader, key, entry);
      }
    },
    destroy: () => destroy(loader),
  };
}
