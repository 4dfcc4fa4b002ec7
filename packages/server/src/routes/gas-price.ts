import type { FastifyInstance } from 'fastify';
import type { ChainServices } from '../chains/chain-services.js';
import { readFromChain } from '../chains/rpc-failure.js';
import { querySchema } from '../http/route-options.js';

const QUERY = querySchema({ chainId: { type: 'string', maxLength: 100 } }, ['chainId']);

/**
 * `GET /v1/convert/gas-price?chainId`: the node's `eth_gasPrice` as `standard`, and 125 % and 150 % of it as
 * `fast` and `instant` (wei, decimal strings), as the local reference implementation answers. EVM chains only
 * (another namespace is 400 `unsupported_chain`).
 */
export function registerGasPriceRoute(app: FastifyInstance, chains: ChainServices): void {
  app.get('/v1/convert/gas-price', { schema: { querystring: QUERY } }, async (request) => {
    const chain = chains.registry.evmChain((request.query as { chainId: string }).chainId, 'gas prices');
    const price = await readFromChain(chain, () => chains.registry.client(chain).getGasPrice());
    return {
      standard: price.toString(),
      fast: ((price * 125n) / 100n).toString(),
      instant: ((price * 150n) / 100n).toString(),
    };
  });
}
