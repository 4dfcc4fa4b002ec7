import { type Kysely, sql } from 'kysely';

/** The first schema: projects, names, smart sessions, the wallet directory and its images, analytics events. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projects')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('allowed_origins', 'jsonb', (col) => col.notNull())
    .addColumn('analytics_enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('names')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('registered', 'bigint', (col) => col.notNull())
    .addColumn('updated', 'bigint', (col) => col.notNull())
    .addColumn('addresses', 'jsonb', (col) => col.notNull())
    .addColumn('attributes', 'jsonb', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('names_owner').on('names').columns(['owner', 'registered', 'name']).execute();

  await db.schema
    .createTable('smart_sessions')
    .addColumn('pci', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('project', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expiry', 'bigint', (col) => col.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('permissions', 'jsonb', (col) => col.notNull())
    .addColumn('policies', 'jsonb', (col) => col.notNull())
    .addColumn('context', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('smart_sessions_pk', ['address', 'pci'])
    .execute();

  await db.schema
    .createTable('wallets')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('rdns', 'text')
    .addColumn('image_id', 'text', (col) => col.notNull())
    .addColumn('chains', 'jsonb', (col) => col.notNull())
    .addColumn('mobile_link', 'text')
    .addColumn('desktop_link', 'text')
    .addColumn('webapp_link', 'text')
    .addColumn('homepage', 'text')
    .addColumn('app_store', 'text')
    .addColumn('play_store', 'text')
    .addColumn('chrome_store', 'text')
    .addColumn('injected', 'jsonb')
    .addColumn('badge_type', 'text', (col) => col.notNull().defaultTo('none'))
    .execute();
  await db.schema.createIndex('wallets_position').on('wallets').column('position').execute();

  await db.schema
    .createTable('images')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('images_pk', ['kind', 'id'])
    .execute();

  await db.schema
    .createTable('analytics_events')
    .addColumn('seq', 'bigserial', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('domain', 'text', (col) => col.notNull())
    .addColumn('timestamp_ms', 'bigint', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('address', 'text')
    .addColumn('properties', 'jsonb')
    .addColumn('sdk_type', 'text')
    .addColumn('sdk_version', 'text')
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('analytics_events_event', ['project_id', 'event_id'])
    .execute();
  await db.schema
    .createIndex('analytics_events_time')
    .on('analytics_events')
    .columns(['project_id', 'timestamp_ms'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['analytics_events', 'images', 'wallets', 'smart_sessions', 'names', 'projects']) {
    await db.schema.dropTable(table).execute();
  }
}
