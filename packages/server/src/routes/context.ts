import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config/config.js';
import type { Database } from '../db/schema.js';
import type { DirectoryCache } from '../directory/cached-directory.js';

/** What the route modules share. */
export type RouteContext = {
  db: Kysely<Database>;
  config: ServerConfig;
  /** Milliseconds since the epoch (a clock for tests). */
  now: () => number;
  /** The wallet directory's cached answers (without one, every read queries the store). */
  directoryCache?: DirectoryCache;
};
