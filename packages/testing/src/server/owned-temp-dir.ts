import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isProcessRunning } from '../stack/process-state.js';

/** The file in an owned directory that names the process owning it. */
export const OWNER_FILE = 'owner.pid';

/** A directory without an owner file is left alone this long (it may be one being created right now). */
const UNOWNED_GRACE_MS = 10 * 60_000;

/**
 * Creates a temporary directory `<tmpdir>/<prefix>XXXXXX` owned by this process (its pid in `owner.pid`), after
 * removing the directories with that prefix whose owner is no longer running: a stack whose process was
 * SIGKILLed (no JavaScript ran to remove its data) leaves its directory behind, and the next start sweeps it.
 * A directory whose owner still runs, or whose owner file is missing and which is younger than ten minutes, is
 * kept. Sweeping is best effort: a directory that cannot be read or removed is skipped.
 * @param prefix - the directories' common name prefix, e.g. `walletdock-stack-server-`.
 * @param root - where the directories live; default the system's temporary directory.
 * @returns the new directory's path.
 */
export async function createOwnedTempDir(prefix: string, root: string = tmpdir()): Promise<string> {
  await sweepOrphanedTempDirs(prefix, root);
  const dir = await mkdtemp(join(root, prefix));
  await writeFile(join(dir, OWNER_FILE), String(process.pid));
  return dir;
}

/**
 * Removes the directories `<root>/<prefix>*` whose owner process (see {@link createOwnedTempDir}) is gone;
 * returns the removed paths.
 */
export async function sweepOrphanedTempDirs(prefix: string, root: string = tmpdir()): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const dir = join(root, name);
    if (!(await isOrphaned(dir))) continue;
    try {
      await rm(dir, { recursive: true, force: true });
      removed.push(dir);
    } catch {
      // Someone else's, or busy: left alone.
    }
  }
  return removed;
}

async function isOrphaned(dir: string): Promise<boolean> {
  const owner = await readFile(join(dir, OWNER_FILE), 'utf8').catch(() => undefined);
  if (owner !== undefined) {
    const pid = Number(owner.trim());
    return Number.isSafeInteger(pid) && pid > 0 && !isProcessRunning(pid);
  }
  const info = await stat(dir).catch(() => undefined);
  return info?.isDirectory() === true && Date.now() - info.mtimeMs > UNOWNED_GRACE_MS;
}
