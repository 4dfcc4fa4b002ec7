import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { NotConfiguredError, UnauthorizedError } from '../errors.js';

/**
 * Checks the admin bearer token of an admin route (`Authorization: Bearer <adminToken>`), in constant time.
 * @throws {NotConfiguredError} 501 when the server has no admin token (admin routes are off).
 * @throws {UnauthorizedError} 401 for a missing or wrong token.
 */
export function requireAdmin(request: FastifyRequest, adminToken: string | undefined): void {
  if (adminToken === undefined) throw new NotConfiguredError('The admin API (adminToken)');
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(adminToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new UnauthorizedError('A valid admin token is required (Authorization: Bearer …)');
  }
}
