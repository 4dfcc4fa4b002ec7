import { describe, expect, it } from 'vitest';
import { createFakeClock } from './fake-clock.js';

describe('createFakeClock', () => {
  it('stands still until advanced', () => {
    const clock = createFakeClock(1000);
    expect(clock.now()).toBe(1000);
    clock.advance(250);
    expect(clock.now()).toBe(1250);
  });

  it('runs due timers in order of due time, at their due time', () => {
    const clock = createFakeClock();
    const calls: [string, number][] = [];
    clock.setTimeout(() => calls.push(['b', clock.now()]), 200);
    clock.setTimeout(() => calls.push(['a', clock.now()]), 100);
    clock.setTimeout(() => calls.push(['c', clock.now()]), 300);
    clock.advance(250);
    expect(calls).toEqual([
      ['a', 100],
      ['b', 200],
    ]);
    expect(clock.pendingTimers).toBe(1);
  });

  it('runs timers scheduled by timers when they fall within the advance', () => {
    const clock = createFakeClock();
    const calls: number[] = [];
    clock.setTimeout(() => clock.setTimeout(() => calls.push(clock.now()), 50), 50);
    clock.advance(100);
    expect(calls).toEqual([100]);
  });

  it('does not run a cleared timer', () => {
    const clock = createFakeClock();
    let ran = false;
    const handle = clock.setTimeout(() => {
      ran = true;
    }, 10);
    clock.clearTimeout(handle);
    clock.advance(100);
    expect(ran).toBe(false);
    expect(clock.pendingTimers).toBe(0);
  });
});
