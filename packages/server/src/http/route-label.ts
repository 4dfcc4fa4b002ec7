import type { FastifyRequest } from 'fastify';

/** The label of a request that matched no route (one label for all of them: bounded cardinality). */
export const UNKNOWN_ROUTE = 'unknown';

/**
 * The route *pattern* a request matched (`/v1/sessions/:address`), never its URL: no parameter or query value
 * (addresses, ids) reaches a log line or a metric label, and the label set stays bounded. `unknown` for a
 * request that matched no route.
 */
export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNKNOWN_ROUTE;
}
