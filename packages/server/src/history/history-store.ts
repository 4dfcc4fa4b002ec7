import { type Kysely, type Selectable, sql } from 'kysely';
import type {
  Database,
  HistoryTokensTable,
  HistoryTransactionsTable,
  HistoryTransfersTable,
} from '../db/schema.js';
import type { ChainPosition } from './history-indexer.js';
import type { RangeRows } from './index-range.js';

/** The indexing lease of an account was taken over by another instance (ours had expired): stop indexing. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

type Key = { chainId: string; account: string };

/** The first block not yet indexed for the account, or `undefined` when it was never asked about. */
export async function readNextBlock(
  db: Kysely<Database>,
  { chainId, account }: Key,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('history_progress')
    .select('next_block')
    .where('chain_id', '=', chainId)
    .where('account', '=', account)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.next_block);
}

/**
 * Takes the account's indexing lease for `leaseSeconds` when nobody holds it (or the holder's lease expired:
 * a crashed instance), in one atomic statement, so that one instance of all those sharing the database
 * indexes an account at a time. Times are the database's clock. Returns the first block to index, or
 * `undefined` when another holds the lease.
 */
export async function claimLease(
  db: Kysely<Database>,
  key: Key,
  options: { owner: string; startBlock: number; leaseSeconds: number },
): Promise<number | undefined> {
  await db
    .insertInto('history_progress')
    .values({ chain_id: key.chainId, account: key.account, next_block: options.startBlock })
    .onConflict((conflict) => conflict.columns(['chain_id', 'account']).doNothing())
    .execute();
  const claimed = await db
    .updateTable('history_progress')
    .set({
      lease_owner: options.owner,
      lease_until: sql<Date>`now() + make_interval(secs => ${options.leaseSeconds})`,
      updated_at: sql<Date>`now()`,
    })
    .where('chain_id', '=', key.chainId)
    .where('account', '=', key.account)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', sql<Date>`now()`)]))
    .returning('next_block')
    .executeTakeFirst();
  return claimed === undefined ? undefined : Number(claimed.next_block);
}

/**
 * Stores a range's rows and moves the account's progress to `nextBlock`, renewing the lease, in one
 * transaction: a crash leaves either the whole range or none of it (rows are keyed, so a range read twice
 * is stored once).
 * @throws {LeaseLostError} when `owner` no longer holds the lease (nothing is written).
 */
export async function commitRange(
  db: Kysely<Database>,
  key: Key,
  rows: RangeRows,
  options: { owner: string; nextBlock: number; leaseSeconds: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('history_progress')
      .set({
        next_block: options.nextBlock,
        lease_until: sql<Date>`now() + make_interval(secs => ${options.leaseSeconds})`,
        updated_at: sql<Date>`now()`,
      })
      .where('chain_id', '=', key.chainId)
      .where('account', '=', key.account)
      .where('lease_owner', '=', options.owner)
      .where('lease_until', '>=', sql<Date>`now()`)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) {
      throw new LeaseLostError(`The indexing lease of ${key.account} on ${key.chainId} was lost`);
    }
    const scoped = { chain_id: key.chainId, account: key.account };
    if (rows.transactions.length > 0) {
      await trx
        .insertInto('history_transactions')
        .values(rows.transactions.map((row) => ({ ...scoped, ...row })))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    if (rows.transfers.length > 0) {
      await trx
        .insertInto('history_transfers')
        .values(rows.transfers.map((row) => ({ ...scoped, ...row })))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    if (rows.tokens.length > 0) {
      await trx
        .insertInto('history_tokens')
        .values(rows.tokens.map((row) => ({ chain_id: key.chainId, ...row })))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  });
}

/** Gives the lease up (when `owner` holds it), so that the next request need not wait for it to expire. */
export async function releaseLease(db: Kysely<Database>, key: Key, owner: string): Promise<void> {
  await db
    .updateTable('history_progress')
    .set({ lease_owner: null, lease_until: null })
    .where('chain_id', '=', key.chainId)
    .where('account', '=', key.account)
    .where('lease_owner', '=', owner)
    .execute();
}

/** Which of `tokens` have their metadata cached for the chain. */
export async function cachedTokens(
  db: Kysely<Database>,
  chainId: string,
  tokens: string[],
): Promise<Set<string>> {
  if (tokens.length === 0) return new Set();
  const rows = await db
    .selectFrom('history_tokens')
    .select('address')
    .where('chain_id', '=', chainId)
    .where('address', 'in', tokens)
    .execute();
  return new Set(rows.map((row) => row.address));
}

/** A stored page: transactions newest first, with their transfers and the metadata of their tokens. */
export type StoredPage = {
  transactions: Selectable<HistoryTransactionsTable>[];
  transfers: Selectable<HistoryTransfersTable>[];
  tokens: Map<string, Selectable<HistoryTokensTable>>;
  more: boolean;
};

/** The account's stored transactions strictly older than `before`, newest first, at most `limit`. */
export async function readStoredPage(
  db: Kysely<Database>,
  key: Key,
  before: ChainPosition | undefined,
  limit: number,
): Promise<StoredPage> {
  let query = db
    .selectFrom('history_transactions')
    .selectAll()
    .where('chain_id', '=', key.chainId)
    .where('account', '=', key.account);
  if (before !== undefined) {
    query = query.where(
      sql<boolean>`(block_number, tx_index, tx_hash collate "C") < (${before.block}, ${before.txIndex}, ${before.hash} collate "C")`,
    );
  }
  const rows = await query
    .orderBy('block_number', 'desc')
    .orderBy('tx_index', 'desc')
    .orderBy(sql`tx_hash collate "C"`, 'desc')
    .limit(limit + 1)
    .execute();
  const transactions = rows.slice(0, limit);
  const hashes = transactions.map((row) => row.tx_hash);
  const transfers =
    hashes.length === 0
      ? []
      : await db
          .selectFrom('history_transfers')
          .selectAll()
          .where('chain_id', '=', key.chainId)
          .where('account', '=', key.account)
          .where('tx_hash', 'in', hashes)
          .orderBy('log_index')
          .execute();
  const tokenAddresses = [...new Set(transfers.map((row) => row.token))];
  const tokenRows =
    tokenAddresses.length === 0
      ? []
      : await db
          .selectFrom('history_tokens')
          .selectAll()
          .where('chain_id', '=', key.chainId)
          .where('address', 'in', tokenAddresses)
          .execute();
  return {
    transactions,
    transfers,
    tokens: new Map(tokenRows.map((row) => [row.address, row])),
    more: rows.length > limit,
  };
}
