import { createHash, randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readlink, realpath, rename, rm, stat, symlink, unlink } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The embedded store's data directory is in use by a running process. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** The lock's name in the data directory: a Unix-domain socket its holder listens on. */
export const LOCK_NAME = 'walletdock-server.lock';
/** The pid file of earlier versions (removed at start: the socket is the lock now). */
const OLD_PID_FILE = 'walletdock-server.pid';
/** A Unix-domain socket's path is at most 107 bytes on Linux (`sun_path`), 103 on macOS. */
const SOCKET_PATH_LIMIT = 103;

type Probe = { live: false } | { live: true; pid: number | undefined };

/** Connects to the socket at `path`: a connection means a live holder (which tells its pid). */
function probe(path: string): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let text = '';
    let connected = false;
    const done = () => {
      socket.destroy();
      const pid = Number.parseInt(text, 10);
      resolve({ live: true, pid: Number.isInteger(pid) ? pid : undefined });
    };
    socket.setTimeout(1_000, done); // a stopped (SIGSTOP) holder accepts but never writes: still live
    socket.on('connect', () => {
      connected = true;
    });
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    socket.on('end', done);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (connected) return done();
      // No listener: the holder died (the kernel closed its socket with it), or there is no lock at all.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve({ live: false });
      else reject(error);
    });
  });
}

/**
 * The directory to reach `dir`'s lock through: `dir` itself when the socket's path fits `sun_path`, else a
 * short symbolic link to it in the temporary directory (`/tmp/walletdock-lock-<hash>`, named after the
 * directory's real path, so every process on the machine uses the same one). The socket file itself is always
 * in `dir`: the link is only a shorter way to name it.
 */
async function reachableDir(dir: string): Promise<string> {
  if (Buffer.byteLength(join(dir, `${LOCK_NAME}.0123456789abcdef`)) <= SOCKET_PATH_LIMIT) return dir;
  const real = await realpath(dir);
  const short = shortLinkFor(real);
  if (Buffer.byteLength(join(short, `${LOCK_NAME}.0123456789abcdef`)) > SOCKET_PATH_LIMIT) {
    throw new DataDirLockedError(
      `Cannot lock ${dir}: its path and the temporary directory's (${tmpdir()}) are too long for a Unix socket (${SOCKET_PATH_LIMIT} bytes); use a shorter dataDir or TMPDIR`,
    );
  }
  const pointsHere = async () => (await readlink(short).catch(() => undefined)) === real;
  if (!(await pointsHere())) {
    const temporary = `${short}.${randomBytes(6).toString('hex')}`;
    await symlink(real, temporary);
    await rename(temporary, short); // atomic: a racing starter sees the old link or this one, never none
  }
  if (!(await pointsHere())) throw new DataDirLockedError(`Cannot lock ${dir}: ${short} does not link to it`);
  return short;
}

/**
 * The short symbolic link through which the lock of the directory whose real path is `real` is reached when
 * its own path is too long for a socket (it stays after the server stops: the next one reuses it).
 */
export function shortLinkFor(real: string): string {
  return join(tmpdir(), `walletdock-lock-${createHash('sha256').update(real).digest('hex').slice(0, 16)}`);
}

/** Listens on a fresh, uniquely named socket in `dir` (reached through `via`); it answers every caller its pid. */
async function listenUnique(via: string): Promise<{ server: Server; path: string }> {
  const path = join(via, `${LOCK_NAME}.${randomBytes(8).toString('hex')}`);
  const server = createServer((socket) => {
    socket.on('error', () => {});
    socket.end(String(process.pid));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.unref(); // the lock never keeps the process alive
  return { server, path };
}

function lockedError(dir: string, pid: number | undefined): DataDirLockedError {
  const who =
    pid === undefined
      ? 'another walletdock-server process'
      : `another walletdock-server process (pid ${pid})`;
  return new DataDirLockedError(
    `${dir} is in use by ${who}; stop it first — the embedded store serves one process (use DATABASE_URL for several)`,
  );
}

/**
 * Claims `dir` for this process: PGlite must never be opened by two processes at once. The lock is a
 * Unix-domain socket this process listens on (`dir/walletdock-server.lock`); the kernel closes it when the
 * process dies, however it dies, so a lock left by a killed process is stale at once — even when the next
 * process has the same pid (PID 1 in a container) or the killed one is not yet reaped. A starter connects:
 * a connection means a live holder ({@link DataDirLockedError}); a refusal means no holder.
 *
 * Taking the lock is atomic: the socket is created under a unique name and hard-linked to the lock's name
 * (`link` fails when the name exists). A stale socket is first renamed aside and checked once more, so two
 * starters racing over a stale lock never both win.
 * @returns the function that releases the lock.
 * @throws {DataDirLockedError} when a live process holds `dir`, or its path is too long for a socket.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const via = await reachableDir(dir);
  const lockPath = join(via, LOCK_NAME);
  const { server, path: ownPath } = await listenUnique(via);
  const release = async (): Promise<void> => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(ownPath, { force: true });
  };
  try {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      try {
        await link(ownPath, lockPath);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = await probe(lockPath);
        if (holder.live) throw lockedError(dir, holder.pid);
        // Stale: move it aside (only one racer can), then make sure what was moved is the stale one.
        const aside = `${lockPath}.stale-${randomBytes(6).toString('hex')}`;
        const moved = await rename(lockPath, aside).then(
          () => true,
          () => false,
        );
        if (moved) {
          const movedHolder = await probe(aside);
          if (movedHolder.live) {
            // A racer installed its live lock between the probe and the rename: put it back.
            await link(aside, lockPath).catch(() => {});
            await unlink(aside).catch(() => {});
            throw lockedError(dir, movedHolder.pid);
          }
          await unlink(aside).catch(() => {});
        }
        continue;
      }
      await unlink(ownPath).catch(() => {});
      await chmod(lockPath, 0o600).catch(() => {}); // private like every file of the directory
      const held = await stat(lockPath);
      await rm(join(dir, OLD_PID_FILE), { force: true });
      return async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        // Only our own socket: never a successor's.
        const now = await stat(lockPath).catch(() => undefined);
        if (now !== undefined && now.ino === held.ino && now.dev === held.dev)
          await rm(lockPath, { force: true });
      };
    }
    throw new DataDirLockedError(`Cannot lock ${dir}: its lock keeps changing; is another process starting?`);
  } catch (error) {
    await release();
    throw error;
  }
}
