import { describe, expect, it } from 'vitest';
import { releaseVelocity, sheetDragCloses, sheetDragOffset } from './sheet-gesture.js';

describe('the phone sheet swipe-down gesture', () => {
  it('follows the pointer down, never up', () => {
    expect(sheetDragOffset(42)).toBe(42);
    expect(sheetDragOffset(-30)).toBe(0);
  });

  it('closes a sheet dragged down past 30 % of its height, and springs back short of it', () => {
    expect(sheetDragCloses({ offset: 200, velocity: 0, sheetHeight: 600 })).toBe(true);
    expect(sheetDragCloses({ offset: 150, velocity: 0, sheetHeight: 600 })).toBe(false);
  });

  it('asks a short sheet for a deliberate drag (80 px at least)', () => {
    expect(sheetDragCloses({ offset: 70, velocity: 0, sheetHeight: 200 })).toBe(false);
    expect(sheetDragCloses({ offset: 80, velocity: 0, sheetHeight: 200 })).toBe(true);
  });

  it('closes on a fast flick down, but not on a jittery tap or a flick up', () => {
    expect(sheetDragCloses({ offset: 40, velocity: 0.8, sheetHeight: 600 })).toBe(true);
    expect(sheetDragCloses({ offset: 10, velocity: 2, sheetHeight: 600 })).toBe(false);
    expect(sheetDragCloses({ offset: 40, velocity: -0.8, sheetHeight: 600 })).toBe(false);
  });

  it('measures the release velocity over the last 100 ms only', () => {
    // A slow start then a quick last stretch: a flick.
    const samples = [
      { offset: 0, time: 0 },
      { offset: 5, time: 400 },
      { offset: 10, time: 900 },
      { offset: 60, time: 980 },
    ];
    expect(releaseVelocity(samples)).toBeCloseTo(50 / 80);
    // A drag that stopped before release: no flick.
    expect(releaseVelocity([...samples, { offset: 60, time: 1100 }])).toBe(0);
    expect(releaseVelocity([])).toBe(0);
  });
});
