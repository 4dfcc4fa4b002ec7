import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleTask } from './schedule-task.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('scheduleTask', () => {
  it('schedules nothing outside a browser (no document): the caller does the work when it is needed', () => {
    const task = vi.fn();
    vi.stubGlobal('scheduler', { postTask: vi.fn() });
    expect(scheduleTask(task)).toBe(false);
    expect(task).not.toHaveBeenCalled();
  });

  it("posts the task with scheduler.postTask at 'user-blocking' priority where the browser has it", () => {
    const postTask = vi.fn(async (_task: () => void, _options: unknown) => undefined);
    vi.stubGlobal('document', {});
    vi.stubGlobal('scheduler', { postTask });
    const task = vi.fn();
    expect(scheduleTask(task)).toBe(true);
    expect(task).not.toHaveBeenCalled();
    expect(postTask).toHaveBeenCalledWith(expect.any(Function), { priority: 'user-blocking' });
    postTask.mock.calls[0]?.[0]();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a MessageChannel message: the task runs in a later task, once', async () => {
    vi.stubGlobal('document', {});
    vi.stubGlobal('scheduler', undefined);
    const task = vi.fn();
    expect(scheduleTask(task)).toBe(true);
    await Promise.resolve();
    expect(task).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
