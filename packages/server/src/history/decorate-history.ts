import type { HistoryItem, HistoryTransfer } from '@walletdock/core';
import type { FastifyBaseLogger } from 'fastify';
import { configuredTokenId, evmAddressOf, type TokenId } from '../chains/caip.js';
import { type ChainConfig, configuredToken } from '../config/chains.js';
import type { PriceSource } from '../prices/price-source.js';
import type { SourceItem, SourceTransfer } from './history-indexer.js';

/** What {@link decorateHistory} needs: the chains, the price source, the icon rule of the balances. */
export type DecorateHistoryOptions = {
  chains: readonly ChainConfig[];
  prices: PriceSource;
  /** A token's icon URL: its configured one, else the server's `/public/getTokenImage/{symbol}`. */
  iconUrl: (token: { symbol: string; iconUrl?: string | undefined }) => string | undefined;
  log: FastifyBaseLogger;
};

function tokenOf(chain: ChainConfig | undefined, asset: string | undefined): TokenId | undefined {
  if (chain === undefined || asset === undefined) return undefined;
  if (asset === 'native') return configuredTokenId(chain, undefined);
  if (chain.namespace === 'eip155' && evmAddressOf(asset) === undefined) return undefined;
  return configuredTokenId(chain, asset);
}

/**
 * Prices a history page and gives its tokens icons, as the balances do: each fungible transfer gets the price
 * source's USD `price` and `value` (quantity × price; both left out for a token the source does not price, or
 * when the source fails — logged), and an `icon` (the configured token's `iconUrl`, else the server's token
 * image by symbol). The internal `asset` of each transfer is removed.
 */
export async function decorateHistory(
  items: readonly SourceItem[],
  options: DecorateHistoryOptions,
): Promise<HistoryItem[]> {
  const chains = new Map(options.chains.map((chain) => [chain.id, chain]));
  const tokens = new Map<string, TokenId>();
  for (const item of items) {
    for (const transfer of item.transfers) {
      const token = tokenOf(chains.get(item.metadata.chain), transfer.asset);
      if (token !== undefined && transfer.fungible_info !== undefined) tokens.set(token.key, token);
    }
  }
  let prices: ReadonlyMap<string, number> = new Map();
  if (tokens.size > 0) {
    try {
      prices = await options.prices.pricesUsd([...tokens.values()]);
    } catch (error) {
      options.log.warn({ err: error, source: options.prices.name }, 'price source failed: history unpriced');
    }
  }
  const decorate = (chain: ChainConfig | undefined, transfer: SourceTransfer): HistoryTransfer => {
    const { asset, ...wire } = transfer;
    const info = wire.fungible_info;
    if (info === undefined) return wire;
    const token = tokenOf(chain, asset);
    const configured = chain === undefined || asset === undefined ? undefined : configuredToken(chain, asset);
    const icon = info.icon?.url ?? options.iconUrl({ symbol: info.symbol, iconUrl: configured?.iconUrl });
    const price = token === undefined ? undefined : prices.get(token.key);
    return {
      ...wire,
      fungible_info: { ...info, ...(icon === undefined ? {} : { icon: { url: icon } }) },
      ...(price === undefined ? {} : { price, value: Number(wire.quantity.numeric) * price }),
    };
  };
  return items.map((item) => {
    const chain = chains.get(item.metadata.chain);
    return { ...item, transfers: item.transfers.map((transfer) => decorate(chain, transfer)) };
  });
}
