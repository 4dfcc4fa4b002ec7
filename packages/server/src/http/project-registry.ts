import type { Kysely } from 'kysely';
import type { ProjectConfig } from '../config/config.js';
import type { Database } from '../db/schema.js';

export type Project = ProjectConfig;

/**
 * Reads projects from the store with a short cache (so that every request does not query it, yet a change
 * made through another instance — a project revoked, an origin removed — shows within `ttlMs`: an entry older
 * than that is never answered). Unknown ids are cached too. An id's read is shared by the requests that wait
 * for it, and an entry older than `refreshAfterMs` is refreshed by one read in the background while it is still
 * answered: under steady traffic no request waits for the store (on PostgreSQL, 2,000 requests a second each
 * reading an expired entry queued on the pool every `ttlMs`: BENCHMARK.md).
 */
export class ProjectRegistry {
  readonly #db: Kysely<Database>;
  readonly #ttlMs: number;
  readonly #refreshAfterMs: number;
  readonly #cache = new Map<string, { project: Project | undefined; at: number }>();
  readonly #reading = new Map<string, Promise<Project | undefined>>();

  constructor(db: Kysely<Database>, options: { ttlMs?: number; refreshAfterMs?: number } = {}) {
    this.#db = db;
    this.#ttlMs = options.ttlMs ?? 5_000;
    this.#refreshAfterMs = Math.min(options.refreshAfterMs ?? this.#ttlMs * 0.8, this.#ttlMs);
  }

  get(id: string): Promise<Project | undefined> {
    const cached = this.#cache.get(id);
    const age = cached === undefined ? Number.POSITIVE_INFINITY : Date.now() - cached.at;
    if (cached === undefined || age >= this.#ttlMs) return this.#read(id);
    if (age >= this.#refreshAfterMs && !this.#reading.has(id)) {
      // A failed refresh keeps the entry until its time is up (and is tried again on the next request).
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
