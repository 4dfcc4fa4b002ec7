/**
 * Runs `task` among the animation callbacks of the browser's next frame (`requestAnimationFrame`: after the
 * current task, before that frame's style, layout and paint), or at once where there are no frames (no
 * `requestAnimationFrame`: a server). Returns what cancels it (a no-op once it has run). A hidden tab runs no
 * frames: the task then waits until the tab is shown.
 */
export function inNextFrame(task: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    task();
    return () => undefined;
  }
  const handle = requestAnimationFrame(() => task());
  return () => cancelAnimationFrame(handle);
}
