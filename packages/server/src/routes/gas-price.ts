import type { FastifyInstance } from 'fastify';
import type { ChainServices } from '../chains/chain-services.js';
import { readFromChain } from '../chains/rpc-failure.js';
import { responses } from '../http/response-schemas.js';
import { querySchema } from '../http/route-options.js';
import { typed } from '../http/type-provider.js';

const QUERY = querySchema({ chainId: { type: 'string', maxLength: 100 } }, ['chainId']);
const WEI = { type: 'string' } as const;
const RESPONSE = {
  type: 'object',
  required: ['standard', 'fast', 'instant'],
  additionalProperties: false,
  properties: { standard: WEI, fast: WEI, instant: WEI },
} as const;

/**
 * `GET /v1/convert/gas-price?chainId`: the node's `eth_gasPrice` as `standard`, and 125 % and 150 % of it as
 * `fast` and `instant` (wei, decimal strings), as the local reference implementation answers. EVM chains only
 * (another namespace is 400 `unsupported_chain`).
 */
export function registerGasPriceRoute(instance: FastifyInstance, chains: ChainServices): void {
  const schema = { querystring: QUERY, response: responses({ 200: RESPONSE }) } as const;
  typed(instance).get('/v1/convert/gas-price', { schema }, async (request) => {
    const chain = chains.registry.evmChain(request.query.chainId, 'gas prices');
    const price = await readFromChain(chain, () => chains.registry.client(chain).getGasPrice());
    return {
      standard: price.toString(),
      fast: ((price * 125n) / 100n).toString(),
      instant: ((price * 150n) / 100n).toString(),
    };
  });
}
