import { type Address, erc20Abi, erc20Abi_bytes32, hexToString, type PublicClient } from 'viem';
import { type ChainConfig, configuredToken } from '../config/chains.js';
import { EVM_NATIVE_ADDRESS } from './caip.js';
import { NotATokenError } from './errors.js';
import { type ReadOutcome, readMany } from './read-many.js';
import { readFromChain } from './rpc-failure.js';
import { TtlCache } from './ttl-cache.js';

/** What a wallet shows of a token. */
export type TokenMetadata = { name: string; symbol: string; decimals: number };

/** Reads token metadata, cached. */
export type TokenMetadataReader = {
  /**
   * The name, symbol and decimals of a token of an EVM chain: the native currency (placeholder address) and
   * configured tokens from the configuration; any other ERC-20 read from the chain (`name`, `symbol`,
   * `decimals` in one multicall; a `bytes32` name or symbol as old tokens have it), cached `ttlMs`.
   * @throws {NotATokenError} when the address does not answer as an ERC-20; {ChainUnavailableError} when the
   *   node fails.
   */
  read(chain: ChainConfig, address: Address): Promise<TokenMetadata>;
};

/** The spec's cache life of token metadata (5 min). */
export const TOKEN_METADATA_TTL_MS = 5 * 60_000;

type Field = 'name' | 'symbol' | 'decimals';

/** `name`, `symbol` and `decimals` of `token` with `abi`. */
async function readFields(
  client: PublicClient,
  chain: ChainConfig,
  token: Address,
  abi: typeof erc20Abi | typeof erc20Abi_bytes32,
): Promise<Record<Field, ReadOutcome>> {
  const fields: Field[] = ['name', 'symbol', 'decimals'];
  const [name, symbol, decimals] = await readMany(
    client,
    chain,
    fields.map((functionName) => ({ address: token, abi, functionName })),
  );
  return { name: name as ReadOutcome, symbol: symbol as ReadOutcome, decimals: decimals as ReadOutcome };
}

/** A string field: the string answer, else the `bytes32` one (trailing zero bytes dropped), else undefined. */
function text(standard: ReadOutcome, legacy: ReadOutcome | undefined): string | undefined {
  if (standard.ok && typeof standard.value === 'string') return standard.value;
  if (legacy?.ok && typeof legacy.value === 'string' && legacy.value.startsWith('0x')) {
    return hexToString(legacy.value as `0x${string}`, { size: 32 }).replace(/\0+$/, '') || undefined;
  }
  return undefined;
}

/**
 * The token metadata reader of the server (one per server: its cache is shared by the routes that need it).
 * `clientOf` gives the viem client of a chain; `now` is the cache's clock.
 */
export function createTokenMetadataReader(options: {
  clientOf: (chain: ChainConfig) => PublicClient;
  now: () => number;
  ttlMs?: number;
  maxEntries?: number;
}): TokenMetadataReader {
  const cache = new TtlCache<TokenMetadata>({
    ttlMs: options.ttlMs ?? TOKEN_METADATA_TTL_MS,
    maxEntries: options.maxEntries ?? 10_000,
    now: options.now,
  });
  const fromChain = (chain: ChainConfig, token: Address) =>
    readFromChain(chain, async () => {
      const client = options.clientOf(chain);
      const standard = await readFields(client, chain, token, erc20Abi);
      const decimals = standard.decimals.ok ? Number(standard.decimals.value) : Number.NaN;
      if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255)
        throw new NotATokenError(chain.id, token);
      const legacy =
        standard.name.ok && standard.symbol.ok
          ? undefined
          : await readFields(client, chain, token, erc20Abi_bytes32);
      const symbol = text(standard.symbol, legacy?.symbol);
      if (symbol === undefined) throw new NotATokenError(chain.id, token);
      return { name: text(standard.name, legacy?.name) ?? symbol, symbol, decimals };
    });
  return {
    read(chain, address) {
      if (address.toLowerCase() === EVM_NATIVE_ADDRESS) return Promise.resolve({ ...chain.nativeCurrency });
      const configured = configuredToken(chain, address);
      if (configured !== undefined) {
        const { name, symbol, decimals } = configured;
        return Promise.resolve({ name, symbol, decimals });
      }
      return cache.get(`${chain.id}:${address.toLowerCase()}`, () => fromChain(chain, address));
    },
  };
}
