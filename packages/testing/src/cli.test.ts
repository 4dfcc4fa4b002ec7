import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { type CliIo, CliUsageError, EXIT, main, parseCliArgs, USAGE } from './cli.js';
import { findAnvilProcesses, waitForProcessesToExit } from './stack/process-state.js';
import type { LocalStackInfo } from './stack/types.js';

const packageRoot = fileURLToPath(new URL('../', import.meta.url));

describe('parseCliArgs', () => {
  it('defaults to the default stack, human output, no file', () => {
    expect(parseCliArgs([])).toEqual({ stack: {}, json: false, out: undefined, help: false });
  });

  it('reads every option', () => {
    expect(
      parseCliArgs([
        '--chain-ids',
        '1,2, 3',
        '--ports=8545,8546,0',
        '--host',
        '0.0.0.0',
        '--accounts',
        '4',
        '--json',
        '--out',
        'stack.json',
      ]),
    ).toEqual({
      stack: { chainIds: [1, 2, 3], ports: [8545, 8546, 0], host: '0.0.0.0', accounts: 4 },
      json: true,
      out: 'stack.json',
      help: false,
    });
    expect(parseCliArgs(['-h']).help).toBe(true);
    expect(parseCliArgs(['--help']).help).toBe(true);
  });

  it.each([
    [['--bogus'], /Unknown option '--bogus'/],
    [['extra'], /positional argument/],
    [['--chain-ids'], /argument missing/],
    [['--chain-ids', 'a,b'], /--chain-ids expects comma-separated integers, got "a,b"/],
    [['--chain-ids', '1,'], /--chain-ids expects/],
    [['--chain-ids=-5'], /--chain-ids expects/],
    [['--ports', '1.5'], /--ports expects/],
    [['--accounts', '0'], /--accounts expects one positive integer/],
    [['--accounts', '2,3'], /--accounts expects one positive integer/],
    [['--host', ''], /--host must not be empty/],
    [['--out', ' '], /--out must not be empty/],
  ])('rejects %j with CliUsageError', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(CliUsageError);
    expect(() => parseCliArgs(argv)).toThrow(message);
  });
});

/** A CliIo that captures output and stops when `stop()` is called (or as soon as something is printed). */
function captureIo(options: { stopOnOutput: boolean }) {
  let stdout = '';
  let stderr = '';
  let requestStop: (reason: string) => void = () => {};
  const requested = new Promise<string>((resolve) => {
    requestStop = resolve;
  });
  let disposed = false;
  const io: CliIo = {
    stdout: (text) => {
      stdout += text;
      if (options.stopOnOutput) requestStop('test');
    },
    stderr: (text) => {
      stderr += text;
    },
    listenForShutdown: () => ({
      requested,
      dispose: () => {
        disposed = true;
      },
    }),
  };
  return { io, stdout: () => stdout, stderr: () => stderr, disposed: () => disposed };
}

async function rpcAnswers(url: string): Promise<boolean> {
  try {
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    return true;
  } catch {
    return false;
  }
}

