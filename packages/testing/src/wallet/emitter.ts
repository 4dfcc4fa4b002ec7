/** A map from event name to the tuple of arguments its listeners receive. */
export type EventArgsMap = { [event: string]: unknown[] };

/**
 * A tiny typed event emitter that works in browsers and Node alike. A listener that throws does not stop the
 * others: its error is reported with `reportError` where it exists, else `console.error`.
 */
export class TypedEmitter<M extends EventArgsMap> {
  readonly #listeners: { [E in keyof M]?: Set<(...args: M[E]) => void> } = Object.create(null);

  /** Adds `listener` for `event` (adding the same listener twice has no effect). */
  on<E extends keyof M>(event: E, listener: (...args: M[E]) => void): void {
    let set = this.#listeners[event];
    if (!set) {
      set = new Set();
      this.#listeners[event] = set;
    }
    set.add(listener);
  }

  /** Removes `listener` from `event`. */
  off<E extends keyof M>(event: E, listener: (...args: M[E]) => void): void {
    this.#listeners[event]?.delete(listener);
  }

  /** Number of listeners of `event`. */
  listenerCount(event: keyof M): number {
    return this.#listeners[event]?.size ?? 0;
  }

  /** Calls every listener of `event` synchronously, in the order they were added. */
  emit<E extends keyof M>(event: E, ...args: M[E]): void {
    const set = this.#listeners[event];
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(...args);
      } catch (error) {
        reportListenerError(error);
      }
    }
  }
}

function reportListenerError(error: unknown): void {
  const report = (globalThis as { reportError?: (error: unknown) => void }).reportError;
  if (typeof report === 'function') report(error);
  else console.error('A provider event listener threw:', error);
}
