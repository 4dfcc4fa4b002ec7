/** `scheduler.postTask()` where the browser has it (written out, so no DOM types are needed). */
type SchedulerWithPostTask = {
  postTask(task: () => void, options: { priority: 'user-blocking' }): Promise<unknown>;
};

/**
 * Runs `task` soon, in a task of its own (not in the caller's task), ahead of normal-priority work where the
 * browser can order it: `scheduler.postTask` with `user-blocking` priority, else a `MessageChannel` message (the
 * queue that React's scheduler also posts to, so a task posted before React's render runs before it). Outside a
 * browser (no `document`: servers, Node) nothing is scheduled and it returns `false`: the caller does the work
 * when it is first needed instead. Looks the browser APIs up at call time, never at import. A task that throws
 * is reported like any uncaught error of a task (the caller's own work is not affected).
 */
export function scheduleTask(task: () => void): boolean {
  if (typeof (globalThis as { document?: unknown }).document === 'undefined') return false;
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithPostTask> }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    void scheduler.postTask(task, { priority: 'user-blocking' });
    return true;
  }
  if (typeof MessageChannel === 'function') {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      task();
    };
    channel.port2.postMessage(undefined);
    return true;
  }
  return false;
}