// Each case starts a real stack (anvil chains, the server): 60 s, as the package's hooks (a loaded 2-core machine took
// over 20 s, 2026-11-29).
describe('main', { timeout: 60_000 }, () => {
  it('prints the usage for --help and starts nothing', async () => {
    const capture = captureIo({ stopOnOutput: false });
    expect(await main(['--help'], capture.io)).toBe(EXIT.ok);
    expect(capture.stdout()).toBe(USAGE);
    expect(USAGE).toContain('--chain-ids');
  });

  it('exits 2 with a hint on a usage error', async () => {
    const capture = captureIo({ stopOnOutput: false });
    expect(await main(['--chain-ids', 'x'], capture.io)).toBe(EXIT.usage);
    expect(capture.stderr()).toContain('--chain-ids expects comma-separated integers');
    expect(capture.stderr()).toContain('walletdock-stack --help');
    expect(capture.stdout()).toBe('');
  });

  it('exits 2 for options the stack rejects', async () => {
    const capture = captureIo({ stopOnOutput: false });
    expect(await main(['--chain-ids', '1,1'], capture.io)).toBe(EXIT.usage);
    expect(capture.stderr()).toContain('chainIds must be distinct');
    expect(capture.disposed()).toBe(true);
  });

  it('exits 1 with the reason, including anvil output, when the stack cannot start', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => blocker.close(() => resolve())));
    const address = blocker.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const capture = captureIo({ stopOnOutput: false });

    expect(await main(['--chain-ids', '93001', '--ports', String(address.port)], capture.io)).toBe(
      EXIT.failed,
    );
    expect(capture.stderr()).toContain('walletdock-stack: the stack did not start.');
    expect(capture.stderr()).toContain('AnvilStartError: anvil for chain 93001 stopped before listening');
    expect(capture.stderr()).toMatch(/address already in use/i);
    expect(capture.stdout()).toBe('');
    expect(capture.disposed()).toBe(true);
  });

  it('with --json prints only the stack JSON line, writes --out, and stops cleanly when asked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'walletdock-cli-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const out = join(dir, 'nested', 'stack.json');
    const capture = captureIo({ stopOnOutput: true });

    expect(
      await main(['--json', '--chain-ids', '93101,93102', '--accounts', '6', '--out', out], capture.io),
    ).toBe(EXIT.ok);
    const lines = capture.stdout().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('');
    const info = JSON.parse(lines[0] ?? '') as LocalStackInfo;
    expect(info.chains.map((c) => c.chainId)).toEqual([93101, 93102]);
    expect(info.accounts).toHaveLength(6);
    expect(info.services.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(info.walletConnect.relayUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(info);
    expect(capture.stderr()).toBe('');
    expect(capture.disposed()).toBe(true);
    // main() resolved only after the stack stopped.
    for (const chain of info.chains) expect(await rpcAnswers(chain.rpcUrl)).toBe(false);
  });

  it('prints a readable summary: chains, RPC URLs, contracts, first accounts, how to stop', async () => {
    const capture = captureIo({ stopOnOutput: true });
    expect(await main(['--chain-ids', '93201'], capture.io)).toBe(EXIT.ok);
    const text = capture.stdout();
    expect(text).toContain('Dock Devnet A (chain id 93201, eip155:93201)');
    expect(text).toMatch(/RPC {2}http:\/\/127\.0\.0\.1:\d+/);
    expect(text).toMatch(/WS {3}ws:\/\/127\.0\.0\.1:\d+/);
    expect(text).toContain('Multicall3           0xcA11bde05977b3631167028862bE2a173976CA11');
    expect(text).toMatch(/DOCK \(18 decimals\) {3}0x[0-9a-fA-F]{40}/);
    expect(text).toMatch(/tUSD \(6 decimals\) {4}0x[0-9a-fA-F]{40}/);
    expect(text).toMatch(/Swap pool DOCK\/tUSD {2}0x[0-9a-fA-F]{40}/);
    expect(text).toMatch(
      /Services \(blockchain API and wallet directory[^\n]*\n {2}http:\/\/127\.0\.0\.1:\d+\n/,
    );
    expect(text).toMatch(/WalletConnect relay [^\n]*\n {2}ws:\/\/127\.0\.0\.1:\d+\n/);
    expect(text).toContain('(0) 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(text).toContain('… and 7 more');
    expect(text).toContain('Press Ctrl+C to stop.');
    expect(text.trimEnd().endsWith('Stopped.')).toBe(true);
  });
});

describe('walletdock-stack as a process', () => {
  async function startCli(chainIds: string): Promise<{ child: ChildProcess; info: LocalStackInfo }> {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', '--json', '--chain-ids', chainIds],
      {
        cwd: packageRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const line = await new Promise<string>((resolve, reject) => {
      let stdout = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const newline = stdout.indexOf('\n');
        if (newline >= 0) resolve(stdout.slice(0, newline));
      });
      child.once('exit', (code, signal) =>
        reject(new Error(`CLI exited (${code ?? signal}) early:\n${output}`)),
      );
    });
    return { child, info: JSON.parse(line) as LocalStackInfo };
  }

  it.each([
    ['SIGINT', '93301,93302'],
    ['SIGTERM', '93411,93412'], // not 93401 / 93402: solana/local-stack-solana.test.ts runs chains of those ids at the same time
  ] as const)(
    'prints the JSON line, serves the chains, and on %s stops them and exits 0',
    async (signal, chainIds) => {
      const { child, info } = await startCli(chainIds);
      const ids = chainIds.split(',').map(Number);
      expect(info.chains.map((c) => c.chainId)).toEqual(ids);
      for (const chain of info.chains) expect(await rpcAnswers(chain.rpcUrl)).toBe(true);
      const pids = ids.flatMap(findAnvilProcesses);
      if (process.platform === 'linux') expect(pids).toHaveLength(2);

      child.kill(signal);
      const [code, exitSignal] = await once(child, 'exit');
      expect({ code, exitSignal }).toEqual({ code: 0, exitSignal: null });
      expect(await waitForProcessesToExit(pids, 1_000)).toBe(true);
      for (const chain of info.chains) expect(await rpcAnswers(chain.rpcUrl)).toBe(false);
    },
    30_000,
  );
});
