import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserYield, yieldToBrowser } from './yield.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yielding to the browser', () => {
  it('uses scheduler.yield() where the environment has it, looked up at call time', async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    await yieldToBrowser();
    await browserYield();
    expect(yieldSpy).toHaveBeenCalledTimes(2);
  });

  it('elsewhere: yieldToBrowser resolves at once, browserYield gives nothing to wait for', async () => {
    vi.stubGlobal('scheduler', undefined);
    expect(browserYield()).toBeUndefined();
    await expect(yieldToBrowser()).resolves.toBeUndefined();
    vi.stubGlobal('scheduler', { postTask: () => undefined }); // a scheduler without yield()
    expect(browserYield()).toBeUndefined();
  });
});
