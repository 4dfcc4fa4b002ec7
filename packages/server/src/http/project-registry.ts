import type { Kysely } from 'kysely';
import type { ProjectConfig } from '../config/config.js';
import type { Database } from '../db/schema.js';

export type Project = ProjectConfig;

/**
 * Reads projects from the store with a short cache (so that every request does not query it, yet a change
 * made through another instance shows within `ttlMs`). Unknown ids are cached too.
 */
export class ProjectRegistry {
  readonly #db: Kysely<Database>;
  readonly #ttlMs: number;
  readonly #cache = new Map<string, { project: Project | undefined; at: number }>();

  constructor(db: Kysely<Database>, ttlMs = 5_000) {
    this.#db = db;
    this.#ttlMs = ttlMs;
  }

  async get(id: string): Promise<Project | undefined> {
    const cached = this.#cache.get(id);
    if (cached !== undefined && Date.now() - cached.at < this.#ttlMs) return cached.project;
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
