#!/usr/bin/env node
/**
 * `walletdock-stack`: starts WalletDock's local EVM stack and keeps it running until SIGINT (Ctrl+C) or SIGTERM.
 */
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { InvalidStackOptionsError } from './stack/errors.js';
import { startLocalStack } from './stack/start-local-stack.js';
import type { LocalStack, LocalStackInfo, StartLocalStackOptions } from './stack/types.js';

/** The `--help` text. */
export const USAGE = `Usage: walletdock-stack [options]

Starts WalletDock's local EVM stack: anvil chains on loopback with Multicall3, the DOCK and tUSD ERC-20s, the
DNFT ERC-721 and a DOCK/tUSD swap pool deployed, funded dev accounts, the services server (the open HTTP
contracts: blockchain API and wallet directory), a local WalletConnect v2 relay and a local Solana chain
(JSON-RPC + PubSub over LiteSVM, funded dev keypairs, the dUSD SPL token). Runs until Ctrl+C (SIGINT) or SIGTERM, then stops cleanly.

Options:
  --chain-ids <ids>   comma-separated chain ids, one chain each (default 31337,31338)
  --ports <ports>     comma-separated ports, one per chain (default: free ports chosen by the OS)
  --host <ip>         IP address to bind (default 127.0.0.1)
  --accounts <n>      number of funded dev accounts, EVM and Solana (default 10)
  --json              print only the stack's JSON, on one line, to stdout
  --out <file>        also write the stack's JSON to <file>
  -h, --help          show this help
`;

const USAGE_HINT = 'Run "walletdock-stack --help" for usage.\n';

/** Exit codes of the CLI. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** The command line is invalid. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}

/** The parsed command line. */
export type CliOptions = {
  /** What to pass to `startLocalStack`. */
  stack: StartLocalStackOptions;
  /** `--json`: print only the JSON line to stdout. */
  json: boolean;
  /** `--out`: the file to write the JSON to. */
  out: string | undefined;
  /** `--help`. */
  help: boolean;
};

/**
 * Parses the command-line arguments (without the `node` and script paths).
 * @throws {CliUsageError} for unknown options, positional arguments or invalid values.
 */
export function parseCliArgs(argv: readonly string[]): CliOptions {
  let values: {
    'chain-ids'?: string | undefined;
    ports?: string | undefined;
    host?: string | undefined;
    accounts?: string | undefined;
    json?: boolean | undefined;
    out?: string | undefined;
    help?: boolean | undefined;
  };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        'chain-ids': { type: 'string' },
        ports: { type: 'string' },
        host: { type: 'string' },
        accounts: { type: 'string' },
        json: { type: 'boolean' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error));
  }

  const stack: StartLocalStackOptions = {};
  if (values['chain-ids'] !== undefined)
    stack.chainIds = parseIntegerList('--chain-ids', values['chain-ids']);
  if (values.ports !== undefined) stack.ports = parseIntegerList('--ports', values.ports);
  if (values.host !== undefined) {
    if (values.host.trim() === '') throw new CliUsageError('--host must not be empty');
    stack.host = values.host;
  }
  if (values.accounts !== undefined) {
    const [accounts] = parseIntegerList('--accounts', values.accounts);
    if (accounts === undefined || accounts < 1 || values.accounts.includes(',')) {
      throw new CliUsageError(`--accounts expects one positive integer, got "${values.accounts}"`);
    }
    stack.accounts = accounts;
  }
  if (values.out !== undefined && values.out.trim() === '')
    throw new CliUsageError('--out must not be empty');
  return { stack, json: values.json === true, out: values.out, help: values.help === true };
}

function parseIntegerList(flag: string, text: string): number[] {
  const items = text.split(',').map((item) => item.trim());
  if (items.some((item) => !/^\d+$/.test(item) || !Number.isSafeInteger(Number(item)))) {
    throw new CliUsageError(`${flag} expects comma-separated integers, got "${text}"`);
  }
  return items.map(Number);
}

/** Waits for the request to stop. */
export type ShutdownListener = {
  /** Resolves with the reason (for example the signal name) once the CLI should stop. */
  readonly requested: Promise<string>;
  /** Removes the listeners. */
  dispose(): void;
};

/** Where the CLI writes and how it learns that it should stop (replaceable in tests). */
export type CliIo = {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Starts listening for the stop request; called before the stack starts. Default: SIGINT or SIGTERM. */
  listenForShutdown(): ShutdownListener;
};

/** The process's streams, and SIGINT/SIGTERM as the stop request. */
export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  listenForShutdown: () => listenForSignals(['SIGINT', 'SIGTERM']),
};

function listenForSignals(signals: readonly NodeJS.Signals[]): ShutdownListener {
  let handler: ((signal: NodeJS.Signals) => void) | undefined;
  const requested = new Promise<string>((resolve) => {
    handler = (signal) => resolve(signal);
  });
  for (const signal of signals) if (handler) process.on(signal, handler);
  return {
    requested,
    dispose: () => {
      for (const signal of signals) if (handler) process.off(signal, handler);
    },
  };
}

