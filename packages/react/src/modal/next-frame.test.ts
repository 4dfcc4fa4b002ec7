import { afterEach, describe, expect, it, vi } from 'vitest';
import { inNextFrame } from './next-frame.js';

/** A fake frame loop: `requestAnimationFrame` queues, `cancelAnimationFrame` dequeues, `frame()` runs the queue. */
function fakeFrames() {
  const queued = new Map<number, FrameRequestCallback>();
  let last = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    queued.set(++last, callback);
    return last;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => queued.delete(handle));
  return {
    frame() {
      const callbacks = [...queued.values()];
      queued.clear();
      for (const callback of callbacks) callback(0);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('inNextFrame', () => {
  it('runs the task in the next animation frame, not before, and once', () => {
    const frames = fakeFrames();
    const task = vi.fn();
    inNextFrame(task);
    expect(task).not.toHaveBeenCalled();
    frames.frame();
    frames.frame();
    expect(task).toHaveBeenCalledOnce();
  });

  it('cancels a task that has not run; cancelling after it ran changes nothing', () => {
    const frames = fakeFrames();
    const cancelled = vi.fn();
    inNextFrame(cancelled)();
    const ran = vi.fn();
    const cancelRan = inNextFrame(ran);
    frames.frame();
    cancelRan();
    frames.frame();
    expect(cancelled).not.toHaveBeenCalled();
    expect(ran).toHaveBeenCalledOnce();
  });

  it('runs the task at once where there are no frames (a server)', () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const task = vi.fn();
    inNextFrame(task);
    expect(task).toHaveBeenCalledOnce();
  });
});
