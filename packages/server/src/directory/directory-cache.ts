import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A response body serialized once: its bytes, its strong `ETag` (from the bytes, so equal on every instance),
 * and its gzip encoding once a client asked for it (bodies of 1 KiB or more).
 */
export type CachedBody = {
  readonly body: Buffer;
  readonly etag: string;
  gzip?: { body: Buffer; etag: string };
};

/** A body of `value` as JSON, with its ETag. */
export function jsonBody(value: unknown): CachedBody {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** Bodies smaller than this are sent as they are (gzip would not pay). */
const GZIP_MIN_BYTES = 1_024;

/** The last `Accept-Encoding` header read, and whether it accepts gzip. */
let lastAcceptEncoding = { text: '', gzip: false };

/** Whether an `Accept-Encoding` header accepts gzip (`gzip` or `*`, without `q=0`). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  const text = Array.isArray(header) ? header.join(',') : header;
  // A browser sends the same header on every request: its answer is kept (one string compare per request).
  if (text === lastAcceptEncoding.text) return lastAcceptEncoding.gzip;
  const gzip = parseAcceptsGzip(text);
  lastAcceptEncoding = { text, gzip };
  return gzip;
}

function parseAcceptsGzip(text: string): boolean {
  return text.split(',').some((each) => {
    const [coding, ...params] = each.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The ETag of the gzip encoding of `cached`: its own, ending in `-gzip`. */
const gzipEtagOf = (cached: CachedBody): string => `${cached.etag.slice(0, -1)}-gzip"`;

/** The gzip encoding of `cached` (compressed on the first request that accepts it, then kept). */
function gzipOf(cached: CachedBody): { body: Buffer; etag: string } {
  cached.gzip ??= { body: gzipSync(cached.body), etag: gzipEtagOf(cached) };
  return cached.gzip;
}

/**
 * `Cache-Control` of the directory's answers: a browser or CDN may reuse one for a minute and, while it
 * revalidates (a 304 when unchanged), for ten more. The directory only changes when an instance starts with
 * another seed.
 */
export const DIRECTORY_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** Whether an `If-None-Match` header names `etag` (weak comparison, lists and `*` as in RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header === etag) return true;
  return header.split(',').some((each) => {
    const tag = each.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Sends a cached body: 304 without a body when the request's `If-None-Match` names its ETag (either
 * encoding's), else 200 with the bytes as they are (no serialization) — gzip-encoded, compressed once, when the
 * request accepts it and the body is 1 KiB or more (its ETag then ends in `-gzip`). `Vary: Origin,
 * Accept-Encoding` always, so that a shared cache hands neither an answer without CORS headers to a browser nor
 * a gzip body to a client that did not ask for one.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  cacheControl: string,
): FastifyReply {
  const gzip =
    cached.body.length >= GZIP_MIN_BYTES && acceptsGzip(request.headers['accept-encoding'])
      ? gzipOf(cached)
      : undefined;
  const etag = gzip?.etag ?? cached.etag;
  reply.header('Cache-Control', cacheControl).header('ETag', etag).header('Vary', 'Origin, Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (matchesIfNoneMatch(ifNoneMatch, cached.etag) || matchesIfNoneMatch(ifNoneMatch, gzipEtagOf(cached))) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  if (gzip === undefined) return reply.send(cached.body);
  return reply.header('Content-Encoding', 'gzip').send(gzip.body);
}

/** Bounds of a {@link ResponseCache}. */
export type ResponseCacheOptions = {
  /** At most this many keys (default 2,000). */
  maxEntries?: number;
  /** At most this many bytes of bodies and keys together (default 32 MiB). */
  maxBytes?: number;
};

/**
 * The serialized answers of a read that only changes when its data changes (the wallet directory's pages and
 * searches), by key. A least-recently-used map bounded in keys and bytes (the keys are user input: searches);
 * concurrent misses of one key share one load; {@link clear} drops everything, and a load that was running
 * when it was called is not stored (it may have read the old data).
 */
export class ResponseCache {
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #entries = new Map<string, CachedBody>();
  readonly #loading = new Map<string, Promise<CachedBody>>();
  #bytes = 0;
  #generation = 0;

  constructor(options: ResponseCacheOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 2_000;
    this.#maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  }

  /** How many keys are held. */
  get size(): number {
    return this.#entries.size;
  }

  /** The cached body of `key`, if any (marked as recently used). */
  get(key: string): CachedBody | undefined {
    const cached = this.#entries.get(key);
    if (cached !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, cached);
    }
    return cached;
  }

  /** The cached body of `key`, or `load()`'s (stored unless {@link clear} was called meanwhile). */
  async getOrLoad(key: string, load: () => Promise<CachedBody>): Promise<CachedBody> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const running = this.#loading.get(key);
    if (running !== undefined) return running;
    const generation = this.#generation;
    const loading = load().finally(() => {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    });
    this.#loading.set(key, loading);
    const loaded = await loading;
    if (generation === this.#generation) this.#store(key, loaded);
    return loaded;
  }

  /** Drops every entry (the data changed). */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#loading.clear();
    this.#bytes = 0;
  }

  #store(key: string, cached: CachedBody): void {
    const size = cached.body.length + key.length * 2;
    if (size > this.#maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous !== undefined) {
      this.#entries.delete(key);
      this.#bytes -= previous.body.length + key.length * 2;
    }
    this.#entries.set(key, cached);
    this.#bytes += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.body.length + oldest.length * 2;
    }
  }
}
