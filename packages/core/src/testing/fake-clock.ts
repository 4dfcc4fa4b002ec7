import type { Clock } from '../client/clock.js';

/** A `Clock` whose time moves only when the test says so. */
export type FakeClock = Clock & {
  /** Moves time forward, running every timer that falls due, in order. */
  advance(ms: number): void;
  /** Timers scheduled and not yet run or cleared. */
  readonly pendingTimers: number;
};

/**
 * A manual clock to pass as `createWalletDock({ clock })`, an alternative to `vi.useFakeTimers()` that
 * touches no globals. Time starts at `start` (ms since the epoch) and moves only with `advance`.
 *
 * @example
 * ```ts
 * const clock = createFakeClock(Date.UTC(2025, 0, 1));
 * const client = createWalletDock({ projectId: 'test', networks, clock });
 * clock.advance(30_000); // e.g. past the 30 s e-mail cooldown
 * ```
 */
export function createFakeClock(start = 0): FakeClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { due: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { due: now + Math.max(0, Number.isFinite(ms) ? ms : 0), callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const target = now + ms;
      for (;;) {
        let next: [number, { due: number; callback: () => void }] | undefined;
        for (const entry of timers) {
          if (entry[1].due <= target && (!next || entry[1].due < next[1].due)) next = entry;
        }
        if (!next) break;
        timers.delete(next[0]);
        now = next[1].due;
        next[1].callback();
      }
      now = target;
    },
    get pendingTimers() {
      return timers.size;
    },
  };
}
