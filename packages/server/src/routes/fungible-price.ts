import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenId } from '../chains/caip.js';
import { tokenIdParam } from '../chains/caip.js';
import type { ChainServices } from '../chains/chain-services.js';
import { NotATokenError } from '../chains/errors.js';
import type { TokenMetadata } from '../chains/token-metadata.js';
import { UpstreamError } from '../errors.js';
import { responses } from '../http/response-schemas.js';
import { querySchema } from '../http/route-options.js';
import { typed } from '../http/type-provider.js';
import { checkCurrency } from './chain-params.js';
import { tokenIconUrl } from './token-icon.js';

/** 502 `price_source_unavailable`: the configured price source failed. */
export class PriceSourceUnavailableError extends UpstreamError {
  override name = 'PriceSourceUnavailableError';
  constructor(source: string) {
    super(`the price source (${source})`, 'failed', {
      code: 'price_source_unavailable',
      message: `The price source (${source}) failed`,
    });
  }
}

const BODY = {
  type: 'object',
  required: ['currency', 'addresses'],
  properties: {
    currency: { type: 'string', maxLength: 10 },
    addresses: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'string', maxLength: 200 } },
    projectId: { type: 'string', maxLength: 100 },
  },
} as const;

/** `{ fungibles }`: the contract's `FungiblePrice`s. */
const RESPONSE = {
  type: 'object',
  required: ['fungibles'],
  additionalProperties: false,
  properties: {
    fungibles: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'symbol', 'iconUrl', 'price'],
        additionalProperties: false,
        properties: {
          name: { type: 'string' },
          symbol: { type: 'string' },
          iconUrl: { type: 'string' },
          price: { type: 'number' },
        },
      },
    },
  },
} as const;

type Fungible = { name: string; symbol: string; iconUrl: string; price: number };

/**
 * The name and symbol of a priced token: the native currency and configured tokens from the configuration,
 * another ERC-20 from the chain (token-metadata); `undefined` for a token without readable metadata (not an
 * ERC-20, or an SPL mint that is not configured).
 */
async function metadataOf(chains: ChainServices, token: TokenId): Promise<TokenMetadata | undefined> {
  const chain = chains.registry.chain(token.chainId, 'addresses');
  if (token.native) return chain.nativeCurrency;
  if (chain.namespace === 'solana') return chain.tokens.find((each) => each.address === token.address);
  try {
    return await chains.tokenMetadata.read(chain, token.address as `0x${string}`);
  } catch (error) {
    if (error instanceof NotATokenError) return undefined;
    throw error;
  }
}

/** The configured icon of a token, if any. */
function configuredIcon(chains: ChainServices, token: TokenId): string | undefined {
  const chain = chains.registry.chain(token.chainId, 'addresses');
  const found = chain.tokens.find((each) => each.address.toLowerCase() === token.address.toLowerCase());
  return found?.iconUrl;
}

/**
 * `POST /v1/fungible/price` `{ currency: 'usd', addresses: [CAIP-10…] }`: `{ fungibles }`, one entry per priced
 * token in the order asked (a token the price source does not price is left out; with no source, `fungibles` is
 * empty). Every id must be a CAIP-10 token id of a served chain (400 otherwise).
 */
export function registerFungiblePriceRoute(instance: FastifyInstance, chains: ChainServices): void {
  const schema = { querystring: querySchema(), body: BODY, response: responses({ 200: RESPONSE }) } as const;
  typed(instance).post('/v1/fungible/price', { schema }, async (request) => {
    const { body } = request;
    checkCurrency(body.currency);
    const tokens = body.addresses.map((address) => {
      const token = tokenIdParam(address, 'addresses');
      chains.registry.chain(token.chainId, 'addresses');
      return token;
    });
    let prices: ReadonlyMap<string, number>;
    try {
      prices = await chains.prices.pricesUsd(tokens);
    } catch (error) {
      request.log.warn({ err: error, source: chains.prices.name }, 'price source failed');
      throw new PriceSourceUnavailableError(chains.prices.name);
    }
    const priced = tokens.filter((token) => prices.has(token.key));
    const metadata = await Promise.all(priced.map((token) => metadataOf(chains, token)));
    const fungibles: Fungible[] = [];
    priced.forEach((token, index) => {
      const found = metadata[index];
      const price = prices.get(token.key);
      if (found === undefined || price === undefined) return;
      fungibles.push({
        name: found.name,
        symbol: found.symbol,
        iconUrl: iconOf(request, found.symbol, configuredIcon(chains, token)),
        price,
      });
    });
    return { fungibles };
  });
}

/** `iconUrl` is required here: the token image route serves a letter tile for any valid id. */
function iconOf(request: FastifyRequest, symbol: string, iconUrl: string | undefined): string {
  return (
    tokenIconUrl(request, { symbol, iconUrl }) ??
    tokenIconUrl(request, {
      symbol:
        symbol
          .replace(/[^A-Za-z0-9._-]/g, '')
          .replace(/^[._-]+/, '')
          .slice(0, 100) || 'token',
    }) ??
    ''
  );
}
