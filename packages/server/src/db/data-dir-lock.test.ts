import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { realpath, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PROJECTS, tempDir } from '../test-utils/fixtures.js';
import { asPid1, isPid1InItsNamespace, pid1Of } from '../test-utils/pid-namespace.js';
import { type ServerProcess, startServerProcess } from '../test-utils/server-process.js';
import { DataDirLockedError, LOCK_NAME, lockDataDir, shortLinkFor } from './data-dir-lock.js';

/** Runs the command as the child of a Python process that never waits for it (a killed child stays a zombie). */
const underNonReapingParent = (argv: string[]): string[] => [
  'python3',
  '-c',
  'import os, sys, time\nos.spawnvp(os.P_NOWAIT, sys.argv[1], sys.argv[1:])\ntime.sleep(3600)',
  ...argv,
];

/** A process's state letter (`R`, `S`, `Z` for a zombie), from `/proc`. */
const processState = (pid: number): string =>
  /^State:\s+(\w)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? '?';

// The embedded store's lock as an operator meets it: the CLI killed and started again at once.
describe('the data directory lock', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  const running: ServerProcess[] = [];
  const env = (name: string) => ({
    WALLETDOCK_DATA_DIR: join(dir.path, name),
    WALLETDOCK_PROJECTS: JSON.stringify(TEST_PROJECTS),
  });
  const start = async (...args: Parameters<typeof startServerProcess>) => {
    const server = await startServerProcess(...args);
    running.push(server);
    return server;
  };

  beforeAll(async () => {
    dir = await tempDir('walletdock-dirlock-');
  });
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(running.map((server) => server.exited));
    await dir?.remove();
  });

  it('lets PID 1 of a container start again at once after a SIGKILL (the same pid as the dead holder)', {
    timeout: 280_000,
  }, async () => {
    const first = await start(env('pid1'), 120_000, { wrap: asPid1 });
    const pid1 = pid1Of(first.child.pid as number);
    expect(isPid1InItsNamespace(pid1)).toBe(true);
    process.kill(pid1, 'SIGKILL');
    await first.exited;
    const second = await start(env('pid1'), 120_000, { wrap: asPid1 });
    expect(isPid1InItsNamespace(pid1Of(second.child.pid as number))).toBe(true);
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
    process.kill(pid1Of(second.child.pid as number), 'SIGKILL');
  });

  it('starts again right after a SIGKILL, before the killed process is reaped', {
    timeout: 280_000,
  }, async () => {
    // The server under a parent that does not reap it (as a busy supervisor): killed, it stays a zombie.
    const first = await start(env('plain'), 120_000, { wrap: underNonReapingParent });
    const server = pid1Of(first.child.pid as number);
    process.kill(server, 'SIGKILL');
    await expect.poll(() => processState(server), { timeout: 10_000 }).toBe('Z');
    const second = await start(env('plain'), 120_000);
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
    expect(processState(server)).toBe('Z'); // still not reaped: its pid is "alive" all along
    first.child.kill('SIGKILL');
  });

  it('refuses a second live process on the same directory, naming it', { timeout: 90_000 }, async () => {
    const holder = running.at(-1) as ServerProcess;
    expect(holder.child.exitCode).toBeNull();
    const refused = startServerProcess(env('plain'), 30_000);
    await expect(refused).rejects.toThrow(
      new RegExp(
        `${join(dir.path, 'plain')} is in use by another walletdock-server process \\(pid \\d+\\); stop it first`,
      ),
    );
    // The holder still serves.
    expect((await fetch(`${holder.url}/readyz`)).status).toBe(200);
    holder.child.kill('SIGTERM');
    expect(await holder.exited).toBe(0);
  });

  it('gives a stale lock to exactly one of two racing starters', async () => {
    const path = join(dir.path, 'race');
    await lockDataDir(path).then((unlock) => unlock()); // create the directory
    // A holder killed with SIGKILL leaves its socket file behind: a stale lock.
    const holder = spawn(process.execPath, [
      '-e',
      `require('node:net').createServer().listen(${JSON.stringify(join(path, LOCK_NAME))}, () => console.log('up'))`,
    ]);
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const results = await Promise.allSettled([lockDataDir(path), lockDataDir(path)]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost[0]?.reason).toBeInstanceOf(DataDirLockedError);
    await (won[0] as PromiseFulfilledResult<() => Promise<void>>).value();
    // Released: the next one takes it.
    await (await lockDataDir(path))();
  });

  it('locks a directory whose path is longer than a Unix socket path allows', async () => {
    const path = join(dir.path, 'a'.repeat(60), 'b'.repeat(60));
    const unlock = await lockDataDir(path);
    await expect(lockDataDir(path)).rejects.toThrow(/is in use by another walletdock-server process/);
    await unlock();
    await (await lockDataDir(path))();
    await rm(shortLinkFor(await realpath(path)), { force: true });
  });
});
