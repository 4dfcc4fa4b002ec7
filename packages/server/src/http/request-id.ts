import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A request id the server keeps as sent: 1 to 128 characters of `A-Z a-z 0-9 . _ : -`. */
export const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the client's `X-Request-Id` when it is a short printable id (`REQUEST_ID`), else a new
 * UUID (a long, spaced, control-character or non-ASCII id never reaches the logs or the response).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}
