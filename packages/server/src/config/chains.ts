import type { CaipNetworkId } from '@walletdock/core';
import { ConfigError } from '../errors.js';
import { markValidated, refuseUnknownKeys } from './known-keys.js';

/** A token whose balance the server reads for every account (a JSON-RPC node cannot list an account's holdings). */
export type ConfiguredToken = {
  /** ERC-20 contract address (`0x…`, EVM) or SPL mint (base58, Solana). */
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  /** Public https image of the token (optional). */
  iconUrl: string | undefined;
};

/** Where a chain's history comes from. */
export type HistorySource =
  /** The built-in indexer: native and ERC-20/721 transfers of the addresses asked about, read from the chain's logs into the database. */
  | { kind: 'builtin'; startBlock: number; maxBlockRange: number }
  /** A Blockscout or Etherscan-compatible API (`…/api?module=account&action=txlist…`). */
  | { kind: 'blockscout' | 'etherscan'; url: string; apiKey: string | undefined };

/** One chain the server reads through its JSON-RPC node. */
export type ChainConfig = {
  /** CAIP-2 id: `eip155:<chain id>` or `solana:<genesis hash prefix>`. */
  id: CaipNetworkId;
  namespace: 'eip155' | 'solana';
  name: string;
  /** JSON-RPC URL of a node (http or https). */
  rpcUrl: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  /** Multicall3 address for batched reads (EVM); default the canonical 0xcA11…CA11, `null` when the chain has none. */
  multicall3: string | null;
  /** Tokens whose balances, metadata and allowance are read. */
  tokens: ConfiguredToken[];
  /** History source; absent → the history route answers `not_configured` for this chain. */
  history: HistorySource | undefined;
  /**
   * ERC-721 contracts (with the Enumerable extension) whose tokens `GET /v1/account/{address}/nfts` lists
   * (EVM); absent or empty → NFTs are not configured for this chain.
   */
  nfts?: string[];
};

/** A chain as a config file or `createServer` gives it: everything but `id`, `name`, `rpcUrl` and `nativeCurrency` has a default. */
export type ChainConfigInput = Pick<ChainConfig, 'name' | 'rpcUrl' | 'nativeCurrency'> & {
  id: string;
  multicall3?: string | null;
  nfts?: string[];
  tokens?: (Omit<ConfiguredToken, 'iconUrl'> & { iconUrl?: string })[];
  history?:
    | { kind: 'builtin'; startBlock?: number; maxBlockRange?: number }
    | { kind: 'blockscout' | 'etherscan'; url: string; apiKey?: string };
};

/** Multicall3's address on nearly every EVM chain (https://github.com/mds1/multicall3). */
export const CANONICAL_MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11';

const CHAIN_KEYS = [
  'id',
  'name',
  'rpcUrl',
  'nativeCurrency',
  'multicall3',
  'tokens',
  'history',
  'nfts',
] as const;
const NATIVE_CURRENCY_KEYS = ['name', 'symbol', 'decimals'] as const;
const TOKEN_KEYS = ['address', 'symbol', 'name', 'decimals', 'iconUrl'] as const;
const BUILTIN_HISTORY_KEYS = ['kind', 'startBlock', 'maxBlockRange'] as const;
const API_HISTORY_KEYS = ['kind', 'url', 'apiKey'] as const;
const EVM_ID = /^eip155:[1-9][0-9]{0,18}$/;
const SOLANA_ID = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ConfigError(field, `must be a non-empty string, got ${JSON.stringify(value)}`);
  }
  return value;
}

