import type { DirectoryWallet } from '@walletdock/core';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** The filters of `GET /getWallets`, parsed (lists comma-joined, already trimmed; `search` lower case). */
export type WalletFilters = {
  /** 1-based. */
  page: number;
  entries: number;
  include?: string | undefined;
  exclude?: string | undefined;
  /** CAIP-2 ids: wallets supporting at least one. */
  chains?: string | undefined;
  /** A case-insensitive substring of the name. */
  search?: string | undefined;
  badgeType?: 'none' | 'certified' | undefined;
};

/** A wallet as the store holds it: the contract's `DirectoryWallet` with every optional field present. */
export type StoredWallet = DirectoryWallet & { order: number };

/** A page of the directory: the wallets matching the filters (all pages) and this page's, in the seed's order. */
export async function readWalletPage(
  db: Kysely<Database>,
  filters: WalletFilters,
): Promise<{ count: number; data: StoredWallet[] }> {
  const { include, exclude, chains, search, badgeType } = filters;
  const where: Expression<SqlBool>[] = [];
  if (include !== undefined) where.push(sql<SqlBool>`id = any(string_to_array(${include}, ','))`);
  if (exclude !== undefined) where.push(sql<SqlBool>`not (id = any(string_to_array(${exclude}, ',')))`);
  if (chains !== undefined) {
    where.push(
      sql<SqlBool>`exists (select 1 from jsonb_array_elements_text(chains) as chain where chain = any(string_to_array(${chains}, ',')))`,
    );
  }
  if (search !== undefined && search !== '') where.push(sql<SqlBool>`strpos(lower(name), ${search}) > 0`);
  if (badgeType !== undefined) where.push(sql<SqlBool>`badge_type = ${badgeType}`);
  const all = where.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(where, sql` and `)}`;
  const [counted, rows] = await Promise.all([
    db.selectFrom('wallets').select(sql<string>`count(*)`.as('count')).where(all).executeTakeFirstOrThrow(),
    db
      .selectFrom('wallets')
      .selectAll()
      .where(all)
      .orderBy('position')
      .limit(filters.entries)
      .offset((filters.page - 1) * filters.entries)
      .execute(),
  ]);
  return {
    count: Number(counted.count),
    data: rows.map(({ position, ...wallet }) => ({ ...wallet, order: position })),
  };
}

/** A stored image: its media type, bytes and SHA-256 (hex). */
export type StoredImage = { contentType: string; bytes: Uint8Array; sha256: string };

/** The stored image of `kind` (`wallet`, `asset`, `currency`, `token`) and `id`, if any. */
export async function readImage(
  db: Kysely<Database>,
  kind: string,
  id: string,
): Promise<StoredImage | undefined> {
  const row = await db
    .selectFrom('images')
    .select(['content_type', 'bytes', 'sha256'])
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : { contentType: row.content_type, bytes: row.bytes, sha256: row.sha256 };
}

/** The name of the wallet whose `image_id` is `imageId`, if any. */
export async function walletNameByImage(db: Kysely<Database>, imageId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('wallets')
    .select('name')
    .where('image_id', '=', imageId)
    .executeTakeFirst();
  return row?.name;
}
