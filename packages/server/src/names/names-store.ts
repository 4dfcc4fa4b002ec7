import type { NameRecord } from '@walletdock/core';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, NamesTable } from '../db/schema.js';

const RECORD_COLUMNS = ['name', 'registered', 'updated', 'addresses', 'attributes'] as const;

/** A stored name as the contract's `NameRecord`. */
function toRecord(row: Pick<Selectable<NamesTable>, (typeof RECORD_COLUMNS)[number]>): NameRecord {
  return {
    name: row.name,
    registered: Number(row.registered),
    updated: Number(row.updated),
    addresses: row.addresses,
    attributes: row.attributes,
  };
}

/** The record of a full name (`alice.wd.id`), or `undefined` when it is not registered. */
export async function findName(db: Kysely<Database>, name: string): Promise<NameRecord | undefined> {
  const row = await db.selectFrom('names').select(RECORD_COLUMNS).where('name', '=', name).executeTakeFirst();
  return row === undefined ? undefined : toRecord(row);
}

/** The names `owner` (a checksummed address) registered, first registered first (then by name). */
export async function namesOf(db: Kysely<Database>, owner: string): Promise<NameRecord[]> {
  const rows = await db
    .selectFrom('names')
    .select(RECORD_COLUMNS)
    .where('owner', '=', owner)
    .orderBy('registered')
    .orderBy('name')
    .execute();
  return rows.map(toRecord);
}

/** Which of the full `names` are registered. */
export async function registeredNames(db: Kysely<Database>, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db.selectFrom('names').select('name').where('name', 'in', names).execute();
  return new Set(rows.map((row) => row.name));
}

/** A registration the route has checked (the signature, the message's age, the name's label). */
export type NameRegistration = {
  /** The full name, lower case. */
  name: string;
  /** The checksummed address that signed. */
  owner: string;
  /** The ENSIP-11 coin type of `owner`'s address. */
  coinType: number;
  /** The text records, one object per record. */
  attributes: Record<string, string>[];
  /** Unix seconds. */
  now: number;
};

/**
 * Registers a name, or updates it when `owner` registered it already (its address for `coinType` added, its
 * text records replaced), in one atomic upsert that only the owner may update: two instances racing for one
 * name give it to exactly one address. Returns `false` when the name belongs to another address.
 */
export async function registerName(db: Kysely<Database>, registration: NameRegistration): Promise<boolean> {
  const { name, owner, coinType, attributes, now } = registration;
  const stored = await db
    .insertInto('names')
    .values({
      name,
      owner,
      registered: now,
      updated: now,
      addresses: JSON.stringify({ [String(coinType)]: { address: owner } }),
      attributes: JSON.stringify(attributes),
    })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({
          updated: now,
          addresses: sql`names.addresses || excluded.addresses`,
          attributes: sql`excluded.attributes`,
        })
        .where('names.owner', '=', owner),
    )
    .returning('name')
    .executeTakeFirst();
  return stored !== undefined;
}
