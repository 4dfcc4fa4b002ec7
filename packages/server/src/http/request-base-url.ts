import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../errors.js';

/** A host name (letters, digits, `-`, `_`, dot-separated) or a bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:(?:[A-Za-z0-9_-]{1,63}\.){0,126}[A-Za-z0-9_-]{1,63}\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * This server's base URL as the request reached it (`https://api.example.com`): the `Host` header and the
 * protocol (behind a load balancer with `trustProxy`, `X-Forwarded-Host` and `X-Forwarded-Proto`).
 * @throws {BadRequestError} 400 `invalid_host` when the host is not a host name or the protocol not http(s),
 *   rather than building a URL (a checkout URL, an icon URL) from garbage.
 */
export function requestBaseUrl(request: FastifyRequest): string {
  const { protocol, host } = request;
  if ((protocol !== 'http' && protocol !== 'https') || !HOST.test(host)) {
    throw new BadRequestError('The Host header is not a host name', 'invalid_host');
  }
  return `${protocol}://${host}`;
}
