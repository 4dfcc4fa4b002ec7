/**
 * A cache of values that expire `ttlMs` after they were read, on an injectable clock, holding at most
 * `maxEntries` (the oldest read is dropped first). Concurrent misses of one key share a single read; a failed
 * read is not cached.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { at: number; value: V }>();
  readonly #pending = new Map<string, Promise<V>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: { ttlMs: number; maxEntries: number; now: () => number }) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries;
    this.#now = options.now;
  }

  /** The number of entries held (fresh or not yet evicted). */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * The value of `key`: the cached one while younger than the cache's life (unless `fresh`), else `read()`'s,
   * which is then cached.
   */
  async get(key: string, read: () => Promise<V>, options: { fresh?: boolean } = {}): Promise<V> {
    const entry = this.#entries.get(key);
    if (!options.fresh && entry !== undefined && this.#now() - entry.at < this.#ttlMs) return entry.value;
    const pending = this.#pending.get(key);
    if (pending !== undefined && !options.fresh) return pending;
    const started = this.#now();
    const tracked = read()
      .then((value) => {
        this.#set(key, started, value);
        return value;
      })
      .finally(() => {
        if (this.#pending.get(key) === tracked) this.#pending.delete(key);
      });
    this.#pending.set(key, tracked);
    return tracked;
  }

  #set(key: string, at: number, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { at, value });
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}
