/**
 * Runs `task` among the animation callbacks of the browser's next frame (`requestAnimationFrame`: after the
 * current task, before that frame's style, layout and paint), or at once where there are no frames (no
 * `requestAnimationFrame`: a server). Returns what cancels it while it has not run. A hidden tab runs no frames:
 * the task then waits until the tab is shown.
 */
export function inNextFrame(task: () => void): { cancel(): void } {
  const request = globalThis.requestAnimationFrame;
  if (typeof request !== 'function') {
    task();
    return { cancel: () => undefined };
  }
  let ran = false;
  const handle = request(() => {
    ran = true;
    task();
  });
  return {
    cancel: () => {
      if (!ran) globalThis.cancelAnimationFrame?.(handle);
    },
  };
}
