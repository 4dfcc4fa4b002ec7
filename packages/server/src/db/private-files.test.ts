import { chmod, lstat, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALICE,
  call,
  registrationBody,
  sampleEvent,
  TEST_PROJECTS,
  tempDir,
} from '../test-utils/fixtures.js';
import { type ServerProcess, startServerProcess } from '../test-utils/server-process.js';

/** Every entry under `dir` (itself included) with its permission bits, as `path mode` lines. */
async function modes(dir: string): Promise<{ path: string; mode: string; kind: string }[]> {
  const info = await lstat(dir);
  const kind = info.isDirectory() ? 'directory' : info.isSocket() ? 'socket' : 'file';
  const own = { path: dir, mode: (info.mode & 0o777).toString(8), kind };
  if (!info.isDirectory()) return [own];
  const entries = await readdir(dir);
  return [own, ...(await Promise.all(entries.map((entry) => modes(join(dir, entry))))).flat()];
}

// Under umask 000 (the widest), the embedded store still keeps its files to its own user: the WAL holds
// names, analytics events and, soon, auth shares.
describe('the embedded store’s files', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dir = await tempDir('walletdock-modes-');
    dataDir = join(dir.path, 'data');
    // A data directory left open by an earlier version: fixed at start.
    await mkdir(dataDir);
    await chmod(dataDir, 0o777);
    await writeFile(join(dataDir, 'notes.txt'), 'left by an operator');
    await chmod(join(dataDir, 'notes.txt'), 0o666);
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    await dir?.remove();
  });

  it('are 0600 (files) and 0700 (directories) whatever the umask, the WAL written later included', {
    timeout: 120_000,
  }, async () => {
    server = await startServerProcess(
      { WALLETDOCK_DATA_DIR: dataDir, WALLETDOCK_PROJECTS: JSON.stringify(TEST_PROJECTS) },
      90_000,
      { wrap: (argv) => ['sh', '-c', 'umask 000 && exec "$@"', 'sh', ...argv] },
    );
    const name = await call(
      `${server.url}/v1/profile/account?projectId=proj-on`,
      'POST',
      await registrationBody(ALICE, 'private.wd.id'),
    );
    expect(name.status).toBe(200);
    for (let i = 0; i < 20; i += 1)
      expect(
        (await call(`${server.url}/e?projectId=proj-on`, 'POST', sampleEvent(`MODES_${i}`))).status,
      ).toBe(202);

    const check = async () => {
      const entries = await modes(dataDir);
      expect(entries.some((entry) => entry.path.includes(join('pgdata', 'pg_wal')))).toBe(true);
      const open = entries.filter((entry) => entry.mode !== (entry.kind === 'directory' ? '700' : '600'));
      expect(open).toEqual([]);
    };
    await check();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // What the shutdown's checkpoint wrote, too.
    await check();
  });
});
