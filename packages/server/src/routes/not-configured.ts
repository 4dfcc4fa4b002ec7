import type { FastifyInstance } from 'fastify';
import { NotConfiguredError } from '../errors.js';
import { querySchema } from '../http/route-options.js';

/** The contract routes whose upstreams (chain RPC, indexer, quoter, on-ramp provider) come in a later version. */
const UPSTREAM_ROUTES: readonly { method: 'GET' | 'POST'; url: string; feature: string }[] = [
  { method: 'GET', url: '/v1/supported-chains', feature: 'Chain RPC (supported chains)' },
  { method: 'GET', url: '/v1/account/:address/balance', feature: 'Chain RPC (balances)' },
  { method: 'GET', url: '/v1/account/:address/nfts', feature: 'Chain RPC (NFTs)' },
  { method: 'POST', url: '/v1/fungible/price', feature: 'A price source' },
  { method: 'GET', url: '/v1/convert/allowance', feature: 'A swap quoter' },
  { method: 'GET', url: '/v1/convert/gas-price', feature: 'A swap quoter' },
];

/**
 * The Blockchain API routes that need an upstream this server does not have yet: each answers 501
 * `not_configured` naming what is missing (after the project check), so that a client fails clearly
 * instead of reading made-up data.
 */
export function registerNotConfiguredRoutes(app: FastifyInstance): void {
  for (const route of UPSTREAM_ROUTES) {
    app.route({
      method: route.method,
      url: route.url,
      schema: { querystring: querySchema() },
      handler: async () => {
        throw new NotConfiguredError(route.feature);
      },
    });
  }
}
