/** Listener signatures by event name. */
type EventMap = { [event: string]: (...args: never[]) => void };

/** A small typed event emitter owned by one adapter instance (no module-level state). */
export type Emitter<Events extends EventMap> = {
  on<E extends keyof Events>(event: E, listener: Events[E]): () => void;
  emit<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>): void;
  clear(): void;
};

/** Creates an emitter. A listener that throws does not stop the others. */
export function createEmitter<Events extends EventMap>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Events[keyof Events]>>();
  return {
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as unknown as (...values: unknown[]) => void)(...args);
        } catch {
          // A failing listener must not break the adapter or the other listeners.
        }
      }
    },
    clear() {
      listeners.clear();
    },
  };
}
