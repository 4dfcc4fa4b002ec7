/**
 * A fixed-window request counter per key (the per-project rate limit): at most `limit` hits per key in each
 * `windowMs` window. In memory, per process; keys of past windows are dropped as new windows start.
 */
export class WindowCounter {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  #windowStart = 0;
  #counts = new Map<string, number>();

  constructor(options: { limit: number; windowMs: number; now?: () => number }) {
    this.#limit = options.limit;
    this.#windowMs = options.windowMs;
    this.#now = options.now ?? Date.now;
  }

  /** Counts a hit; returns `undefined` when allowed, else the seconds until the window resets. */
  hit(key: string): number | undefined {
    const now = this.#now();
    if (now - this.#windowStart >= this.#windowMs) {
      this.#windowStart = now - (now % this.#windowMs);
      this.#counts = new Map();
    }
    const count = (this.#counts.get(key) ?? 0) + 1;
    this.#counts.set(key, count);
    if (count <= this.#limit) return undefined;
    return Math.max(1, Math.ceil((this.#windowStart + this.#windowMs - now) / 1000));
  }
}
