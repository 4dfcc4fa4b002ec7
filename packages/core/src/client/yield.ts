/** `scheduler.yield()` where the browser has it (written out, so no DOM types are needed). */
type SchedulerWithYield = { yield(): Promise<void> };

/**
 * Lets the browser run other tasks (input, rendering) before the caller continues, so that a long piece of work
 * split by it is several tasks instead of one. Uses `scheduler.yield()` (the continuation keeps its priority)
 * where the environment has it — looked up at call time, never at import — and resolves at once elsewhere
 * (servers, Node, jsdom: nothing to yield to, and fake timers keep working in tests).
 */
export function yieldToBrowser(): Promise<void> {
  return browserYield() ?? Promise.resolve();
}

/**
 * `scheduler.yield()` where the environment has it, else `undefined`: for a caller that must go on synchronously
 * where there is nothing to yield to (`const pause = browserYield(); if (pause) await pause;`).
 */
export function browserYield(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : undefined;
}
