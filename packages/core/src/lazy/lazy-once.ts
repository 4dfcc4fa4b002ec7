/**
 * A value loaded on first use and kept: `get()` starts `load()` the first time and returns the same promise
 * after, until it fails — a failed load is forgotten, so the next `get()` tries again (a chunk that failed to
 * download, an optional peer that was missing). `peek()` is the promise if a load was started (and has not
 * failed), without starting one; `reset()` forgets it (the next `get()` loads anew).
 */
export type LazyOnce<T> = {
  get(): Promise<T>;
  peek(): Promise<T> | undefined;
  reset(): void;
};

/** Creates a {@link LazyOnce} over `load` (never called before the first `get()`). */
export function lazyOnce<T>(load: () => Promise<T>): LazyOnce<T> {
  let current: Promise<T> | undefined;
  return {
    get() {
      if (current) return current;
      let loading: Promise<T>;
      try {
        loading = Promise.resolve(load());
      } catch (error) {
        loading = Promise.reject(error);
      }
      current = loading;
      loading.catch(() => {
        if (current === loading) current = undefined;
      });
      return loading;
    },
    peek: () => current,
    reset() {
      current = undefined;
    },
  };
}
