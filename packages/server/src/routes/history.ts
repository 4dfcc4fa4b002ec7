import type { HistoryResponse } from '@walletdock/core';
import type { FastifyInstance } from 'fastify';
import { UnsupportedChainError } from '../chains/errors.js';
import { NotConfiguredError } from '../errors.js';
import { decodeCursor, encodeCursor } from '../history/cursor.js';
import { decorateHistory } from '../history/decorate-history.js';
import type { HistoryIndexer } from '../history/history-indexer.js';
import { createHistorySources } from '../history/history-sources.js';
import { mergedHistoryPage } from '../history/merge-pages.js';
import { ADDRESS_SCHEMA, querySchema } from '../http/route-options.js';
import type { PriceSource } from '../prices/price-source.js';
import { checkedAddress } from './address.js';
import type { RouteContext } from './context.js';
import { tokenIconUrl } from './token-icon.js';

/** Items per page (the reference implementation's default). */
export const HISTORY_PAGE_SIZE = 20;

/**
 * `GET /v1/account/{account}/history`: the account's transactions, newest first, a page at a time, from each
 * chain's history source (the built-in indexer or a Blockscout/Etherscan API). With `chainId`, that chain
 * only (not configured here → 400 `unsupported_chain`; configured without a history source → 501
 * `not_configured` naming it); without, every chain that has a source, merged by time. `cursor` is the opaque
 * `next` of the previous page; `onramp` is accepted (this server has no pending on-ramp purchases to add).
 * Tokens are priced by `prices` and get icons as the balances do (`decorateHistory`).
 */
export function registerHistoryRoutes(
  app: FastifyInstance,
  context: RouteContext,
  prices: PriceSource,
): void {
  const sources = createHistorySources(context.config.chains, context.db);
  app.addHook('onClose', async () => {
    await Promise.all([...sources.values()].map((source) => source?.close()));
  });

  const chainsOf = (chainId: string | undefined): HistoryIndexer[] => {
    if (chainId !== undefined) {
      if (!sources.has(chainId)) {
        throw new UnsupportedChainError(chainId);
      }
      const source = sources.get(chainId);
      const chain = context.config.chains.find((each) => each.id === chainId);
      if (source === undefined)
        throw new NotConfiguredError(`History for ${chainId} (${chain?.name ?? chainId})`);
      return [source];
    }
    const all = [...sources.values()].filter((source): source is HistoryIndexer => source !== undefined);
    if (all.length === 0) throw new NotConfiguredError('History (no chain has a history source)');
    return all;
  };

  app.get(
    '/v1/account/:account/history',
    {
      schema: {
        params: { type: 'object', properties: { account: ADDRESS_SCHEMA } },
        querystring: querySchema({
          cursor: { type: 'string', minLength: 1, maxLength: 4_096 },
          chainId: { type: 'string', minLength: 1, maxLength: 100 },
          onramp: { type: 'string', maxLength: 100 },
        }),
      },
    },
    async (request): Promise<HistoryResponse> => {
      const account = checkedAddress((request.params as { account: string }).account, 'account');
      const query = request.query as { cursor?: string; chainId?: string };
      const chains = chainsOf(query.chainId);
      const cursor =
        query.cursor === undefined
          ? undefined
          : decodeCursor(
              query.cursor,
              chains.map((chain) => chain.chainId),
            );
      const page = await mergedHistoryPage(chains, account, cursor, HISTORY_PAGE_SIZE);
      const data = await decorateHistory(page.data, {
        chains: context.config.chains,
        prices,
        iconUrl: (token) => tokenIconUrl(request, token),
        log: request.log,
      });
      return { data, next: page.next === null ? null : encodeCursor(page.next) };
    },
  );
}
