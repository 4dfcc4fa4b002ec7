import { type Kysely, sql } from 'kysely';

/**
 * The wallet directory's version: one row, whose counter each seeding increments in its transaction, so that
 * every instance on the database sees a change of the directory (and drops its cached pages) by reading one
 * small row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('directory_version')
    .addColumn('id', 'smallint', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into directory_version (id, version) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('directory_version').execute();
}
