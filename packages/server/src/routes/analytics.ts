import type { FastifyInstance } from 'fastify';
import { countEvents, storeEvent } from '../analytics/analytics-store.js';
import { ServiceError } from '../errors.js';
import { requireAdmin } from '../http/admin-auth.js';
import { decodeContentEncoding } from '../http/content-encoding.js';
import { responses, SUCCESS_BODY } from '../http/response-schemas.js';
import { querySchema } from '../http/route-options.js';
import { typed } from '../http/type-provider.js';
import type { RouteContext } from './context.js';

/** The most bytes an event's `props` may take as JSON (UTF-8): a bigger one is 413 `props_too_large`. */
export const MAX_PROPS_BYTES = 4_096;

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

/** The admin summary: the count of each event of a project in a time range. */
const SUMMARY_RESPONSE = {
  type: 'object',
  required: ['projectId', 'from', 'to', 'total', 'events'],
  additionalProperties: false,
  properties: {
    projectId: { type: 'string' },
    from: { type: 'number' },
    to: { type: 'number' },
    total: { type: 'number' },
    events: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type', 'event', 'count'],
        additionalProperties: false,
        properties: { type: { type: 'string' }, event: { type: 'string' }, count: { type: 'number' } },
      },
    },
  },
} as const;

const ANALYTICS_CONFIG_RESPONSE = {
  type: 'object',
  required: ['isAnalyticsEnabled'],
  additionalProperties: false,
  properties: { isAnalyticsEnabled: { type: 'boolean' } },
} as const;

/**
 * Analytics: `GET /getAnalyticsConfig` (the project's switch), `POST /e` (stores one event of a project with
 * analytics on; 403 `analytics_disabled` otherwise; a repeated `eventId` is stored once; `props` at most
 * `MAX_PROPS_BYTES` of JSON; a gzip or deflate body is decoded: `decodeContentEncoding`), and
 * `GET /v1/analytics/summary` (admin token): the count of each event of a project in a time range.
 */
export function registerAnalyticsRoutes(instance: FastifyInstance, context: RouteContext): void {
  const app = typed(instance);
  const { db } = context;

  app.get(
    '/getAnalyticsConfig',
    { schema: { querystring: querySchema(), response: responses({ 200: ANALYTICS_CONFIG_RESPONSE }) } },
    async (request) => ({ isAnalyticsEnabled: request.project?.analytics === true }),
  );

  const eventSchema = {
    querystring: querySchema(),
    body: EVENT_BODY,
    response: responses({ 202: SUCCESS_BODY }, [403]),
  } as const;
  const decode = decodeContentEncoding(context.config.bodyLimitBytes);
  app.post('/e', { schema: eventSchema, preParsing: decode }, async (request, reply) => {
    const project = request.project;
    if (project === undefined || !project.analytics) {
      throw new ServiceError(
        403,
        'analytics_disabled',
        'Analytics is disabled for this project: enable it in the server configuration',
      );
    }
    if (Buffer.byteLength(JSON.stringify(request.body.props)) > MAX_PROPS_BYTES) {
      throw new ServiceError(
        413,
        'props_too_large',
        `"props" must be at most ${MAX_PROPS_BYTES} bytes of JSON`,
      );
    }
    await storeEvent(db, {
      projectId: project.id,
      event: request.body,
      sdkType: request.query.st,
      sdkVersion: request.query.sv,
    });
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
        response: responses({ 200: SUMMARY_RESPONSE }, [401, 501]),
      },
    },
    async (request) => {
      requireAdmin(request, context.config.adminToken);
      const { query } = request;
      const from = Number(query.from ?? 0);
      const to = Number(query.to ?? Number.MAX_SAFE_INTEGER);
      const events = await countEvents(db, { projectId: query.projectId, from, to });
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