/**
 * Runs the CLI: starts the stack, prints it, waits for the stop request, stops the stack.
 * @returns the exit code: 0 after a clean stop (or `--help`), 1 if the stack failed to start, 2 for invalid
 * arguments.
 */
export async function main(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  let options: CliOptions;
  try {
    options = parseCliArgs(argv);
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error;
    io.stderr(`walletdock-stack: ${error.message}\n${USAGE_HINT}`);
    return EXIT.usage;
  }
  if (options.help) {
    io.stdout(USAGE);
    return EXIT.ok;
  }

  const shutdown = io.listenForShutdown();
  let stopRequested = false;
  void shutdown.requested.then(() => {
    stopRequested = true;
  });
  try {
    let stack: LocalStack;
    try {
      stack = await startLocalStack(options.stack);
    } catch (error) {
      if (stopRequested) return EXIT.ok;
      if (error instanceof InvalidStackOptionsError) {
        io.stderr(`walletdock-stack: ${error.message}\n${USAGE_HINT}`);
        return EXIT.usage;
      }
      io.stderr(`walletdock-stack: the stack did not start.\n${formatError(error)}\n`);
      return EXIT.failed;
    }
    try {
      const info = stack.toJSON();
      if (options.out !== undefined) writeJson(options.out, info);
      io.stdout(options.json ? `${JSON.stringify(info)}\n` : formatSummary(info, options.out));
      await shutdown.requested;
      if (!options.json) io.stdout('Stopping…\n');
    } finally {
      await stack.stop();
    }
    if (!options.json) io.stdout('Stopped.\n');
    return EXIT.ok;
  } finally {
    shutdown.dispose();
  }
}

function writeJson(file: string, info: LocalStackInfo): void {
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(info, null, 2)}\n`);
}

const SHOWN_ACCOUNTS = 3;

/** The human-readable description of a running stack. */
export function formatSummary(info: LocalStackInfo, out?: string): string {
  const lines = ['WalletDock local stack is running.', ''];
  for (const chain of info.chains) {
    lines.push(
      `${chain.name} (chain id ${chain.chainId}, ${chain.caipNetworkId})`,
      `  RPC  ${chain.rpcUrl}`,
      `  WS   ${chain.wsUrl}`,
    );
  }
  const contracts = info.chains[0]?.contracts;
  if (contracts) {
    lines.push(
      '',
      'Contracts (the same addresses on every chain)',
      `  Multicall3           ${contracts.multicall3}`,
      `  DOCK (18 decimals)   ${contracts.dockToken}`,
      `  tUSD (6 decimals)    ${contracts.testUsd}`,
      `  DNFT (ERC-721)       ${contracts.testNft}`,
      `  Swap pool DOCK/tUSD  ${contracts.swapPool}`,
    );
  }
  lines.push(
    '',
    'Services (blockchain API and wallet directory; use it as services.blockchainApiUrl and walletDirectoryUrl): @walletdock/server',
    `  ${info.services.url}`,
    ...(info.services.siwxUrl === undefined
      ? []
      : [
          '',
          'Sign-in backend (nonce, verify, session cookie, logout under /siwx/; the pattern a dApp copies)',
          `  ${info.services.siwxUrl}`,
        ]),
    '',
    'WalletConnect relay (local, WalletConnect v2; use it as the relayUrl with any projectId)',
    `  ${info.walletConnect.relayUrl}`,
  );
  lines.push('', 'Accounts (10,000 ETH each; public test keys, never use them on a real network)');
  info.accounts.slice(0, SHOWN_ACCOUNTS).forEach((account, index) => {
    lines.push(`  (${index}) ${account.address}  key ${account.privateKey}`);
  });
  const more = info.accounts.length - SHOWN_ACCOUNTS;
  if (more > 0) lines.push(`  … and ${more} more (--json prints them all)`);
  const { solana } = info;
  lines.push(
    '',
    `${solana.name} (${solana.caipNetworkId}, Wallet Standard ${solana.walletStandardChain})`,
    `  RPC  ${solana.rpcUrl}`,
    `  WS   ${solana.wsUrl}`,
    `  ${solana.mint.symbol} (SPL token, ${solana.mint.decimals} decimals)  ${solana.mint.address}`,
    '  Solana accounts (100 SOL and 1,000 dUSD each; public test keys)',
  );
  solana.accounts.slice(0, SHOWN_ACCOUNTS).forEach((account, index) => {
    lines.push(`  (${index}) ${account.publicKey}`);
  });
  const moreSolana = solana.accounts.length - SHOWN_ACCOUNTS;
  if (moreSolana > 0)
    lines.push(`  … and ${moreSolana} more (--json prints them all, with their secret keys)`);
  if (out !== undefined) lines.push('', `JSON written to ${resolve(out)}`);
  lines.push('', 'Press Ctrl+C to stop.', '');
  return lines.join('\n');
}

function formatError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
      // Do not hang if something still holds the event loop once the stack has stopped.
      setTimeout(() => process.exit(code), 2_000).unref();
    },
    (error: unknown) => {
      process.stderr.write(`walletdock-stack: ${formatError(error)}\n`);
      process.exit(EXIT.failed);
    },
  );
}
