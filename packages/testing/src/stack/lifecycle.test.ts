import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackedProcessCount } from './cleanup.js';
import {
  AnvilNotFoundError,
  AnvilStartError,
  AnvilStartTimeoutError,
  InvalidStackOptionsError,
  type LocalStack,
  startLocalStack,
} from './index.js';
import { findAnvilProcesses, isProcessRunning, waitForProcessesToExit } from './process-state.js';

const started: LocalStack[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((stack) => stack.stop()));
});

async function rpcChainId(url: string): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  });
  return Number.parseInt(((await response.json()) as { result: string }).result, 16);
}

function pidsOf(stack: LocalStack): readonly number[] {
  const pids = stack.pids ?? [];
  expect(pids).toHaveLength(stack.chains.length);
  return pids;
}

// Starting anvil takes well under a second, but a loaded CI machine can be slow.
const SLOW = { timeout: 20_000 };

describe('LocalStack lifecycle', SLOW, () => {
  it('runs two stacks started in parallel side by side, and stop() ends only its own processes', async () => {
    const [first, second] = await Promise.all([startLocalStack(), startLocalStack()]);
    if (!first || !second) throw new Error('expected two stacks');
    started.push(first, second);

    const urls = [...first.chains, ...second.chains].map((chain) => chain.rpcUrl);
    expect(new Set(urls).size).toBe(4);
    expect(await Promise.all(urls.map(rpcChainId))).toEqual([31337, 31338, 31337, 31338]);
    expect(first.chains[0]?.contracts).toEqual(second.chains[0]?.contracts);

    const firstPids = pidsOf(first);
    expect(firstPids.every(isProcessRunning)).toBe(true);
    await first.stop();
    expect(firstPids.some(isProcessRunning)).toBe(false);
    await expect(rpcChainId(first.chains[0]?.rpcUrl ?? '')).rejects.toThrow();

    // The other stack is untouched.
    expect(pidsOf(second).every(isProcessRunning)).toBe(true);
    expect(await rpcChainId(second.chains[1]?.rpcUrl ?? '')).toBe(31338);
  });

  it('stop() is idempotent and resolves once the processes have exited', async () => {
    const stack = await startLocalStack({ chainIds: [91_101] });
    started.push(stack);
    const pids = pidsOf(stack);
    const stopping = stack.stop();
    expect(stack.stop()).toBe(stopping);
    await stopping;
    expect(pids.some(isProcessRunning)).toBe(false);
    await expect(stack.stop()).resolves.toBeUndefined();
    expect(trackedProcessCount()).toBe(0);
  });

  it('supports other chain ids, fixed ports and a custom number of accounts', async () => {
    const port = await freePort();
    const stack = await startLocalStack({ chainIds: [91_201], ports: [port], accounts: 3 });
    started.push(stack);
    expect(stack.chains).toHaveLength(1);
    expect(stack.chains[0]?.rpcUrl).toBe(`http://127.0.0.1:${port}`);
    expect(stack.chains[0]?.name).toBe('Dock Devnet A');
    expect(stack.accounts).toHaveLength(3);
    expect(await rpcChainId(stack.chains[0]?.rpcUrl ?? '')).toBe(91_201);
  });

  it('reports anvil lines through onLog', async () => {
    const lines: Array<[string, number]> = [];
    const stack = await startLocalStack({
      chainIds: [91_301],
      onLog: (line, chainId) => lines.push([line, chainId]),
    });
    started.push(stack);
    expect(
      lines.some(([line, chainId]) => chainId === 91_301 && line.startsWith('Listening on 127.0.0.1:')),
    ).toBe(true);
  });
});

describe('a failed start leaves nothing behind', SLOW, () => {
  let blocker: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)));
    blocker = undefined;
  });

  it('throws AnvilStartError with anvil output when a port is taken, and stops the chain that started', async () => {
    blocker = createServer();
    const server = blocker;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');

    const error = await startLocalStack({ chainIds: [91_401, 91_402], ports: [address.port, 0] }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AnvilStartError);
    expect((error as AnvilStartError).name).toBe('AnvilStartError');
    expect((error as AnvilStartError).chainId).toBe(91_401);
    expect((error as AnvilStartError).output).toMatch(/address already in use/i);
    expect((error as Error).message).toContain('--- anvil output ---');

    expect(trackedProcessCount()).toBe(0);
    expect(await waitForProcessesToExit(findAnvilProcesses(91_402), 3_000)).toBe(true);
    expect(findAnvilProcesses(91_401)).toEqual([]);
  });

  it('throws AnvilStartTimeoutError when anvil is not ready in time, and stops it', async () => {
    const error = await startLocalStack({ chainIds: [91_501], startTimeoutMs: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnvilStartTimeoutError);
    expect((error as Error).name).toBe('AnvilStartTimeoutError');
    expect(trackedProcessCount()).toBe(0);
    expect(findAnvilProcesses(91_501)).toEqual([]);
  });

  it('throws AnvilNotFoundError before starting anything when WALLETDOCK_ANVIL_BIN is wrong', async () => {
    const previous = process.env.WALLETDOCK_ANVIL_BIN;
    process.env.WALLETDOCK_ANVIL_BIN = '/nonexistent/anvil';
    try {
      await expect(startLocalStack()).rejects.toBeInstanceOf(AnvilNotFoundError);
    } finally {
      if (previous === undefined) delete process.env.WALLETDOCK_ANVIL_BIN;
      else process.env.WALLETDOCK_ANVIL_BIN = previous;
    }
    expect(trackedProcessCount()).toBe(0);
  });

  it.each([
    [{ chainIds: [] }, /at least one chain id/],
    [{ chainIds: [1, 1] }, /distinct/],
    [{ chainIds: [0] }, /Invalid chain id 0/],
    [{ chainIds: [1.5] }, /Invalid chain id 1.5/],
    [{ chainIds: [1, 2], ports: [8545] }, /Expected 2 ports/],
    [{ chainIds: [1, 2], ports: [8545, 8545] }, /ports must be distinct/],
    [{ ports: [70_000, 0] }, /Invalid port 70000/],
    [{ host: ' ' }, /host must be an IP address/],
    [{ host: 'localhost' }, /host must be an IP address/],
    [{ accounts: 0 }, /Invalid account count 0/],
    [{ startTimeoutMs: 0 }, /Invalid startTimeoutMs/],
  ])('rejects invalid options %j with InvalidStackOptionsError', async (options, message) => {
    const error = await startLocalStack(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidStackOptionsError);
    expect((error as Error).message).toMatch(message);
    expect(trackedProcessCount()).toBe(0);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address !== 'string' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
