import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './start-postgres.js';

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<number | string>;
  output(): string;
};

/** How `startServerProcess` runs the CLI. */
export type ServerProcessOptions = {
  /**
   * Turns the CLI's command line (`node --import tsx src/cli.ts`) into the one to spawn, e.g. to run it as
   * PID 1 of a new PID namespace (`['unshare', '--pid', '--fork', '--mount-proc', ...argv]`) or under a
   * shell that sets its umask first.
   */
  wrap?: (argv: string[]) => string[];
};

/** The children still running: killed when the test process exits (a test that timed out while one started). */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/**
 * Starts `walletdock-server` (its source, through tsx) as a child process configured by the environment, and
 * waits until `/readyz` answers 200. A child still running when the test process exits is killed.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const [command, ...args] = (options.wrap ?? ((argv) => argv))([process.execPath, '--import', 'tsx', CLI]);
  if (command === undefined) throw new Error('wrap returned no command');
  const child = spawn(command, args, {
    cwd: PACKAGE_DIR,
    env: { ...process.env, WALLETDOCK_PORT: String(port), WALLETDOCK_LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  live.add(child);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      live.delete(child);
      resolve(code ?? signal ?? 'unknown');
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let exitedEarly: number | string | undefined;
  void exited.then((code) => {
    exitedEarly = code;
  });
  while (Date.now() < deadline) {
    if (exitedEarly !== undefined)
      throw new Error(`walletdock-server exited (${exitedEarly}) while starting:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, child, exited, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`walletdock-server did not become ready in ${timeoutMs} ms:\n${output}`);
}
