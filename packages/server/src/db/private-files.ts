import { chmod, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { GROUP_AND_OTHERS } from './private-node-fs.js';

/**
 * Takes group and other permissions away from `dir` and everything in it (only the owner's bits are kept:
 * files `0600`, directories `0700`), fixing a data directory written by an earlier version or under a wider
 * umask. Symbolic links are not followed.
 */
export async function makePrivate(dir: string): Promise<void> {
  const info = await lstat(dir);
  if (info.isSymbolicLink()) return;
  if ((info.mode & GROUP_AND_OTHERS) !== 0) await chmod(dir, info.mode & 0o700);
  if (!info.isDirectory()) return;
  await Promise.all((await readdir(dir)).map((entry) => makePrivate(join(dir, entry))));
}
