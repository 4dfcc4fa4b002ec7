import type { FastifyInstance } from 'fastify';
import { NotConfiguredError } from '../errors.js';
import { querySchema } from '../http/route-options.js';

/** The contract routes whose upstreams (indexer, quoter, on-ramp provider) come in a later version. */
const UPSTREAM_ROUTES: readonly { method: 'GET' | 'POST'; url: string; feature: string }[] = [
  { method: 'GET', url: '/v1/account/:address/history', feature: 'The history indexer' },
  { method: 'GET', url: '/v1/convert/quotes', feature: 'A swap quoter' },
  { method: 'GET', url: '/v1/convert/tokens', feature: 'A swap quoter' },
  { method: 'POST', url: '/v1/convert/build-transaction', feature: 'A swap quoter' },
  { method: 'GET', url: '/v1/convert/build-approve', feature: 'A swap quoter' },
  { method: 'POST', url: '/v1/generators/onrampurl', feature: 'An on-ramp provider' },
  { method: 'GET', url: '/v1/onramp/options', feature: 'An on-ramp provider' },
  { method: 'POST', url: '/v1/onramp/quote', feature: 'An on-ramp provider' },
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
