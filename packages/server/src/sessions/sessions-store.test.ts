import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.js';
import type { Store } from '../db/open-store.js';
import { STORE_KINDS, sampleSession } from '../test-utils/fixtures.js';
import { openTestStore } from '../test-utils/test-store.js';
import { hasSession, recordSession, revokeSession, sessionsOf } from './sessions-store.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe.each(STORE_KINDS)('the smart-sessions store on %s', (kind) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestStore(kind, 'walletdock-sessions-');
    store = opened.store;
    cleanup = opened.close;
    await migrateToLatest(store.db);
  });
  afterAll(() => cleanup?.());

  it('records sessions and lists them newest first, as the contract has them', async () => {
    const older = sampleSession('0x01');
    const newer = { ...sampleSession('0x02'), createdAt: older.createdAt + 60 };
    await recordSession(store.db, ALICE, older);
    await recordSession(store.db, ALICE, newer);
    await recordSession(store.db, BOB, sampleSession('0x03'));
    const sessions = await sessionsOf(store.db, ALICE);
    expect(sessions.map((session) => session.pci)).toEqual(['0x02', '0x01']);
    expect(sessions[1]).toEqual({ ...older, revokedAt: null });
    expect(await sessionsOf(store.db, '0x0000000000000000000000000000000000000001')).toEqual([]);
  });

  it('finds a session only under its address', async () => {
    expect(await hasSession(store.db, ALICE, '0x01')).toBe(true);
    expect(await hasSession(store.db, BOB, '0x01')).toBe(false);
    expect(await hasSession(store.db, ALICE, '0x99')).toBe(false);
  });

  it('revokes once: a second revocation keeps the first time, and recording it again keeps it revoked', async () => {
    await revokeSession(store.db, ALICE, '0x01', 5_000);
    await revokeSession(store.db, ALICE, '0x01', 6_000);
    const revoked = (await sessionsOf(store.db, ALICE)).find((session) => session.pci === '0x01');
    expect(revoked?.revokedAt).toBe(5_000);
    await recordSession(store.db, ALICE, { ...sampleSession('0x01'), expiry: 1_900_000_000 });
    const again = (await sessionsOf(store.db, ALICE)).find((session) => session.pci === '0x01');
    expect(again).toMatchObject({ expiry: 1_900_000_000, revokedAt: 5_000 });
    // Another address's session of the same pci is untouched.
    expect((await sessionsOf(store.db, BOB))[0]?.revokedAt).toBeNull();
  });
});
