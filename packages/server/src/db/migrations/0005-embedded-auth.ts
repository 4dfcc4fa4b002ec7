import type { Kysely } from 'kysely';

/**
 * The embedded wallet's auth service: the e-mail codes (hashed, with their cooldown, tries and use in the
 * database, so that every instance on one PostgreSQL enforces one limit), the sessions and their refresh tokens
 * (hashed), the devices an account signed in on and their approval links (hashed), the recovery-share blobs (opaque to the server) and the server's own keys (generated once when the
 * configuration names none).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('embedded_auth_codes')
    .addColumn('project_id', 'text', (col) => col.notNull())
    // 'login', 'export', 'email_primary', 'email_secondary'
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'bytea')
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('tries', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('used_at', 'bigint')
    // The e-mail change's new address, carried from its first code to its second.
    .addColumn('note', 'text')
    .addPrimaryKeyConstraint('embedded_auth_codes_pk', ['project_id', 'purpose', 'email'])
    .execute();

  await db.schema
    .createTable('embedded_auth_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('embedded_accounts.id').onDelete('cascade'),
    )
    .addColumn('device_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();

  await db.schema
    .createTable('embedded_auth_refresh_tokens')
    .addColumn('token_hash', 'bytea', (col) => col.primaryKey())
    .addColumn('session_id', 'text', (col) =>
      col.notNull().references('embedded_auth_sessions.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    // Set when it is exchanged for the next one; presenting it again revokes the whole session.
    .addColumn('used_at', 'bigint')
    .execute();

  await db.schema
    .createTable('embedded_devices')
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('embedded_accounts.id').onDelete('cascade'),
    )
    .addColumn('device_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('embedded_devices_pk', ['account_id', 'device_id'])
    .execute();

  await db.schema
    .createTable('embedded_device_approvals')
    // The SHA-256 of the link's token (the link is the secret; it is never stored plain).
    .addColumn('token_hash', 'bytea', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('embedded_accounts.id').onDelete('cascade'),
    )
    .addColumn('device_id', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('approved_at', 'bigint')
    .execute();

  await db.schema
    .createTable('embedded_recovery_shares')
    .addColumn('account_id', 'text', (col) =>
      col.primaryKey().references('embedded_accounts.id').onDelete('cascade'),
    )
    .addColumn('ciphertext', 'bytea', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('embedded_auth_keys')
    // 'jwt' (the access tokens' HS256 key), 'share' (the auth shares' AES-256-GCM key)
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('secret', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('embedded_auth_keys').execute();
  await db.schema.dropTable('embedded_recovery_shares').execute();
  await db.schema.dropTable('embedded_device_approvals').execute();
  await db.schema.dropTable('embedded_devices').execute();
  await db.schema.dropTable('embedded_auth_refresh_tokens').execute();
  await db.schema.dropTable('embedded_auth_sessions').execute();
  await db.schema.dropTable('embedded_auth_codes').execute();
}
