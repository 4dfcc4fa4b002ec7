import type { ServerConfig } from '../config/config.js';
import type { PriceSource } from '../prices/price-source.js';
import { priceSourceOf } from '../prices/price-source-of.js';
import { type BalanceReader, createBalanceReader } from './balance-reader.js';
import { ChainRegistry } from './chain-registry.js';
import { createTokenMetadataReader, type TokenMetadataReader } from './token-metadata.js';

/**
 * The spender whose ERC-20 allowance `GET /v1/convert/allowance` reports (the swap router or pool of the
 * token's chain), or `undefined` when the server has none for that token.
 */
export type AllowanceSpender = (
  chainId: string,
  token: `0x${string}`,
) => `0x${string}` | undefined | Promise<`0x${string}` | undefined>;

/** What the chain routes share: one per server (the caches live here). */
export type ChainServices = {
  registry: ChainRegistry;
  balances: BalanceReader;
  tokenMetadata: TokenMetadataReader;
  prices: PriceSource;
  allowanceSpender: AllowanceSpender | undefined;
};

/** Creates the chain services of a server from its configuration (nothing is requested until used). */
export function createChainServices(
  config: ServerConfig,
  options: { now: () => number; priceSource?: PriceSource; allowanceSpender?: AllowanceSpender | undefined },
): ChainServices {
  const registry = new ChainRegistry(config.chains);
  const clientOf = registry.client.bind(registry);
  return {
    registry,
    balances: createBalanceReader({ clientOf, now: options.now }),
    tokenMetadata: createTokenMetadataReader({ clientOf, now: options.now }),
    prices: options.priceSource ?? priceSourceOf(config.prices),
    allowanceSpender: options.allowanceSpender,
  };
}
