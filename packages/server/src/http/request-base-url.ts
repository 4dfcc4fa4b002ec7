import type { FastifyRequest } from 'fastify';

/**
 * This server's base URL as the request reached it (`https://api.example.com`): the `Host` header and the
 * protocol (behind a load balancer with `trustProxy`, `X-Forwarded-Host` and `X-Forwarded-Proto`).
 */
export function requestBaseUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
