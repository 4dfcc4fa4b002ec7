import type { Kysely } from 'kysely';
import type { ProjectConfig } from '../config/config.js';
import type { Database } from '../db/schema.js';

export type Project = ProjectConfig;

/**
 * Reads projects from the store with a short cache (so that every request does not query it, yet a change
 * made through another instance shows within `ttlMs` and one read). Unknown ids are cached too. An id's first
 * read is shared by the requests that wait for it; once an entry is older than `ttlMs` it is still answered
 * while one read in the background refreshes it — a request never waits for the store on a known id (on
 * PostgreSQL, 2,000 requests a second each reading a stale entry queued on the pool every `ttlMs`: BENCHMARK.md).
 */
export class ProjectRegistry {
  readonly #db: Kysely<Database>;
  readonly #ttlMs: number;
  readonly #cache = new Map<string, { project: Project | undefined; at: number }>();
  readonly #reading = new Map<string, Promise<Project | undefined>>();

  constructor(db: Kysely<Database>, ttlMs = 5_000) {
    this.#db = db;
    this.#ttlMs = ttlMs;
  }

  get(id: string): Promise<Project | undefined> {
    const cached = this.#cache.get(id);
    if (cached === undefined) return this.#read(id);
    if (Date.now() - cached.at >= this.#ttlMs && !this.#reading.has(id)) {
      // A failed refresh keeps the entry (and is tried again on the next request).
      this.#read(id).catch(() => {});
    }
    return Promise.resolve(cached.project);
  }

  /** One read of `id` at a time; its answer is cached. */
  #read(id: string): Promise<Project | undefined> {
    const pending = this.#reading.get(id);
    if (pending !== undefined) return pending;
    const read = this.#query(id).finally(() => this.#reading.delete(id));
    this.#reading.set(id, read);
    return read;
  }

  async #query(id: string): Promise<Project | undefined> {
    const row = await this.#db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
    const project =
      row === undefined
        ? undefined
        : {
            id: row.id,
            name: row.name,
            allowedOrigins: row.allowed_origins,
            analytics: row.analytics_enabled,
          };
    if (this.#cache.size > 10_000) this.#cache.clear();
    this.#cache.set(id, { project, at: Date.now() });
    return project;
  }
}

/**
 * Creates or updates the configured projects (the config file is their source of truth; projects created
 * otherwise are left alone).
 */
export async function upsertProjects(
  db: Kysely<Database>,
  projects: readonly ProjectConfig[],
): Promise<void> {
  for (const project of projects) {
    const values = {
      id: project.id,
      name: project.name,
      allowed_origins: JSON.stringify(project.allowedOrigins),
      analytics_enabled: project.analytics,
      updated_at: new Date(),
    };
    await db
      .insertInto('projects')
      .values(values)
      .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
      .execute();
  }
}
