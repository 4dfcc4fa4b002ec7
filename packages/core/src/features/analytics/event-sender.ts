import type { AlertController, TelemetryController } from '../../controllers/types.js';
import * as ALERTS from '../../errors/alert-texts.js';
import { HttpError } from '../../errors/http-error.js';
import type { AnalyticsEvent } from '../../services/blockchain-api/types.js';
import { serviceClient } from '../../services/load-services.js';
import type { FeatureEnv } from '../types.js';
import type { AnalyticsFlushOptions } from './types.js';

/** How long events wait to be sent together after the first of them (a burst: open, connect, close). */
export const ANALYTICS_FLUSH_DELAY_MS = 1_000;
/** A queue this long is sent at once, without waiting for the delay. */
export const ANALYTICS_BATCH_SIZE = 10;
/** The most events kept while waiting; older ones are dropped first. */
export const ANALYTICS_MAX_QUEUE = 100;

/** The Invalid App Configuration alert's message when `POST /e` answers 403 (spec §8). */
export const ANALYTICS_FORBIDDEN_MESSAGE =
  'Analytics events were refused (403 Forbidden): update the configuration of your project (its analytics ' +
  'switch and allowed origins) in your services dashboard';

/** What the sender runs on. */
export type EventSenderDeps = {
  readonly env: FeatureEnv;
  readonly alert: AlertController;
  readonly telemetry: TelemetryController;
};

/** The queue of events waiting for `POST /e`. */
export type EventSender = {
  /** Queues an event; the first one asks whether the project has analytics (`getAnalyticsConfig`). */
  enqueue(event: AnalyticsEvent): void;
  isEnabled(): Promise<boolean>;
  flush(options?: AnalyticsFlushOptions): Promise<void>;
  /** Cancels the pending timer (the queued events stay until the next flush). */
  stop(): void;
};

/**
 * Creates the sender: events wait up to `ANALYTICS_FLUSH_DELAY_MS` (or until `ANALYTICS_BATCH_SIZE` are
 * queued) and are then posted, one `POST /e` each, in parallel. Nothing is sent unless the project's
 * `getAnalyticsConfig` says enabled (asked once, at the first event; false on any failure, and then the
 * queue is dropped for good). A 403 is reported once — a warning and the Invalid App Configuration alert —
 * until a later success (`telemetry.analyticsForbidden`); any other failure drops the event (logged at
 * debug level): analytics never retries past the HTTP layer's own retries, nor rejects.
 */
export function createEventSender({ env, alert, telemetry }: EventSenderDeps): EventSender {
  let queue: AnalyticsEvent[] = [];
  let timer: unknown;
  let enabled: Promise<boolean> | undefined;

  function isEnabled(): Promise<boolean> {
    enabled ??= serviceClient(env, 'walletDirectory').then(
      (directory) => directory.getAnalyticsConfig(),
      (error: unknown) => {
        env.logger.warn('Could not load the analytics configuration; analytics stays off', error);
        return false;
      },
    );
    return enabled;
  }

  function stop(): void {
    if (timer !== undefined) env.clock.clearTimeout(timer);
    timer = undefined;
  }

  async function send(event: AnalyticsEvent, keepalive: boolean): Promise<void> {
    try {
      const client = await serviceClient(env, 'analytics');
      await client.sendEvent(event, keepalive ? { keepalive } : {});
      telemetry.analyticsSucceeded();
    } catch (error) {
      if (error instanceof HttpError && error.status === 403) {
        if (telemetry.analyticsForbidden()) {
          env.logger.warn('Analytics: FORBIDDEN (403) from POST /e', error);
          alert.show(ALERTS.invalidAppConfiguration.id, ANALYTICS_FORBIDDEN_MESSAGE);
        }
        return;
      }
      env.logger.debug('Analytics: an event could not be sent; dropped', error);
    }
  }

  async function flush(options: AnalyticsFlushOptions = {}): Promise<void> {
    stop();
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    if (!(await isEnabled())) return;
    await Promise.all(batch.map((event) => send(event, options.keepalive === true)));
  }

  return {
    isEnabled,
    flush,
    stop,
    enqueue(event) {
      void isEnabled();
      queue.push(event);
      if (queue.length > ANALYTICS_MAX_QUEUE) queue.splice(0, queue.length - ANALYTICS_MAX_QUEUE);
      if (queue.length >= ANALYTICS_BATCH_SIZE) void flush();
      else timer ??= env.clock.setTimeout(() => void flush(), ANALYTICS_FLUSH_DELAY_MS);
    },
  };
}
