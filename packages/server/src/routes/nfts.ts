import type { FastifyInstance } from 'fastify';
import type { ChainServices } from '../chains/chain-services.js';
import { readEvmNfts } from '../chains/evm-nfts.js';
import { formatNftCursor, parseNftCursor } from '../chains/nft-page.js';
import { NotConfiguredError } from '../errors.js';
import { responses } from '../http/response-schemas.js';
import { querySchema } from '../http/route-options.js';
import { typed } from '../http/type-provider.js';
import { checkedAddress } from './address.js';

/** NFTs per page. */
export const NFT_PAGE_SIZE = 20;

const PARAMS = {
  type: 'object',
  required: ['address'],
  properties: { address: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;
const QUERY = querySchema(
  { chainId: { type: 'string', maxLength: 100 }, cursor: { type: 'string', maxLength: 30 } },
  ['chainId'],
);

/** `{ data, next }`: a page of the contract's `Nft`s. */
const RESPONSE = {
  type: 'object',
  required: ['data', 'next'],
  additionalProperties: false,
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['chainId', 'contractAddress', 'tokenId', 'name', 'collection'],
        additionalProperties: false,
        properties: {
          chainId: { type: 'string' },
          contractAddress: { type: 'string' },
          tokenId: { type: 'string' },
          name: { type: 'string' },
          collection: { type: 'string' },
          imageUrl: { type: 'string' },
          metadataUrl: { type: 'string' },
        },
      },
    },
    next: { type: ['string', 'null'] },
  },
} as const;

/**
 * `GET /v1/account/{address}/nfts?chainId[&cursor]` (WalletDock extension): the owner's tokens in the chain's
 * configured ERC-721 collections, `NFT_PAGE_SIZE` a page, `next` the cursor of the next page. A chain without
 * configured collections answers 501 `not_configured`; a Solana chain 400 `unsupported_chain`.
 */
export function registerNftsRoute(instance: FastifyInstance, chains: ChainServices): void {
  typed(instance).get(
    '/v1/account/:address/nfts',
    { schema: { params: PARAMS, querystring: QUERY, response: responses({ 200: RESPONSE }, [501]) } },
    async (request) => {
      const { query } = request;
      const chain = chains.registry.evmChain(query.chainId, 'NFTs');
      const owner = checkedAddress(request.params.address, 'address');
      const start = parseNftCursor(query.cursor);
      if ((chain.nfts ?? []).length === 0) throw new NotConfiguredError(`NFT collections of ${chain.id}`);
      const page = await readEvmNfts(chains.registry.client(chain), chain, owner, start, NFT_PAGE_SIZE);
      return { data: page.data, next: page.next === undefined ? null : formatNftCursor(page.next) };
    },
  );
}
