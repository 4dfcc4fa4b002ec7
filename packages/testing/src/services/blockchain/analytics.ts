import type { AnalyticsEvent } from '@walletdock/core';
import { bodyParams } from '../http/params.js';
import type { Route } from '../http/router.js';
import { badRequest } from '../http/service-error.js';

/** An analytics event as the server received it (read back with `GET /__events`). */
export type ReceivedAnalyticsEvent = {
  /** The query parameters `projectId`, `st`, `sv`. */
  projectId: string | undefined;
  st: string | undefined;
  sv: string | undefined;
  event: AnalyticsEvent;
  /** Milliseconds since the epoch. */
  receivedAt: number;
};

/** The analytics sink: `POST /e` stores, `GET /__events` (test-only) reads back, `DELETE /__events` clears. */
export function analyticsRoutes(now: () => number): Route[] {
  let events: ReceivedAnalyticsEvent[] = [];
  return [
    {
      method: 'POST',
      path: '/e',
      async handle({ body, json, url, projectId }) {
        const params = await body();
        params.string('eventId');
        params.string('url');
        params.string('domain');
        params.integer('timestamp', { min: 0, max: Number.MAX_SAFE_INTEGER });
        const props = params.raw('props');
        if (typeof props !== 'object' || props === null || Array.isArray(props)) {
          throw badRequest('"props" must be an object');
        }
        const propParams = bodyParams(props);
        const type = propParams.string('type');
        if (type !== 'track' && type !== 'error') throw badRequest('"props.type" must be track or error');
        propParams.string('event');
        events.push({
          projectId,
          st: url.searchParams.get('st') ?? undefined,
          sv: url.searchParams.get('sv') ?? undefined,
          event: (await json()) as AnalyticsEvent,
          receivedAt: now(),
        });
        return { status: 202, body: { success: true } };
      },
    },
    { method: 'GET', path: '/__events', public: true, handle: () => ({ body: { events } }) },
    {
      method: 'DELETE',
      path: '/__events',
      public: true,
      handle: () => {
        events = [];
        return { status: 204, body: undefined };
      },
    },
  ];
}
