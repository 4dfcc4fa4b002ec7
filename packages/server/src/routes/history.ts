import type { HistoryResponse } from '@walletdock/core';
import type { FastifyInstance } from 'fastify';
import { UnsupportedChainError } from '../chains/errors.js';
import { NotConfiguredError } from '../errors.js';
import { decodeCursor, encodeCursor } from '../history/cursor.js';
import { decorateHistory } from '../history/decorate-history.js';
import type { HistoryIndexer } from '../history/history-indexer.js';
import { createHistorySources } from '../history/history-sources.js';
import { mergedHistoryPage } from '../history/merge-pages.js';
import { responses } from '../http/response-schemas.js';
import { ADDRESS_SCHEMA, querySchema } from '../http/route-options.js';
import { typed } from '../http/type-provider.js';
import type { PriceSource } from '../prices/price-source.js';
import { checkedAddress } from './address.js';
import type { RouteContext } from './context.js';
import { tokenIconUrl } from './token-icon.js';

/** Items per page (the reference implementation's default). */
export const HISTORY_PAGE_SIZE = 20;

const TEXT = { type: 'string' } as const;
const URL_OBJECT = {
  type: 'object',
  required: ['url'],
  additionalProperties: false,
  properties: { url: TEXT },
} as const;

/** The contract's `HistoryTransfer`. */
const TRANSFER = {
  type: 'object',
  required: ['direction', 'quantity'],
  additionalProperties: false,
  properties: {
    fungible_info: {
      type: 'object',
      required: ['name', 'symbol'],
      additionalProperties: false,
      properties: { name: TEXT, symbol: TEXT, icon: URL_OBJECT },
    },
    nft_info: {
      type: 'object',
      required: ['name', 'flags'],
      additionalProperties: false,
      properties: {
        name: TEXT,
        content: {
          type: 'object',
          additionalProperties: false,
          properties: { preview: URL_OBJECT },
        },
        flags: {
          type: 'object',
          required: ['is_spam'],
          additionalProperties: false,
          properties: { is_spam: { type: 'boolean' } },
        },
      },
    },
    direction: { type: 'string', enum: ['in', 'out', 'self'] },
    quantity: {
      type: 'object',
      required: ['numeric'],
      additionalProperties: false,
      properties: { numeric: TEXT },
    },
    value: { type: 'number' },
    price: { type: 'number' },
  },
} as const;

/** `{ data, next }`: a page of the contract's `HistoryItem`s. */
const HISTORY_RESPONSE = {
  type: 'object',
  required: ['data', 'next'],
  additionalProperties: false,
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'metadata', 'transfers'],
        additionalProperties: false,
        properties: {
          id: TEXT,
          metadata: {
            type: 'object',
            required: ['operationType', 'hash', 'minedAt', 'sentFrom', 'sentTo', 'status', 'nonce', 'chain'],
            additionalProperties: false,
            properties: {
              operationType: TEXT,
              hash: TEXT,
              minedAt: TEXT,
              sentFrom: TEXT,
              sentTo: TEXT,
              status: { type: 'string', enum: ['confirmed', 'failed', 'pending'] },
              nonce: { type: 'number' },
              chain: TEXT,
            },
          },
          transfers: { type: 'array', items: TRANSFER },
        },
      },
    },
    next: { type: ['string', 'null'] },
  },
} as const;

/**
 * `GET /v1/account/{account}/history`: the account's transactions, newest first, a page at a time, from each
 * chain's history source (the built-in indexer or a Blockscout/Etherscan API). With `chainId`, that chain
 * only (not configured here → 400 `unsupported_chain`; configured without a history source → 501
 * `not_configured` naming it); without, every chain that has a source, merged by time. `cursor` is the opaque
 * `next` of the previous page; `onramp` is accepted (this server has no pending on-ramp purchases to add).
 * Tokens are priced by `prices` and get icons as the balances do (`decorateHistory`).
 */
export function registerHistoryRoutes(
  instance: FastifyInstance,
  context: RouteContext,
  prices: PriceSource,
): void {
  const app = typed(instance);
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
        params: { type: 'object', required: ['account'], properties: { account: ADDRESS_SCHEMA } },
        querystring: querySchema({
          cursor: { type: 'string', minLength: 1, maxLength: 4_096 },
          chainId: { type: 'string', minLength: 1, maxLength: 100 },
          onramp: { type: 'string', maxLength: 100 },
        }),
        response: responses({ 200: HISTORY_RESPONSE }, [501]),
      },
    },
    async (request): Promise<HistoryResponse> => {
      const account = checkedAddress(request.params.account, 'account');
      const { query } = request;
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
