import type { AnalyticsEvent } from '@walletdock/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.js';
import type { Store } from '../db/open-store.js';
import { STORE_KINDS } from '../test-utils/fixtures.js';
import { openTestStore } from '../test-utils/test-store.js';
import { countEvents, storeEvent } from './analytics-store.js';

function event(name: string, timestamp: number, type: 'track' | 'error' = 'track'): AnalyticsEvent {
  return {
    eventId: crypto.randomUUID(),
    url: 'https://app.example.com/',
    domain: 'app.example.com',
    timestamp,
    props: { type, event: name, properties: { connected: false } },
  };
}

describe.each(STORE_KINDS)('the analytics store on %s', (kind) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestStore(kind, 'walletdock-analytics-');
    store = opened.store;
    cleanup = opened.close;
    await migrateToLatest(store.db);
  });
  afterAll(() => cleanup?.());

  it("stores an event's spec fields and the SDK, once per event id", async () => {
    const opened = event('MODAL_OPEN', 1_000);
    const received = {
      projectId: 'p1',
      event: opened,
      sdkType: 'walletdock',
      sdkVersion: 'walletdock-core-0.1.0',
    };
    await storeEvent(store.db, received);
    await storeEvent(store.db, { ...received, event: { ...opened, eventId: opened.eventId.toUpperCase() } });
    const rows = await store.db
      .selectFrom('analytics_events')
      .selectAll()
      .where('project_id', '=', 'p1')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event_id: opened.eventId.toLowerCase(),
      url: 'https://app.example.com/',
      domain: 'app.example.com',
      type: 'track',
      event: 'MODAL_OPEN',
      address: null,
      properties: { connected: false },
      sdk_type: 'walletdock',
      sdk_version: 'walletdock-core-0.1.0',
    });
    expect(Number(rows[0]?.timestamp_ms)).toBe(1_000);
  });

  it("counts a project's events in [from, to), most frequent first", async () => {
    const sent: [string, number, 'track' | 'error'][] = [
      ['CONNECT_SUCCESS', 2_000, 'track'],
      ['CONNECT_SUCCESS', 2_500, 'track'],
      ['CONNECT_ERROR', 2_600, 'error'],
      ['MODAL_CLOSE', 3_000, 'track'],
    ];
    for (const [name, timestamp, type] of sent) {
      await storeEvent(store.db, {
        projectId: 'p1',
        event: event(name, timestamp, type),
        sdkType: undefined,
        sdkVersion: undefined,
      });
    }
    await storeEvent(store.db, {
      projectId: 'p2',
      event: event('MODAL_OPEN', 2_000),
      sdkType: undefined,
      sdkVersion: undefined,
    });
    expect(await countEvents(store.db, { projectId: 'p1', from: 0, to: Number.MAX_SAFE_INTEGER })).toEqual([
      { type: 'track', event: 'CONNECT_SUCCESS', count: 2 },
      { type: 'error', event: 'CONNECT_ERROR', count: 1 },
      { type: 'track', event: 'MODAL_CLOSE', count: 1 },
      { type: 'track', event: 'MODAL_OPEN', count: 1 },
    ]);
    expect(await countEvents(store.db, { projectId: 'p1', from: 2_000, to: 3_000 })).toEqual([
      { type: 'track', event: 'CONNECT_SUCCESS', count: 2 },
      { type: 'error', event: 'CONNECT_ERROR', count: 1 },
    ]);
    expect(await countEvents(store.db, { projectId: 'nobody', from: 0, to: 10 })).toEqual([]);
  });
});
