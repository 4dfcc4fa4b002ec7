import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ANVIL_MNEMONIC } from './dev-accounts.js';
import { isProcessRunning, waitForProcessesToExit } from './process-state.js';

// These tests start anvil in a child Node process (TypeScript through tsx), end that process in the ways a
// process ends, and check that its anvil processes are gone. The guard is anvil-process.ts's (with cleanup.ts):
// most cases start anvil alone (`startAnvil`, about a second); one starts the whole stack (`startLocalStack`:
// Solana, the services server, the relay, the sign-in backend), to show none of its other parts keeps anvil
// alive or takes the signal from the guard.

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
const moduleUrl = (file: string) => pathToFileURL(fileURLToPath(new URL(file, import.meta.url))).href;

/** The child: starts anvil (or the whole stack), prints `{"pids":[…]}`, then behaves as MODE says. */
const CHILD_SCRIPT = `
const chainId = Number(process.env.CHAIN_ID);
let pids;
if (process.env.WHAT === 'stack') {
  const { startLocalStack } = await import(process.env.STACK_MODULE);
  pids = (await startLocalStack({ chainIds: [chainId] })).pids;
} else {
  const { startAnvil } = await import(process.env.ANVIL_MODULE);
  const { resolveAnvilBinary } = await import(process.env.BINARY_MODULE);
  const node = await startAnvil({
    binary: resolveAnvilBinary(),
    chainId,
    host: '127.0.0.1',
    port: 0,
    accounts: 1,
    mnemonic: process.env.MNEMONIC,
    startTimeoutMs: 20_000,
  });
  pids = [node.pid];
}
if (process.env.MODE === 'app-handler') {
  process.on('SIGINT', () => {
    console.log('app handler ran');
    setTimeout(() => process.exit(7), 200);
  });
}
console.log(JSON.stringify({ pids }));
if (process.env.MODE === 'exit') process.exit(3);
`;

type Child = { child: ChildProcess; pids: number[]; output: () => string };

let nextChainId = 92_000;

async function startChild(
  mode: 'wait' | 'exit' | 'app-handler',
  what: 'anvil' | 'stack' = 'anvil',
): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD_SCRIPT], {
    cwd: packageRoot,
    env: {
      ...process.env,
      STACK_MODULE: moduleUrl('./start-local-stack.ts'),
      ANVIL_MODULE: moduleUrl('./anvil-process.ts'),
      BINARY_MODULE: moduleUrl('./anvil-binary.ts'),
      MNEMONIC: ANVIL_MNEMONIC,
      WHAT: what,
      MODE: mode,
      CHAIN_ID: String(nextChainId++),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const pids = await new Promise<number[]>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /\{"pids":\[[\d,]*\]\}/.exec(output);
      if (match) resolve((JSON.parse(match[0]) as { pids: number[] }).pids);
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`child exited (${code ?? signal}) early:\n${output}`)),
    );
  });
  expect(pids).toHaveLength(1);
  // (In 'exit' mode the child may already be gone.)
  if (mode !== 'exit') expect(pids.every(isProcessRunning)).toBe(true);
  return { child, pids, output: () => output };
}

async function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null)
    return { code: child.exitCode, signal: child.signalCode };
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  return { code, signal };
}

// A child with anvil alone starts in about a second; the whole stack takes several.
const TIMEOUT = 30_000;
// The whole stack (anvil, the Solana chain, the relay, the services server on a fresh PGlite: its first start in a
// process makes the empty-cluster template, ~8 s alone): 15 s on a quiet 2-core machine, past 30 s on the CI machine
// while the other suites run beside it.
const STACK_TIMEOUT = 90_000;

describe('no anvil process outlives the Node process that started it', () => {
  it(
    'when that process is SIGKILLed (no JavaScript runs): the shell guard kills anvil',
    async () => {
      const { child, pids } = await startChild('wait');
      child.kill('SIGKILL');
      expect((await exitOf(child)).signal).toBe('SIGKILL');
      expect(await waitForProcessesToExit(pids, 5_000)).toBe(true);
    },
    TIMEOUT,
  );

  it.each(['SIGINT', 'SIGTERM', 'SIGHUP'] as const)(
    'on %s: stops anvil, then ends the process with the default action of the signal',
    async (signal) => {
      const { child, pids } = await startChild('wait');
      child.kill(signal);
      expect(await exitOf(child)).toEqual({ code: null, signal });
      // The handler waits for anvil to exit before re-raising the signal.
      expect(pids.some(isProcessRunning)).toBe(false);
    },
    TIMEOUT,
  );

  it(
    'on SIGTERM of a process running the whole stack: stops anvil, then ends the process with SIGTERM',
    async () => {
      const { child, pids } = await startChild('wait', 'stack');
      child.kill('SIGTERM');
      expect(await exitOf(child)).toEqual({ code: null, signal: 'SIGTERM' });
      expect(pids.some(isProcessRunning)).toBe(false);
    },
    STACK_TIMEOUT,
  );

  it(
    'on process.exit() without stop(): the exit hook stops anvil',
    async () => {
      const { child, pids } = await startChild('exit');
      expect(await exitOf(child)).toEqual({ code: 3, signal: null });
      expect(await waitForProcessesToExit(pids, 5_000)).toBe(true);
    },
    TIMEOUT,
  );

  it(
    "leaves the decision to the application's own SIGINT handler, and still stops anvil",
    async () => {
      const { child, pids, output } = await startChild('app-handler');
      child.kill('SIGINT');
      expect(await exitOf(child)).toEqual({ code: 7, signal: null });
      expect(output()).toContain('app handler ran');
      expect(await waitForProcessesToExit(pids, 5_000)).toBe(true);
    },
    TIMEOUT,
  );
});
