import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALICE,
  call,
  registrationBody,
  sampleEvent,
  TEST_PROJECTS,
  tempDir,
} from '../test-utils/fixtures.js';
import { isPid1InItsNamespace, pid1Of } from '../test-utils/pid-namespace.js';
import { type ServerProcess, startServerProcess } from '../test-utils/server-process.js';

/** The monorepo (the package, its dependencies): read-only in the "container". */
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url)).replace(/\/$/, '');
const SHUTDOWN_TIMEOUT_MS = 4_000;

/**
 * The container of deploy/Dockerfile, without Docker: the CLI as PID 1 of its own PID namespace (`unshare`),
 * in a mount namespace where the code is a read-only bind mount and only the data directory (the volume) is
 * writable.
 */
const inContainer = (argv: string[]): string[] => [
  'unshare',
  '--pid',
  '--fork',
  '--mount-proc',
  'sh',
  '-c',
  `mount --bind '${ROOT}' '${ROOT}' && mount -o remount,bind,ro '${ROOT}' && exec "$@"`,
  'sh',
  ...argv,
];

describe('the server as its container runs it', () => {
  let volume: Awaited<ReturnType<typeof tempDir>>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    volume = await tempDir('walletdock-volume-');
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    await volume?.remove();
  });

  it('serves as PID 1 on a read-only root with its data on a volume, and exits 0 on SIGTERM in time', {
    timeout: 150_000,
  }, async () => {
    server = await startServerProcess(
      {
        WALLETDOCK_DATA_DIR: join(volume.path, 'data'),
        WALLETDOCK_PROJECTS: JSON.stringify(TEST_PROJECTS),
        WALLETDOCK_SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      },
      120_000,
      { wrap: inContainer },
    );
    const pid1 = pid1Of(server.child.pid as number);
    expect(isPid1InItsNamespace(pid1)).toBe(true);
    // The code is mounted read-only in its mount namespace.
    const mounts = await readFile(`/proc/${pid1}/mountinfo`, 'utf8');
    const root = mounts.split('\n').find((line) => line.split(' ')[4] === ROOT);
    expect(root?.split(' ')[5]).toMatch(/^ro\b/);

    // It writes (names, events) to the volume only.
    const q = (path: string) => `${server?.url}${path}?projectId=proj-on`;
    expect(
      (await call(q('/v1/profile/account'), 'POST', await registrationBody(ALICE, 'container.wd.id'))).status,
    ).toBe(200);
    expect((await call(q('/e'), 'POST', sampleEvent('CONTAINER'))).status).toBe(202);
    expect((await call(`${server.url}/healthz`)).status).toBe(200);

    // `docker stop` sends SIGTERM to PID 1 (which only gets the signals it handles).
    const started = Date.now();
    process.kill(pid1, 'SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 2_000);
  });
});
