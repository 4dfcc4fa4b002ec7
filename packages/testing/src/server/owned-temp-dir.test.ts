import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOwnedTempDir, OWNER_FILE, sweepOrphanedTempDirs } from './owned-temp-dir.js';

const PREFIX = 'walletdock-owned-test-';
let root = '';

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'walletdock-owned-root-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The pid of a process that has exited (a child run to its end). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (child.pid === undefined) throw new Error('no child pid');
  return child.pid;
}

async function ownedBy(name: string, pid: number | undefined): Promise<string> {
  const dir = join(root, name);
  await mkdir(dir);
  await writeFile(join(dir, 'data'), 'x');
  if (pid !== undefined) await writeFile(join(dir, OWNER_FILE), String(pid));
  return dir;
}

describe('owned temporary directories', () => {
  it('creates a directory naming this process as its owner', async () => {
    const dir = await createOwnedTempDir(PREFIX, root);
    expect(dir.startsWith(join(root, PREFIX))).toBe(true);
    expect(await readFile(join(dir, OWNER_FILE), 'utf8')).toBe(String(process.pid));
  });

  it("removes the directories of a process that died without cleaning up (SIGKILL), and keeps the others'", async () => {
    const orphan = await ownedBy(`${PREFIX}dead`, deadPid());
    const live = await ownedBy(`${PREFIX}live`, process.pid);
    const fresh = await ownedBy(`${PREFIX}being-created`, undefined);
    const old = await ownedBy(`${PREFIX}old-unowned`, undefined);
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    await utimes(old, hourAgo, hourAgo);
    const other = await ownedBy('someone-else-dead', deadPid());

    const created = await createOwnedTempDir(PREFIX, root);

    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(live)).toBe(true);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(other)).toBe(true);
    expect(existsSync(created)).toBe(true);
  });

  it('keeps a directory whose owner file is not a pid', async () => {
    const dir = await ownedBy(`${PREFIX}garbage`, undefined);
    await writeFile(join(dir, OWNER_FILE), 'not a pid');
    expect(await sweepOrphanedTempDirs(PREFIX, root)).toEqual([]);
    expect(existsSync(dir)).toBe(true);
  });

  it('sweeps nothing, without failing, when the root does not exist', async () => {
    expect(await sweepOrphanedTempDirs(PREFIX, join(root, 'missing'))).toEqual([]);
  });
});
