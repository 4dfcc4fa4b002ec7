import type { TokenBalance } from '@walletdock/core';
import type { FastifyInstance } from 'fastify';
import { formatUnits } from 'viem';
import { caip10Of, configuredTokenId, tokenIdParam } from '../chains/caip.js';
import type { ChainServices } from '../chains/chain-services.js';
import { responses } from '../http/response-schemas.js';
import { querySchema } from '../http/route-options.js';
import { typed } from '../http/type-provider.js';
import { accountOf, checkCurrency, pricesOrNone } from './chain-params.js';
import { tokenIconUrl } from './token-icon.js';

const PARAMS = {
  type: 'object',
  required: ['address'],
  properties: { address: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;
const QUERY = querySchema(
  {
    chainId: { type: 'string', maxLength: 100 },
    currency: { type: 'string', maxLength: 10 },
    forceUpdate: { type: 'string', maxLength: 200 },
  },
  ['chainId', 'currency'],
);

/** `{ balances }`: the contract's `TokenBalance`s. */
const RESPONSE = {
  type: 'object',
  required: ['balances'],
  additionalProperties: false,
  properties: {
    balances: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'symbol', 'chainId', 'price', 'quantity'],
        additionalProperties: false,
        properties: {
          address: { type: 'string' },
          name: { type: 'string' },
          symbol: { type: 'string' },
          chainId: { type: 'string' },
          price: { type: 'number' },
          value: { type: 'number' },
          iconUrl: { type: 'string' },
          quantity: {
            type: 'object',
            required: ['decimals', 'numeric'],
            additionalProperties: false,
            properties: { decimals: { type: 'string' }, numeric: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;

/**
 * `GET /v1/account/{address}/balance?chainId&currency=usd[&forceUpdate]`: the native currency and every
 * configured token of the chain held by the account (zero balances left out), read from its node (EVM: one
 * Multicall3 `aggregate3`; Solana: `getBalance` and `getTokenAccountsByOwner`), cached 30 s per (chain,
 * account). `forceUpdate` (a CAIP-10 token id of a served chain) reads the chain again. Prices come from the
 * price source; an unpriced token has `price: 0` and no `value`.
 */
export function registerBalanceRoute(instance: FastifyInstance, chains: ChainServices): void {
  typed(instance).get(
    '/v1/account/:address/balance',
    { schema: { params: PARAMS, querystring: QUERY, response: responses({ 200: RESPONSE }) } },
    async (request) => {
      const { query } = request;
      const chain = chains.registry.chain(query.chainId);
      checkCurrency(query.currency);
      const account = accountOf(chain, request.params.address);
      if (query.forceUpdate !== undefined) {
        chains.registry.chain(tokenIdParam(query.forceUpdate, 'forceUpdate').chainId, 'forceUpdate');
      }
      const amounts = await chains.balances.read(chain, account, { fresh: query.forceUpdate !== undefined });
      const entries = [
        { id: configuredTokenId(chain, undefined), ...chain.nativeCurrency, iconUrl: undefined },
        ...chain.tokens.map((token) => ({ id: configuredTokenId(chain, token.address), ...token })),
      ];
      const prices = await pricesOrNone(
        chains.prices,
        entries.map((entry) => entry.id),
        request.log,
      );
      const balances: TokenBalance[] = [];
      entries.forEach((entry, index) => {
        const amount = amounts[index];
        if (amount === undefined) {
          request.log.warn(
            { chainId: chain.id, token: entry.id.address },
            'balanceOf failed: token left out',
          );
          return;
        }
        if (amount === 0n) return;
        const numeric = formatUnits(amount, entry.decimals);
        const price = prices.get(entry.id.key);
        const iconUrl = tokenIconUrl(request, entry);
        balances.push({
          ...(entry.id.native ? {} : { address: caip10Of(entry.id) }),
          name: entry.name,
          symbol: entry.symbol,
          chainId: chain.id,
          price: price ?? 0,
          ...(price === undefined ? {} : { value: Number(numeric) * price }),
          ...(iconUrl === undefined ? {} : { iconUrl }),
          quantity: { decimals: String(entry.decimals), numeric },
        });
      });
      return { balances };
    },
  );
}
