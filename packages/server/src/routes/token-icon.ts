import type { FastifyRequest } from 'fastify';
import { requestBaseUrl } from '../http/request-base-url.js';

const IMAGE_ID = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * The icon URL of a token: its configured `iconUrl`, else this server's `/public/getTokenImage/{symbol}` (the
 * directory seed's image, or a letter tile) with the request's project id; `undefined` for a symbol that is
 * not a valid image id.
 */
export function tokenIconUrl(
  request: FastifyRequest,
  token: { symbol: string; iconUrl?: string | undefined },
): string | undefined {
  if (token.iconUrl !== undefined) return token.iconUrl;
  if (!IMAGE_ID.test(token.symbol)) return undefined;
  const projectId = request.project?.id;
  const query = projectId === undefined ? '' : `?projectId=${encodeURIComponent(projectId)}`;
  return `${requestBaseUrl(request)}/public/getTokenImage/${encodeURIComponent(token.symbol)}${query}`;
}
