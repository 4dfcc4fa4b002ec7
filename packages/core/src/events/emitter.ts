/** Listener signatures by event name. */
export type EmitterEventMap = { [event: string]: (...args: never[]) => void };

/** Options of {@link createEmitter}. */
export type EmitterOptions = {
  /** Receives the error of a listener that threw, after which the remaining listeners still run. */
  onError?: (error: unknown, event: PropertyKey) => void;
};

/** A small typed event emitter owned by one object (its listeners live in the instance, never in the module). */
export type Emitter<Events extends EmitterEventMap> = {
  /** Adds a listener; returns its unsubscribe function (idempotent). Adding the same function twice is a no-op. */
  on<E extends keyof Events>(event: E, listener: Events[E]): () => void;
  /** Calls the event's listeners in subscription order. */
  emit<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>): void;
  /** How many listeners the event has. */
  listenerCount(event: keyof Events): number;
  /** Removes every listener of every event. */
  clear(): void;
};

/**
 * Creates an emitter.
 *
 * - Listeners run in the order they subscribed.
 * - A listener that throws does not stop the others (real wallets' event buses behave the same, and a failing
 *   consumer must not break an adapter): its error goes to `options.onError`, or is dropped without one; `emit`
 *   itself never throws because of a listener.
 * - Re-entrancy: `emit` works on the listeners subscribed when it started. A listener unsubscribed (or removed
 *   by `clear`) during that emit is not called any more; one subscribed during it is called from the next emit.
 *   A listener may emit again; the nested emit runs to completion first.
 */
export function createEmitter<Events extends EmitterEventMap>(options: EmitterOptions = {}): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Events[keyof Events]>>();
  return {
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener);
      const owner = set;
      return () => {
        owner.delete(listener);
        if (owner.size === 0 && listeners.get(event) === owner) listeners.delete(event);
      };
    },
    emit(event, ...args) {
      const current = listeners.get(event);
      if (!current) return;
      for (const listener of [...current]) {
        if (!listeners.get(event)?.has(listener)) continue;
        try {
          (listener as unknown as (...values: unknown[]) => void)(...args);
        } catch (error) {
          options.onError?.(error, event);
        }
      }
    },
    listenerCount(event) {
      return listeners.get(event)?.size ?? 0;
    },
    clear() {
      listeners.clear();
    },
  };
}
