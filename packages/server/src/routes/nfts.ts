import type { FastifyInstance } from 'fastify';
import type { ChainServices } from '../chains/chain-services.js';
import { readEvmNfts } from '../chains/evm-nfts.js';
import { formatNftCursor, parseNftCursor } from '../chains/nft-page.js';
import { NotConfiguredError } from '../errors.js';
import { querySchema } from '../http/route-options.js';
import { checkedAddress } from './address.js';

/** NFTs per page. */
export const NFT_PAGE_SIZE = 20;

const PARAMS = { type: 'object', properties: { address: { type: 'string', minLength: 1, maxLength: 100 } } };
const QUERY = querySchema(
  { chainId: { type: 'string', maxLength: 100 }, cursor: { type: 'string', maxLength: 30 } },
  ['chainId'],
);

/**
 * `GET /v1/account/{address}/nfts?chainId[&cursor]` (WalletDock extension): the owner's tokens in the chain's
 * configured ERC-721 collections, `NFT_PAGE_SIZE` a page, `next` the cursor of the next page. A chain without
 * configured collections answers 501 `not_configured`; a Solana chain 400 `unsupported_chain`.
 */
export function registerNftsRoute(app: FastifyInstance, chains: ChainServices): void {
  app.get(
    '/v1/account/:address/nfts',
    { schema: { params: PARAMS, querystring: QUERY } },
    async (request) => {
      const query = request.query as { chainId: string; cursor?: string };
      const chain = chains.registry.evmChain(query.chainId, 'NFTs');
      const owner = checkedAddress((request.params as { address: string }).address, 'address');
      const start = parseNftCursor(query.cursor);
      if ((chain.nfts ?? []).length === 0) throw new NotConfiguredError(`NFT collections of ${chain.id}`);
      const page = await readEvmNfts(chains.registry.client(chain), chain, owner, start, NFT_PAGE_SIZE);
      return { data: page.data, next: page.next === undefined ? null : formatNftCursor(page.next) };
    },
  );
}
