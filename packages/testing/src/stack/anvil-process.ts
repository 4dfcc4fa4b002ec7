import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { trackProcess } from './cleanup.js';
import { AnvilStartError, AnvilStartTimeoutError } from './errors.js';
import { SHELL_GUARD } from './shell-guard.js';

/** How anvil is started. */
export type StartAnvilOptions = {
  /** Path of the anvil executable (see `resolveAnvilBinary`). */
  binary: string;
  chainId: number;
  /** Address to bind. */
  host: string;
  /** Port to bind; 0 lets the OS choose a free port (race-free: anvil reports the port it bound). */
  port: number;
  /** Number of funded dev accounts. */
  accounts: number;
  mnemonic: string;
  /** How long to wait for the JSON-RPC server to answer `eth_chainId`. */
  startTimeoutMs: number;
  /** Receives every line anvil prints. */
  onLog?: ((line: string) => void) | undefined;
};

/** A running anvil node. */
export type AnvilProcess = {
  /** The PID of the anvil process itself. */
  readonly pid: number;
  readonly chainId: number;
  /** The bound port. */
  readonly port: number;
  /** `http://host:port`. */
  readonly rpcUrl: string;
  /** `ws://host:port`. */
  readonly wsUrl: string;
  /** What anvil has printed so far (the last 64 KiB). */
  output(): string;
  /** Resolves when the process has exited, for whatever reason. */
  readonly exited: Promise<void>;
  /** Stops anvil (SIGTERM, then SIGKILL after a grace period); resolves once it has exited. Idempotent. */
  stop(): Promise<void>;
};

/** The hardfork the chains run, pinned so that behaviour does not drift with anvil upgrades. */
export const ANVIL_HARDFORK = 'prague';

const STOP_GRACE_MS = 3_000;
const OUTPUT_LIMIT = 64 * 1024;
const LISTENING = /^Listening on (\S+):(\d+)\s*$/;

/**
 * Starts anvil and waits until its JSON-RPC server answers `eth_chainId` with `chainId`.
 *
 * On POSIX systems anvil runs under `SHELL_GUARD`, so it is killed even if this Node process is SIGKILLed.
 * While it runs it is registered with the cleanup hooks (`exit`, SIGINT, SIGTERM, SIGHUP). If the start fails,
 * the process is stopped before the promise rejects.
 * @throws {AnvilStartError} if anvil exits or cannot be spawned before it is ready.
 * @throws {AnvilStartTimeoutError} if it is not ready within `startTimeoutMs`.
 */
