import { type Kysely, sql } from 'kysely';

/**
 * The embedded wallet's server-side records: its accounts (one per project and login — an e-mail address or a
 * social provider's user) and the auth shares the server holds for them. The auth share is opaque ciphertext
 * here; sealing it is the auth service's job (see docs/server.md, "Embedded wallet").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('embedded_accounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) => col.notNull())
    // 'email' or a social provider ('google', 'github', …) and what identifies the visitor there: the
    // normalised e-mail address, or the provider's user id.
    .addColumn('login_method', 'text', (col) => col.notNull())
    .addColumn('login_subject', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('user_name', 'text')
    // [{ namespace, address, type: 'eoa' | 'smartAccount' }]
    .addColumn('accounts', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('preferred_account_type', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_login_at', 'bigint')
    .addUniqueConstraint('embedded_accounts_login', ['project_id', 'login_method', 'login_subject'])
    .execute();

  await db.schema
    .createTable('embedded_auth_shares')
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('embedded_accounts.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('ciphertext', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    // Set when a newer version replaces it or the account's shares are revoked; a revoked share is never served.
    .addColumn('revoked_at', 'bigint')
    .addPrimaryKeyConstraint('embedded_auth_shares_pk', ['account_id', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('embedded_auth_shares').execute();
  await db.schema.dropTable('embedded_accounts').execute();
}
