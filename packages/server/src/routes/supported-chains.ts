import type { FastifyInstance } from 'fastify';
import type { ChainServices } from '../chains/chain-services.js';
import { responses } from '../http/response-schemas.js';
import { querySchema } from '../http/route-options.js';
import { typed } from '../http/type-provider.js';

const CHAIN_IDS = { type: 'array', items: { type: 'string' } } as const;
const RESPONSE = {
  type: 'object',
  required: ['http', 'ws'],
  additionalProperties: false,
  properties: { http: CHAIN_IDS, ws: CHAIN_IDS },
} as const;

/**
 * `GET /v1/supported-chains`: the configured chains' CAIP-2 ids, in the configuration's order, under `http`;
 * `ws` is empty (this server serves no WebSocket).
 */
export function registerSupportedChainsRoute(instance: FastifyInstance, chains: ChainServices): void {
  const schema = { querystring: querySchema(), response: responses({ 200: RESPONSE }) } as const;
  typed(instance).get('/v1/supported-chains', { schema }, async () => ({
    http: chains.registry.chains.map((chain) => chain.id),
    ws: [],
  }));
}