export async function startAnvil(options: StartAnvilOptions): Promise<AnvilProcess> {
  const args = [
    '--chain-id',
    String(options.chainId),
    '--host',
    options.host,
    '--port',
    String(options.port),
    '--accounts',
    String(options.accounts),
    '--mnemonic',
    options.mnemonic,
    '--hardfork',
    ANVIL_HARDFORK,
    '--color',
    'never',
  ];
  const child: ChildProcessWithoutNullStreams =
    process.platform === 'win32'
      ? spawn(options.binary, args, { stdio: 'pipe', windowsHide: true })
      : spawn('/bin/sh', ['-c', SHELL_GUARD, options.binary, ...args], { stdio: 'pipe' });

  let output = '';
  let exitDescription: string | undefined;
  let spawnError: Error | undefined;
  let onListening: ((port: number) => void) | undefined;

  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exitDescription = signal === null ? `exit code ${code}` : `signal ${signal}`;
      resolve();
    });
    child.once('error', (error) => {
      spawnError = error;
      exitDescription ??= `spawn error: ${error.message}`;
      // An 'error' without a process means there will be no 'exit' event.
      if (child.pid === undefined) resolve();
    });
  });

  const readLines = (stream: NodeJS.ReadableStream): void => {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      output = (output + chunk).slice(-OUTPUT_LIMIT);
      pending += chunk;
      const lines = pending.split(/\r?\n/);
      pending = lines.pop() ?? '';
      for (const line of lines) {
        options.onLog?.(line);
        const match = LISTENING.exec(line);
        if (match?.[2] !== undefined) onListening?.(Number(match[2]));
      }
    });
  };
  readLines(child.stdout);
  readLines(child.stderr);
  // Writing nothing to stdin: it only exists so that the guard sees it close. Ignore EPIPE on close.
  child.stdin.on('error', () => {});

  let stopping: Promise<void> | undefined;
  const signal = (name: NodeJS.Signals): void => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
  };
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      child.stdin.destroy();
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };
  const untrack = trackProcess({
    stop,
    killNow: () => {
      child.stdin.destroy();
      signal('SIGTERM');
    },
  });
  void exited.then(() => {
    // If anvil died on its own, release the guard too.
    child.stdin.destroy();
    untrack();
  });

  const fail = async (error: AnvilStartError): Promise<never> => {
    await stop();
    throw error;
  };
  const details = (cause?: unknown) => ({ chainId: options.chainId, output, cause });

  const deadline = Date.now() + options.startTimeoutMs;
  const listening = new Promise<number>((resolve) => {
    onListening = resolve;
  });
  let timer: NodeJS.Timeout | undefined;
  const first = await Promise.race([
    listening.then((port) => ({ kind: 'listening' as const, port })),
    exited.then(() => ({ kind: 'exited' as const })),
    new Promise<{ kind: 'timeout' }>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'timeout' }), options.startTimeoutMs);
    }),
  ]);
  clearTimeout(timer);
  if (first.kind === 'exited') {
    return fail(
      new AnvilStartError(
        `anvil for chain ${options.chainId} stopped before listening (${exitDescription ?? 'unknown'})`,
        details(spawnError),
      ),
    );
  }
  if (first.kind === 'timeout') {
    return fail(
      new AnvilStartTimeoutError(
        `anvil for chain ${options.chainId} did not start listening within ${options.startTimeoutMs} ms`,
        details(),
      ),
    );
  }

  const port = first.port;
  const urlHost = connectableHost(options.host);
  const rpcUrl = `http://${urlHost}:${port}`;
  const wsUrl = `ws://${urlHost}:${port}`;
  const ready = await waitForChainId(rpcUrl, options.chainId, deadline, exited);
  if (ready !== true) {
    const message = `anvil for chain ${options.chainId} at ${rpcUrl} is not ready: ${ready.reason}`;
    return fail(
      ready.timeout
        ? new AnvilStartTimeoutError(message, details(ready.cause))
        : new AnvilStartError(message, details()),
    );
  }

  const pid = child.pid;
  if (pid === undefined) return fail(new AnvilStartError('anvil has no PID', details()));
  return { pid, chainId: options.chainId, port, rpcUrl, wsUrl, output: () => output, exited, stop };
}

type NotReady = { reason: string; timeout: boolean; cause?: unknown };

/** Polls `eth_chainId` until it answers `chainId`, the process exits, or the deadline passes. */
async function waitForChainId(
  rpcUrl: string,
  chainId: number,
  deadline: number,
  exited: Promise<void>,
): Promise<true | NotReady> {
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (hasExited) return { reason: 'the process exited', timeout: false };
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        signal: AbortSignal.timeout(Math.max(1, Math.min(2_000, deadline - Date.now()))),
      });
      const body = (await response.json()) as { result?: unknown };
      if (typeof body.result === 'string') {
        const answered = Number.parseInt(body.result, 16);
        if (answered === chainId) return true;
        return { reason: `eth_chainId answered ${answered}, expected ${chainId}`, timeout: false };
      }
      lastError = new Error(`unexpected eth_chainId response: ${JSON.stringify(body)}`);
    } catch (error) {
      lastError = error;
    }
    await delay(25);
  }
  return { reason: 'eth_chainId did not answer in time', timeout: true, cause: lastError };
}

/** The host to put in URLs: a wildcard bind address is reached through loopback; IPv6 needs brackets. */
export function connectableHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::' || host === '[::]') return '[::1]';
  if (host.includes(':') && !host.startsWith('[')) return `[${host}]`;
  return host;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
