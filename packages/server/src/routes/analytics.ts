import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ServiceError } from '../errors.js';
import { requireAdmin } from '../http/admin-auth.js';
import { querySchema } from '../http/route-options.js';
import type { RouteContext } from './context.js';

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** `POST /e`'s body: the spec's fields; anything else is ignored and never stored. */
const EVENT_BODY = {
  type: 'object',
  required: ['eventId', 'url', 'domain', 'timestamp', 'props'],
  properties: {
    eventId: { type: 'string', pattern: UUID },
    url: { type: 'string', minLength: 1, maxLength: 2_048 },
    domain: { type: 'string', minLength: 1, maxLength: 253 },
    timestamp: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    props: {
      type: 'object',
      required: ['type', 'event'],
      properties: {
        type: { type: 'string', enum: ['track', 'error'] },
        event: { type: 'string', minLength: 1, maxLength: 100 },
        address: { type: 'string', maxLength: 100 },
        properties: { type: 'object' },
      },
    },
  },
} as const;

type EventBody = {
  eventId: string;
  url: string;
  domain: string;
  timestamp: number;
  props: { type: 'track' | 'error'; event: string; address?: string; properties?: Record<string, unknown> };
};

/**
 * Analytics: `GET /getAnalyticsConfig` (the project's switch), `POST /e` (stores one event of a project with
 * analytics on; 403 `analytics_disabled` otherwise; a repeated `eventId` is stored once), and
 * `GET /v1/analytics/summary` (admin token): the count of each event of a project in a time range.
 */
export function registerAnalyticsRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db } = context;

  app.get('/getAnalyticsConfig', { schema: { querystring: querySchema() } }, async (request) => ({
    isAnalyticsEnabled: request.project?.analytics === true,
  }));

  app.post('/e', { schema: { querystring: querySchema(), body: EVENT_BODY } }, async (request, reply) => {
    const project = request.project;
    if (project === undefined || !project.analytics) {
      throw new ServiceError(
        403,
        'analytics_disabled',
        'Analytics is disabled for this project: enable it in the server configuration',
      );
    }
    const body = request.body as EventBody;
    const query = request.query as { st?: string; sv?: string };
    await db
      .insertInto('analytics_events')
      .values({
        project_id: project.id,
        event_id: body.eventId.toLowerCase(),
        url: body.url,
        domain: body.domain,
        timestamp_ms: body.timestamp,
        type: body.props.type,
        event: body.props.event,
        address: body.props.address ?? null,
        properties: body.props.properties === undefined ? null : JSON.stringify(body.props.properties),
        sdk_type: query.st ?? null,
        sdk_version: query.sv ?? null,
      })
      .onConflict((conflict) => conflict.columns(['project_id', 'event_id']).doNothing())
      .execute();
    return reply.code(202).send({ success: true });
  });

  app.get(
    '/v1/analytics/summary',
    {
      schema: {
        querystring: querySchema(
          {
            from: { type: 'string', pattern: '^\\d{1,16}$' },
            to: { type: 'string', pattern: '^\\d{1,16}$' },
          },
          ['projectId'],
        ),
      },
    },
    async (request) => {
      requireAdmin(request, context.config.adminToken);
      const query = request.query as { projectId: string; from?: string; to?: string };
      const from = Number(query.from ?? 0);
      const to = Number(query.to ?? Number.MAX_SAFE_INTEGER);
      const rows = await db
        .selectFrom('analytics_events')
        .select(['type', 'event', sql<string>`count(*)`.as('count')])
        .where('project_id', '=', query.projectId)
        .where('timestamp_ms', '>=', String(from))
        .where('timestamp_ms', '<', String(to))
        .groupBy(['type', 'event'])
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('event')
        .execute();
      const events = rows.map((row) => ({ type: row.type, event: row.event, count: Number(row.count) }));
      return {
        projectId: query.projectId,
        from,
        to,
        total: events.reduce((sum, row) => sum + row.count, 0),
        events,
      };
    },
  );
}
