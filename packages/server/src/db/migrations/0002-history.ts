import { type Kysely, sql } from 'kysely';

/**
 * The built-in history indexer: per (chain, account) progress with an indexing lease, the transactions and
 * token transfers indexed for each account, and the token metadata read from the chain.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('history_progress')
    .addColumn('chain_id', 'text', (col) => col.notNull())
    .addColumn('account', 'text', (col) => col.notNull())
    // The first block not indexed yet: blocks below it are in the tables for this account.
    .addColumn('next_block', 'bigint', (col) => col.notNull())
    // Who is indexing this account now (an instance's random id) and until when its lease holds.
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('history_progress_pk', ['chain_id', 'account'])
    .execute();

  await db.schema
    .createTable('history_transactions')
    .addColumn('chain_id', 'text', (col) => col.notNull())
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('tx_hash', 'text', (col) => col.notNull())
    .addColumn('block_number', 'bigint', (col) => col.notNull())
    .addColumn('tx_index', 'integer', (col) => col.notNull())
    .addColumn('block_time', 'bigint', (col) => col.notNull())
    .addColumn('tx_from', 'text', (col) => col.notNull())
    .addColumn('tx_to', 'text')
    .addColumn('nonce', 'bigint', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('method', 'text')
    .addColumn('native_value', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('history_transactions_pk', ['chain_id', 'account', 'tx_hash'])
    .execute();
  await db.schema
    .createIndex('history_transactions_order')
    .on('history_transactions')
    .columns(['chain_id', 'account', 'block_number', 'tx_index', 'tx_hash'])
    .execute();

  await db.schema
    .createTable('history_transfers')
    .addColumn('chain_id', 'text', (col) => col.notNull())
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('tx_hash', 'text', (col) => col.notNull())
    .addColumn('log_index', 'integer', (col) => col.notNull())
    .addColumn('token', 'text', (col) => col.notNull())
    .addColumn('standard', 'text', (col) => col.notNull())
    .addColumn('from_address', 'text', (col) => col.notNull())
    .addColumn('to_address', 'text', (col) => col.notNull())
    // ERC-20: the amount in the smallest unit; ERC-721: the token id (decimal strings).
    .addColumn('amount', 'text', (col) => col.notNull())
    .addColumn('nft_preview', 'text')
    .addPrimaryKeyConstraint('history_transfers_pk', ['chain_id', 'account', 'tx_hash', 'log_index'])
    .execute();

  await db.schema
    .createTable('history_tokens')
    .addColumn('chain_id', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('symbol', 'text', (col) => col.notNull())
    .addColumn('decimals', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('history_tokens_pk', ['chain_id', 'address'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['history_tokens', 'history_transfers', 'history_transactions', 'history_progress']) {
    await db.schema.dropTable(table).execute();
  }
}
