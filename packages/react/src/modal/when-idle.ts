/**
 * Runs `task` once the browser is idle (`requestIdleCallback`, at most 2 s later; else after 200 ms) and returns
 * the function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  const idle = globalThis.requestIdleCallback;
  if (typeof idle === 'function') {
    const handle = idle(() => task(), { timeout: 2000 });
    return () => globalThis.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}
