import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isSchemaCurrent } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import { responses } from '../http/response-schemas.js';
import { typed } from '../http/type-provider.js';

const STATUS = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status: { type: 'string' } },
} as const;

/**
 * `GET /healthz`: the process is up (200 `{ status: 'ok' }`). `GET /readyz`: the database answers and every
 * migration is applied, and the server is not shutting down (200 `{ status: 'ready' }`, else 503 with the
 * reason), for a load balancer to route by. Neither needs a project id.
 */
export function registerHealthRoutes(
  instance: FastifyInstance,
  options: { db: Kysely<Database>; isClosing: () => boolean },
): void {
  const app = typed(instance);
  const probe = {
    config: { project: 'none' },
    schema: { response: responses({ 200: STATUS, 503: STATUS }) },
  } as const;
  app.get('/healthz', probe, async () => ({ status: 'ok' }));
  app.get('/readyz', probe, async (request, reply) => {
    if (options.isClosing()) return reply.code(503).send({ status: 'closing' });
    try {
      if (!(await isSchemaCurrent(options.db))) return reply.code(503).send({ status: 'migrations pending' });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: database unreachable');
      return reply.code(503).send({ status: 'database unreachable' });
    }
    return { status: 'ready' };
  });
}
