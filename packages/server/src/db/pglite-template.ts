import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrivateNodeFS } from './private-node-fs.js';

/**
 * The files of a newly initialised, empty PGlite cluster, kept once per process: a new data directory is
 * created from them instead of running PGlite's `initdb` again (about 0.5 s instead of 1.3–2.6 s; a process
 * that opens many new stores, such as a test run starting a local stack per test file, saves seconds each
 * time). Only an empty cluster is kept — no schema, no data — so every store created from it is as new.
 */
let template: Promise<Blob> | undefined;

/** Whether `dir` already holds a PGlite cluster (it is opened as it is, never replaced). */
function holdsCluster(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'));
}

/**
 * Opens the PGlite cluster in `dir` (its files private to the owner: `PrivateNodeFS`), creating it when absent: from this process's template of an empty
 * cluster when it has one, else with `initdb`, keeping the new cluster's files (before anything is written
 * to it) as the template.
 */
export async function openPGlite(dir: string): Promise<PGlite> {
  // Every file private to the owner (PrivateNodeFS), the template's copy too.
  if (holdsCluster(dir)) return PGlite.create({ fs: new PrivateNodeFS(dir) });
  if (template !== undefined) {
    const files = await template.catch(() => undefined);
    if (files !== undefined) return PGlite.create({ fs: new PrivateNodeFS(dir), loadDataDir: files });
  }
  const pglite = await PGlite.create({ fs: new PrivateNodeFS(dir) });
  template ??= pglite.dumpDataDir('none').then((dump) => dump as Blob);
  await template.catch(() => {
    template = undefined; // a failed dump only means the next new store runs initdb too
  });
  return pglite;
}
