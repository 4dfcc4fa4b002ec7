import type { WalletDockContext } from '../client/context.js';
import { ERROR_TELEMETRY_LIMIT, ERROR_TELEMETRY_WINDOW_MS } from './timing.js';
import type { TelemetryController, TelemetryProperties } from './types.js';

/**
 * Creates the telemetry budget (spec §9 "Error telemetry 5 per 60 s", §4 "Analytics reports FORBIDDEN only
 * once until a later success"). It decides what may be sent; the analytics service does the sending.
 *
 * `reportError` accepts at most `ERROR_TELEMETRY_LIMIT` errors in any rolling `ERROR_TELEMETRY_WINDOW_MS`:
 * an accepted report counts until exactly 60 s after it, and dropped errors do not count.
 *
 * `track` is the always-loaded event hook: sources raise the modal's events through it, and the analytics
 * feature (loaded at the first modal open, when analytics is on) listens with `onTrack`. While that code loads,
 * `holdUntilListening()` keeps the events raised meanwhile (a click on a wallet right after the open) and hands
 * them to the first listener, so none is lost to the load.
 */

/** The most events held for a listener that is loading (a visitor's clicks while a chunk downloads). */
export const HELD_EVENTS_LIMIT = 50;
export function createTelemetry(ctx: WalletDockContext): TelemetryController {
  /** Times of the accepted reports still inside the window, oldest first. */
  let accepted: number[] = [];
  let forbiddenReported = false;
  const listeners = new Set<(event: string, properties?: TelemetryProperties) => void>();
  let held: [string, TelemetryProperties | undefined][] | undefined;

  return {
    reportError(error) {
      const now = ctx.clock.now();
      accepted = accepted.filter((time) => now - time < ERROR_TELEMETRY_WINDOW_MS);
      if (accepted.length >= ERROR_TELEMETRY_LIMIT) {
        ctx.logger.debug('Error telemetry budget spent; dropping an error report', error);
        return false;
      }
      accepted.push(now);
      return true;
    },

    analyticsForbidden() {
      if (forbiddenReported) return false;
      forbiddenReported = true;
      return true;
    },

    analyticsSucceeded() {
      forbiddenReported = false;
    },

    // Listeners must not throw (the analytics feature's does not): a source's flow goes on regardless.
    track(event, properties) {
      if (listeners.size === 0 && held && held.length < HELD_EVENTS_LIMIT) held.push([event, properties]);
      for (const listener of [...listeners]) listener(event, properties);
    },

    onTrack(listener) {
      listeners.add(listener);
      const replay = held;
      held = undefined;
      for (const [event, properties] of replay ?? []) listener(event, properties);
      return () => {
        listeners.delete(listener);
      };
    },

    holdUntilListening() {
      if (listeners.size === 0) held ??= [];
      return () => {
        held = undefined;
      };
    },
  };
}
