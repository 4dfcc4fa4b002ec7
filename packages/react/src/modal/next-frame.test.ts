import { afterEach, describe, expect, it, vi } from 'vitest';
import { inNextFrame } from './next-frame.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('inNextFrame', () => {
  it('runs the task in the next animation frame, not before', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const task = vi.fn();
    inNextFrame(task);
    expect(task).not.toHaveBeenCalled();
    for (const frame of frames) frame(0);
    expect(task).toHaveBeenCalledOnce();
  });

  it('cancels a task that has not run, and cancelling after it ran changes nothing', () => {
    const frames = new Map<number, FrameRequestCallback>();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.set(frames.size + 1, callback);
      return frames.size;
    });
    const cancelAnimationFrame = vi.fn((handle: number) => frames.delete(handle));
    vi.stubGlobal('cancelAnimationFrame', cancelAnimationFrame);
    const cancelled = vi.fn();
    inNextFrame(cancelled).cancel();
    const ran = vi.fn();
    const later = inNextFrame(ran);
    for (const frame of frames.values()) frame(0);
    later.cancel();
    expect(cancelled).not.toHaveBeenCalled();
    expect(ran).toHaveBeenCalledOnce();
    expect(cancelAnimationFrame).toHaveBeenCalledOnce();
  });

  it('runs the task at once where there are no frames (a server)', () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const task = vi.fn();
    inNextFrame(task);
    expect(task).toHaveBeenCalledOnce();
  });
});
