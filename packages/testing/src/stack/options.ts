import { isIP } from 'node:net';
import { InvalidStackOptionsError } from './errors.js';
import type { StartLocalStackOptions } from './types.js';

/** The chain ids of the stack when none are given. */
export const DEFAULT_CHAIN_IDS: readonly number[] = [31337, 31338];
/** The address the chains bind when no host is given. */
export const DEFAULT_HOST = '127.0.0.1';
/** The number of funded dev accounts when none is given. */
export const DEFAULT_ACCOUNT_COUNT = 10;
/** How long one chain may take to answer `eth_chainId` when no start timeout is given. */
export const DEFAULT_START_TIMEOUT_MS = 20_000;

/** `StartLocalStackOptions` with defaults applied and validated. */
export type ResolvedStackOptions = {
  chainIds: readonly number[];
  host: string;
  /** One per chain; 0 means a free port chosen by the OS. */
  ports: readonly number[];
  accounts: number;
  startTimeoutMs: number;
  onLog: ((line: string, chainId: number) => void) | undefined;
};

/**
 * Applies the defaults and checks the options.
 * @throws {InvalidStackOptionsError} for empty, duplicate or out-of-range chain ids, a port list of the wrong
 * length or with invalid or repeated ports, a host that is not an IP address, or a non-positive account count
 * or timeout.
 */
export function resolveStackOptions(options: StartLocalStackOptions = {}): ResolvedStackOptions {
  const chainIds = options.chainIds ?? DEFAULT_CHAIN_IDS;
  if (chainIds.length === 0) throw new InvalidStackOptionsError('chainIds must list at least one chain id');
  for (const id of chainIds) {
    if (!Number.isSafeInteger(id) || id <= 0) {
      throw new InvalidStackOptionsError(`Invalid chain id ${id}: expected a positive integer`);
    }
  }
  if (new Set(chainIds).size !== chainIds.length) {
    throw new InvalidStackOptionsError(`chainIds must be distinct, got ${chainIds.join(', ')}`);
  }

  const ports = options.ports ?? chainIds.map(() => 0);
  if (ports.length !== chainIds.length) {
    throw new InvalidStackOptionsError(
      `Expected ${chainIds.length} ports (one per chain), got ${ports.length}`,
    );
  }
  for (const port of ports) {
    if (!Number.isInteger(port) || port < 0 || port > 65_535) {
      throw new InvalidStackOptionsError(`Invalid port ${port}: expected an integer from 0 to 65535`);
    }
  }
  const fixed = ports.filter((port) => port !== 0);
  if (new Set(fixed).size !== fixed.length) {
    throw new InvalidStackOptionsError(`ports must be distinct, got ${ports.join(', ')}`);
  }

  const host = options.host ?? DEFAULT_HOST;
  if (isIP(host) === 0) {
    throw new InvalidStackOptionsError(
      `host must be an IP address (anvil binds addresses, not names), got "${host}"`,
    );
  }

  const accounts = options.accounts ?? DEFAULT_ACCOUNT_COUNT;
  if (!Number.isSafeInteger(accounts) || accounts < 1) {
    throw new InvalidStackOptionsError(`Invalid account count ${accounts}: expected a positive integer`);
  }

  const startTimeoutMs = options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS;
  if (!(startTimeoutMs > 0)) {
    throw new InvalidStackOptionsError(
      `Invalid startTimeoutMs ${startTimeoutMs}: expected a positive number`,
    );
  }

  return { chainIds, host, ports, accounts, startTimeoutMs, onLog: options.onLog };
}

/** The display name of the chain at `index`: "Dock Devnet A", "Dock Devnet B", … */
export function chainName(index: number): string {
  return index < 26 ? `Dock Devnet ${String.fromCharCode(65 + index)}` : `Dock Devnet ${index + 1}`;
}
