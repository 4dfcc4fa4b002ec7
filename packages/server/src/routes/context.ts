import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config/config.js';
import type { Database } from '../db/schema.js';

/** What the route modules share. */
export type RouteContext = {
  db: Kysely<Database>;
  config: ServerConfig;
  /** Milliseconds since the epoch (a clock for tests). */
  now: () => number;
};
