import type { Address } from 'viem';
import type { ChainConfig } from '../config/chains.js';
import { refuseUnknownKeys } from '../config/known-keys.js';
import { ConfigError } from '../errors.js';

/** A constant-product pool contract (the `TestSwapPool` interface) the built-in quoter reads and swaps through. */
export type SwapPoolConfig = {
  /** CAIP-2 id of one of the configured `chains` (an eip155 chain). */
  chainId: string;
  /** The pool contract. */
  address: Address;
  /** Its two ERC-20 tokens (either order; the quoter checks them against the pool's `token0`/`token1`). */
  tokens: [Address, Address];
  /** The pool's fee, basis points of the input amount (the `TestSwapPool`'s: 30). */
  feeBps: number;
};

/** The `swap` setting: the pools of the built-in quoter. */
export type SwapConfig = { pools: SwapPoolConfig[] };

/** The `swap` setting as a config file or `createServer` gives it (`feeBps` defaults to 30). */
export type SwapConfigInput = {
  pools: { chainId: string; address: string; tokens: readonly [string, string]; feeBps?: number }[];
};

/** The fee of the stack's `TestSwapPool` (0.3 %). */
export const DEFAULT_POOL_FEE_BPS = 30;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function address(value: unknown, field: string): Address {
  if (typeof value !== 'string' || !ADDRESS.test(value)) {
    throw new ConfigError(field, `must be a 0x-prefixed 20-byte address, got ${JSON.stringify(value)}`);
  }
  return value as Address;
}

function pool(value: unknown, at: string, chains: readonly ChainConfig[]): SwapPoolConfig {
  if (!isRecord(value)) throw new ConfigError(at, 'must be an object { chainId, address, tokens, feeBps }');
  refuseUnknownKeys(value, ['chainId', 'address', 'tokens', 'feeBps'], at);
  const chain = chains.find((each) => each.id === value.chainId);
  if (chain === undefined || chain.namespace !== 'eip155') {
    throw new ConfigError(
      `${at}.chainId`,
      `must be the id of one of the configured eip155 chains, got ${JSON.stringify(value.chainId)}`,
    );
  }
  const tokens = value.tokens;
  if (!Array.isArray(tokens) || tokens.length !== 2) {
    throw new ConfigError(`${at}.tokens`, "must be the pool's two token addresses");
  }
  const [a, b] = [address(tokens[0], `${at}.tokens[0]`), address(tokens[1], `${at}.tokens[1]`)];
  if (a.toLowerCase() === b.toLowerCase())
    throw new ConfigError(`${at}.tokens`, 'must be two different tokens');
  const feeBps = value.feeBps ?? DEFAULT_POOL_FEE_BPS;
  if (typeof feeBps !== 'number' || !Number.isInteger(feeBps) || feeBps < 0 || feeBps > 9_999) {
    throw new ConfigError(`${at}.feeBps`, `must be an integer from 0 to 9999, got ${JSON.stringify(feeBps)}`);
  }
  return { chainId: chain.id, address: address(value.address, `${at}.address`), tokens: [a, b], feeBps };
}

/**
 * Checks the `swap` setting against the configured chains: each pool on a configured eip155 chain, two
 * distinct tokens, and no two pools of one chain for the same pair (a quote must be unambiguous).
 * @throws {ConfigError} naming the first bad field.
 */
export function validateSwap(input: unknown, chains: readonly ChainConfig[]): SwapConfig | undefined {
  if (input === undefined) return undefined;
  if (!isRecord(input)) throw new ConfigError('swap', 'must be an object { pools }');
  refuseUnknownKeys(input, ['pools'], 'swap');
  if (!Array.isArray(input.pools) || input.pools.length === 0) {
    throw new ConfigError('swap.pools', 'must be a non-empty array of pools');
  }
  const pools = input.pools.map((each, index) => pool(each, `swap.pools[${index}]`, chains));
  const pairs = new Set<string>();
  pools.forEach((each, index) => {
    const pair = `${each.chainId}:${each.tokens
      .map((t) => t.toLowerCase())
      .sort()
      .join('/')}`;
    if (pairs.has(pair)) {
      throw new ConfigError(
        `swap.pools[${index}].tokens`,
        `repeat the pair of another pool on ${each.chainId}`,
      );
    }
    pairs.add(pair);
  });
  return { pools };
}
