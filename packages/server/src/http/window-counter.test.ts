import { describe, expect, it } from 'vitest';
import { WindowCounter } from './window-counter.js';

describe('WindowCounter', () => {
  it('allows `limit` hits per key and window, then answers the seconds to wait', () => {
    let now = 60_000;
    const counter = new WindowCounter({ limit: 2, windowMs: 60_000, now: () => now });
    expect(counter.hit('a')).toBeUndefined();
    expect(counter.hit('a')).toBeUndefined();
    expect(counter.hit('b')).toBeUndefined();
    now += 15_000;
    expect(counter.hit('a')).toBe(45);
    now += 45_000;
    expect(counter.hit('a')).toBeUndefined();
  });
});