function httpUrl(value: unknown, field: string): string {
  const raw = text(value, field);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(field, `must be an http(s) URL, got ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(field, `must be an http(s) URL, got ${JSON.stringify(raw)}`);
  }
  return raw;
}

function decimals(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 36) {
    throw new ConfigError(field, `must be an integer from 0 to 36, got ${JSON.stringify(value)}`);
  }
  return value;
}

function nonNegativeInteger(value: unknown, field: string, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw new ConfigError(field, `must be an integer from 0 to ${max}, got ${JSON.stringify(value)}`);
  }
  return value;
}

function token(value: unknown, field: string, namespace: ChainConfig['namespace']): ConfiguredToken {
  if (!isRecord(value)) throw new ConfigError(field, 'must be an object { address, symbol, name, decimals }');
  refuseUnknownKeys(value, TOKEN_KEYS, field);
  const address = text(value.address, `${field}.address`);
  const pattern = namespace === 'eip155' ? EVM_ADDRESS : BASE58_ADDRESS;
  if (!pattern.test(address)) {
    throw new ConfigError(
      `${field}.address`,
      namespace === 'eip155' ? 'must be a 0x-prefixed 20-byte address' : 'must be a base58 mint address',
    );
  }
  return {
    address,
    symbol: text(value.symbol, `${field}.symbol`),
    name: text(value.name, `${field}.name`),
    decimals: decimals(value.decimals, `${field}.decimals`),
    iconUrl: value.iconUrl === undefined ? undefined : httpUrl(value.iconUrl, `${field}.iconUrl`),
  };
}

function history(
  value: unknown,
  field: string,
  namespace: ChainConfig['namespace'],
): HistorySource | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw new ConfigError(field, 'must be an object with a kind');
  if (namespace !== 'eip155') throw new ConfigError(field, 'is only available for eip155 chains');
  if (value.kind === 'builtin') {
    refuseUnknownKeys(value, BUILTIN_HISTORY_KEYS, field);
    return {
      kind: 'builtin',
      startBlock: nonNegativeInteger(value.startBlock ?? 0, `${field}.startBlock`, Number.MAX_SAFE_INTEGER),
      maxBlockRange: Math.max(
        1,
        nonNegativeInteger(value.maxBlockRange ?? 2_000, `${field}.maxBlockRange`, 100_000),
      ),
    };
  }
  if (value.kind === 'blockscout' || value.kind === 'etherscan') {
    refuseUnknownKeys(value, API_HISTORY_KEYS, field);
    return {
      kind: value.kind,
      url: httpUrl(value.url, `${field}.url`),
      apiKey: value.apiKey === undefined ? undefined : text(value.apiKey, `${field}.apiKey`),
    };
  }
  throw new ConfigError(`${field}.kind`, "must be 'builtin', 'blockscout' or 'etherscan'");
}

function nftContracts(value: unknown, field: string, namespace: ChainConfig['namespace']): string[] {
  if (namespace !== 'eip155') throw new ConfigError(field, 'is only available for eip155 chains');
  if (!Array.isArray(value) || value.length > 100) {
    throw new ConfigError(field, 'must be an array of at most 100 ERC-721 contract addresses');
  }
  return value.map((address, i) => {
    if (typeof address !== 'string' || !EVM_ADDRESS.test(address)) {
      throw new ConfigError(`${field}[${i}]`, 'must be a 0x-prefixed 20-byte address');
    }
    return address;
  });
}

function chain(value: unknown, index: number): ChainConfig {
  const at = `chains[${index}]`;
  if (!isRecord(value)) throw new ConfigError(at, 'must be an object { id, name, rpcUrl, nativeCurrency }');
  // A chain this module built (its `namespace` is derived) is checked again without it.
  refuseUnknownKeys(value, CHAIN_KEYS, at);
  const id = text(value.id, `${at}.id`);
  const namespace = EVM_ID.test(id) ? 'eip155' : SOLANA_ID.test(id) ? 'solana' : undefined;
  if (namespace === undefined) {
    throw new ConfigError(
      `${at}.id`,
      'must be a CAIP-2 id such as eip155:1 or solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    );
  }
  const native = value.nativeCurrency;
  if (!isRecord(native))
    throw new ConfigError(`${at}.nativeCurrency`, 'must be an object { name, symbol, decimals }');
  refuseUnknownKeys(native, NATIVE_CURRENCY_KEYS, `${at}.nativeCurrency`);
  const multicall = value.multicall3 === undefined ? CANONICAL_MULTICALL3 : value.multicall3;
  if (multicall !== null && (typeof multicall !== 'string' || !EVM_ADDRESS.test(multicall))) {
    throw new ConfigError(`${at}.multicall3`, 'must be a 0x-prefixed 20-byte address or null');
  }
  const tokens = value.tokens ?? [];
  if (!Array.isArray(tokens)) throw new ConfigError(`${at}.tokens`, 'must be an array');
  return markValidated({
    // checked against the CAIP-2 patterns above
    id: id as CaipNetworkId,
    namespace,
    name: text(value.name, `${at}.name`),
    rpcUrl: httpUrl(value.rpcUrl, `${at}.rpcUrl`),
    nativeCurrency: {
      name: text(native.name, `${at}.nativeCurrency.name`),
      symbol: text(native.symbol, `${at}.nativeCurrency.symbol`),
      decimals: decimals(native.decimals, `${at}.nativeCurrency.decimals`),
    },
    multicall3: namespace === 'eip155' ? (multicall as string | null) : null,
    tokens: tokens.map((each, i) => token(each, `${at}.tokens[${i}]`, namespace)),
    history: history(value.history, `${at}.history`, namespace),
    ...(value.nfts === undefined ? {} : { nfts: nftContracts(value.nfts, `${at}.nfts`, namespace) }),
  });
}

/**
 * Checks the `chains` setting: the chains whose balances, tokens, gas, allowance and history the server reads.
 * @throws {ConfigError} naming the first bad field; a repeated chain id is an error.
 */
export function validateChains(input: unknown): ChainConfig[] {
  if (input === undefined) return [];
  if (!Array.isArray(input)) throw new ConfigError('chains', 'must be an array');
  const chains = input.map(chain);
  const seen = new Set<string>();
  chains.forEach((each, index) => {
    if (seen.has(each.id)) throw new ConfigError(`chains[${index}].id`, `repeats the chain ${each.id}`);
    seen.add(each.id);
  });
  return chains;
}

/**
 * The configured token of `chain` at `address` (an EVM address in any case; a Solana mint exactly), or
 * `undefined` when the chain's `tokens` do not list it.
 */
export function configuredToken(chain: ChainConfig, address: string): ConfiguredToken | undefined {
  if (chain.namespace === 'solana') return chain.tokens.find((token) => token.address === address);
  const wanted = address.toLowerCase();
  return chain.tokens.find((token) => token.address.toLowerCase() === wanted);
}
