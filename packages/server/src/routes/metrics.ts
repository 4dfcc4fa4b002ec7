import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../http/admin-auth.js';
import type { ServerMetrics } from '../http/metrics.js';
import { responses } from '../http/response-schemas.js';

/**
 * `GET /metrics` (admin token, like the admin routes: 401 without it, 501 when the server has none): the
 * Prometheus text format (`text/plain; version=0.0.4`) of `metrics`.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: ServerMetrics,
  adminToken: string | undefined,
): void {
  app.get(
    '/metrics',
    {
      config: { project: 'none' },
      schema: {
        response: responses(
          { 200: { description: 'The metrics, in the Prometheus text format' } },
          [401, 501],
        ),
      },
    },
    async (request, reply) => {
      requireAdmin(request, adminToken);
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(text);
    },
  );
}
