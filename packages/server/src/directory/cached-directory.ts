import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../db/open-store.js';
import { ResponseCache } from './directory-cache.js';
import { type DirectoryVersionWatch, watchDirectoryVersion } from './directory-version.js';

/** How often an instance on PostgreSQL reads the directory's version row (milliseconds). */
export const DIRECTORY_VERSION_POLL_MS = 1_000;

/** The wallet directory's cached answers of one instance, kept in step with the store. */
export type DirectoryCache = {
  /** `GET /getWallets`' serialized pages and searches, by their parsed filters. */
  readonly pages: ResponseCache;
  /** Stops watching the store (at shutdown). */
  stop(): void;
};

/**
 * The directory cache of a server whose store holds directory `version` (as its seeding left it). The
 * embedded store serves one process, whose own seeding happens before the cache exists: nothing to watch. On
 * PostgreSQL another instance may seed another directory at any time: the version row is read every
 * {@link DIRECTORY_VERSION_POLL_MS} and the cache dropped when it moved. A failing read is logged once (until
 * one succeeds again); the cache is kept meanwhile (the directory cannot change while the database is away).
 */
export function startDirectoryCache(store: Store, version: string, log: FastifyBaseLogger): DirectoryCache {
  const pages = new ResponseCache();
  let watch: DirectoryVersionWatch | undefined;
  if (store.kind === 'postgres') {
    watch = watchDirectoryVersion(store.db, version, {
      intervalMs: DIRECTORY_VERSION_POLL_MS,
      onChange: () => {
        pages.clear();
        log.info('wallet directory changed: cached pages dropped');
      },
      onError: (error) => {
        log.warn({ err: error }, 'wallet directory version check failed; retrying');
      },
    });
  }
  return {
    pages,
    stop: () => watch?.stop(),
  };
}
