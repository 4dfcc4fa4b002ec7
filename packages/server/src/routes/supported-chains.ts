import type { FastifyInstance } from 'fastify';
import type { ChainServices } from '../chains/chain-services.js';
import { querySchema } from '../http/route-options.js';

/**
 * `GET /v1/supported-chains`: the configured chains' CAIP-2 ids, in the configuration's order, under `http`;
 * `ws` is empty (this server serves no WebSocket).
 */
export function registerSupportedChainsRoute(app: FastifyInstance, chains: ChainServices): void {
  app.get('/v1/supported-chains', { schema: { querystring: querySchema() } }, async () => ({
    http: chains.registry.chains.map((chain) => chain.id),
    ws: [] as string[],
  }));
}
