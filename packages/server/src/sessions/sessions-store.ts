import type { SmartSession } from '@walletdock/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** A session as the admin route records it: the contract's `SmartSession` without `revokedAt`. */
export type SessionRecord = {
  pci: string;
  project: { id: string; name: string; url?: string; iconUrl?: string };
  createdAt: number;
  expiry: number;
  permissions: { type: string; data: unknown }[];
  policies: { type: string; data: unknown }[];
  context: string;
};

/** A stored session as the contract has it (its grants' `data` as stored: any JSON). */
export type StoredSession = Omit<SmartSession, 'permissions' | 'policies'> & {
  permissions: { type: string; data: unknown }[];
  policies: { type: string; data: unknown }[];
};

/** The sessions of `address` (checksummed), newest first (then by `pci`). */
export async function sessionsOf(db: Kysely<Database>, address: string): Promise<StoredSession[]> {
  const rows = await db
    .selectFrom('smart_sessions')
    .selectAll()
    .where('address', '=', address)
    .orderBy('created_at', 'desc')
    .orderBy('pci')
    .execute();
  return rows.map((row) => ({
    pci: row.pci,
    project: row.project,
    createdAt: Number(row.created_at),
    expiry: Number(row.expiry),
    permissions: row.permissions,
    policies: row.policies,
    context: row.context,
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
  }));
}

/** Whether `address` has the session `pci` (revoked or not). */
export async function hasSession(db: Kysely<Database>, address: string, pci: string): Promise<boolean> {
  const row = await db
    .selectFrom('smart_sessions')
    .select('pci')
    .where('address', '=', address)
    .where('pci', '=', pci)
    .executeTakeFirst();
  return row !== undefined;
}

/** Revokes the session at `now` (Unix seconds); a session revoked already keeps its first `revokedAt`. */
export async function revokeSession(
  db: Kysely<Database>,
  address: string,
  pci: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('smart_sessions')
    .set({ revoked_at: now })
    .where('address', '=', address)
    .where('pci', '=', pci)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Records a session of `address` granted elsewhere; one with the same `pci` is replaced (its `revokedAt` kept). */
export async function recordSession(
  db: Kysely<Database>,
  address: string,
  session: SessionRecord,
): Promise<void> {
  const values = {
    pci: session.pci,
    address,
    project: JSON.stringify(session.project),
    created_at: session.createdAt,
    expiry: session.expiry,
    permissions: JSON.stringify(session.permissions),
    policies: JSON.stringify(session.policies),
    context: session.context,
  };
  await db
    .insertInto('smart_sessions')
    .values(values)
    .onConflict((conflict) => conflict.columns(['address', 'pci']).doUpdateSet(values))
    .execute();
}
