import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClient } from '../test-utils/test-client.js';
import { HELD_EVENTS_LIMIT } from './telemetry.js';
import { ERROR_TELEMETRY_LIMIT, ERROR_TELEMETRY_WINDOW_MS } from './timing.js';

function makeClient() {
  return createTestClient();
}

describe('telemetry', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports five errors in a minute and drops the sixth', () => {
    const { telemetry } = makeClient().controllers;
    const results = Array.from({ length: 6 }, () => telemetry.reportError(new Error('boom')));
    expect(ERROR_TELEMETRY_LIMIT).toBe(5);
    expect(results).toEqual([true, true, true, true, true, false]);
  });

  it('keeps dropping until 60 s after the first report, then reports again in the 61st second', () => {
    const { telemetry } = makeClient().controllers;
    for (let i = 0; i < 5; i++) expect(telemetry.reportError(new Error(`e${i}`))).toBe(true);

    vi.advanceTimersByTime(ERROR_TELEMETRY_WINDOW_MS - 1);
    expect(telemetry.reportError(new Error('late'))).toBe(false);

    vi.advanceTimersByTime(1); // exactly 60 s after the first five: they all leave the window
    expect(telemetry.reportError(new Error('61st second'))).toBe(true);
  });

  it('uses a rolling window: each report frees its slot 60 s after it was made', () => {
    const { telemetry } = makeClient().controllers;
    telemetry.reportError('t=0');
    vi.advanceTimersByTime(10_000);
    for (let i = 0; i < 4; i++) expect(telemetry.reportError(`t=10s #${i}`)).toBe(true);
    expect(telemetry.reportError('full')).toBe(false);

    vi.advanceTimersByTime(50_000); // t=60s: only the t=0 report has left the window
    expect(telemetry.reportError('t=60s')).toBe(true);
    expect(telemetry.reportError('t=60s again')).toBe(false);

    vi.advanceTimersByTime(10_000); // t=70s: the four t=10s reports have left
    expect([1, 2, 3, 4, 5].map(() => telemetry.reportError('t=70s'))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('does not count dropped errors against the budget', () => {
    const { telemetry } = makeClient().controllers;
    for (let i = 0; i < 5; i++) telemetry.reportError('accepted');
    vi.advanceTimersByTime(30_000);
    for (let i = 0; i < 20; i++) expect(telemetry.reportError('dropped')).toBe(false);
    vi.advanceTimersByTime(30_000);
    expect(telemetry.reportError('after the window')).toBe(true);
  });

  it('reports analytics FORBIDDEN only once until a later success', () => {
    const { telemetry } = makeClient().controllers;
    expect(telemetry.analyticsForbidden()).toBe(true);
    expect(telemetry.analyticsForbidden()).toBe(false);
    expect(telemetry.analyticsForbidden()).toBe(false);

    telemetry.analyticsSucceeded();
    expect(telemetry.analyticsForbidden()).toBe(true);
    expect(telemetry.analyticsForbidden()).toBe(false);
  });

  it('does not share the error budget or the FORBIDDEN flag between clients', () => {
    const first = makeClient().controllers.telemetry;
    const second = makeClient().controllers.telemetry;
    for (let i = 0; i < 5; i++) first.reportError('first');
    expect(first.reportError('first')).toBe(false);
    expect(second.reportError('second')).toBe(true);

    expect(first.analyticsForbidden()).toBe(true);
    expect(second.analyticsForbidden()).toBe(true);
  });

  it('passes tracked events to its listeners, and stops after unsubscribe', () => {
    const { telemetry } = makeClient().controllers;
    const seen: string[] = [];
    const stop = telemetry.onTrack((event, properties) =>
      seen.push(`${event} ${JSON.stringify(properties)}`),
    );
    telemetry.track('MODAL_OPEN', { connected: false });
    stop();
    telemetry.track('MODAL_CLOSE');
    expect(seen).toEqual(['MODAL_OPEN {"connected":false}']);
  });

  it('drops events without a listener, but holds them for a listener that is loading (a click while analytics loads)', () => {
    const { telemetry } = makeClient().controllers;
    telemetry.track('MODAL_OPEN'); // nobody listens and nobody is loading: dropped
    telemetry.holdUntilListening();
    telemetry.track('SELECT_WALLET', { name: 'Alice' });
    telemetry.track('CONNECT_STARTED');
    const seen: string[] = [];
    const stop = telemetry.onTrack((event) => seen.push(event));
    expect(seen).toEqual(['SELECT_WALLET', 'CONNECT_STARTED']);
    telemetry.track('CONNECT_SUCCESS');
    expect(seen).toEqual(['SELECT_WALLET', 'CONNECT_STARTED', 'CONNECT_SUCCESS']);
    // a second listener gets nothing held: the hold ended with the first
    const later: string[] = [];
    telemetry.onTrack((event) => later.push(event));
    expect(later).toEqual([]);
    stop();
  });

  it('holds at most HELD_EVENTS_LIMIT events, and a failed load drops them', () => {
    const { telemetry } = makeClient().controllers;
    const drop = telemetry.holdUntilListening();
    for (let i = 0; i < HELD_EVENTS_LIMIT + 10; i += 1) telemetry.track(`E${i}`);
    const seen: string[] = [];
    const stop = telemetry.onTrack((event) => seen.push(event));
    expect(seen).toHaveLength(HELD_EVENTS_LIMIT);
    stop();
    const dropAgain = telemetry.holdUntilListening();
    telemetry.track('LOST');
    dropAgain();
    void drop;
    const after: string[] = [];
    telemetry.onTrack((event) => after.push(event));
    expect(after).toEqual([]);
  });
});
