import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** The stored directory's version (a counter each seeding increments; table `directory_version`). */
export async function readDirectoryVersion(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ version: string }>`select version from directory_version where id = 1`.execute(
    db,
  );
  return String(result.rows[0]?.version ?? '0');
}

/** Increments the directory's version (call it in the transaction that changes the directory). */
export async function bumpDirectoryVersion(db: Kysely<Database>): Promise<void> {
  await sql`update directory_version set version = version + 1 where id = 1`.execute(db);
}

/** Options of {@link watchDirectoryVersion}. */
export type DirectoryVersionWatchOptions = {
  /** How often the version row is read, in milliseconds. */
  intervalMs: number;
  /** Called when the version differs from the one read before (another instance changed the directory). */
  onChange: () => void;
  /**
   * Called when a read fails after one succeeded (the database went away: once, not on every tick); the next
   * tick reads again.
   */
  onError?: (error: unknown) => void;
};

/** A running watch: `stop()` ends it (a read in flight finishes on its own, its result ignored). */
export type DirectoryVersionWatch = { stop(): void };

/**
 * Reads the directory's version every `intervalMs` (one small primary-key read; never two at once) and calls
 * `onChange` when it moved, so that an instance drops its cached directory within about `intervalMs` of a
 * change made by another instance on the same PostgreSQL. Starts from `initial` (the version the cache was
 * filled after). The timer does not keep the process alive.
 */
export function watchDirectoryVersion(
  db: Kysely<Database>,
  initial: string,
  options: DirectoryVersionWatchOptions,
): DirectoryVersionWatch {
  let known = initial;
  let stopped = false;
  let inFlight: Promise<void> | undefined;
  let failing = false;
  const tick = async () => {
    try {
      const version = await readDirectoryVersion(db);
      failing = false;
      if (!stopped && version !== known) {
        known = version;
        options.onChange();
      }
    } catch (error) {
      if (!stopped && !failing) options.onError?.(error);
      failing = true;
    }
  };
  const timer = setInterval(() => {
    if (inFlight !== undefined || stopped) return;
    inFlight = tick().finally(() => {
      inFlight = undefined;
    });
  }, options.intervalMs);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
