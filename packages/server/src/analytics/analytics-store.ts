import type { AnalyticsEvent } from '@walletdock/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** One event of `POST /e`, of a project, with the SDK that sent it (the `st` and `sv` parameters). */
export type ReceivedEvent = {
  projectId: string;
  event: AnalyticsEvent;
  sdkType: string | undefined;
  sdkVersion: string | undefined;
};

/** Stores an event (the spec's fields only); an `eventId` the project sent already is stored once. */
export async function storeEvent(db: Kysely<Database>, received: ReceivedEvent): Promise<void> {
  const { event } = received;
  await db
    .insertInto('analytics_events')
    .values({
      project_id: received.projectId,
      event_id: event.eventId.toLowerCase(),
      url: event.url,
      domain: event.domain,
      timestamp_ms: event.timestamp,
      type: event.props.type,
      event: event.props.event,
      address: event.props.address ?? null,
      properties: event.props.properties === undefined ? null : JSON.stringify(event.props.properties),
      sdk_type: received.sdkType ?? null,
      sdk_version: received.sdkVersion ?? null,
    })
    .onConflict((conflict) => conflict.columns(['project_id', 'event_id']).doNothing())
    .execute();
}

/** How many times a project sent one event. */
export type EventCount = { type: 'track' | 'error'; event: string; count: number };

/**
 * The count of each event of `projectId` whose timestamp (milliseconds) is in `[from, to)`, most frequent
 * first (then by event name).
 */
export async function countEvents(
  db: Kysely<Database>,
  range: { projectId: string; from: number; to: number },
): Promise<EventCount[]> {
  const rows = await db
    .selectFrom('analytics_events')
    .select(['type', 'event', sql<string>`count(*)`.as('count')])
    .where('project_id', '=', range.projectId)
    .where('timestamp_ms', '>=', String(range.from))
    .where('timestamp_ms', '<', String(range.to))
    .groupBy(['type', 'event'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('event')
    .execute();
  return rows.map((row) => ({ type: row.type, event: row.event, count: Number(row.count) }));
}
