import type { FastifyInstance } from 'fastify';
import type { ChainServices } from '../chains/chain-services.js';
import { DIRECTORY_CACHE_CONTROL, jsonBody, sendCached } from '../directory/directory-cache.js';
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
 * `ws` is empty (this server serves no WebSocket). The list changes only with the configuration (a restart):
 * serialized once, sent with an `ETag` (304 for a matching `If-None-Match`) and `Cache-Control`.
 */
export function registerSupportedChainsRoute(instance: FastifyInstance, chains: ChainServices): void {
  const schema = {
    querystring: querySchema(),
    response: responses({
      200: RESPONSE,
      304: { description: 'Not Modified: the If-None-Match ETag matches; no body' },
    }),
  } as const;
  const body = jsonBody({ http: chains.registry.chains.map((chain) => chain.id), ws: [] });
  typed(instance).get('/v1/supported-chains', { schema }, async (request, reply) =>
    sendCached(request, reply, body, DIRECTORY_CACHE_CONTROL),
  );
}
