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

/** How long a readiness result is served before the database is asked again. */
export const READINESS_CACHE_MS = 1_000;
/** The readiness probe's own bound: a database slower than this is reported unreachable. */
export const READINESS_PROBE_TIMEOUT_MS = 900;

type Readiness = { ready: true } | { ready: false; status: string; error?: unknown };

/**
 * The database's readiness, asked at most once a second: concurrent callers share one probe, and a result
 * is kept `READINESS_CACHE_MS` (so a load balancer polling `/readyz` does not query the database each call).
 * A probe waits at most `READINESS_PROBE_TIMEOUT_MS`.
 */
function cachedReadiness(db: Kysely<Database>, now: () => number): () => Promise<Readiness> {
  let last: { at: number; result: Promise<Readiness> } | undefined;
  const probe = async (): Promise<Readiness> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer in ${READINESS_PROBE_TIMEOUT_MS} ms`)),
        READINESS_PROBE_TIMEOUT_MS,
      );
    });
    try {
      const current = await Promise.race([isSchemaCurrent(db), timeout]);
      return current ? { ready: true } : { ready: false, status: 'migrations pending' };
    } catch (error) {
      return { ready: false, status: 'database unreachable', error };
    } finally {
      clearTimeout(timer);
    }
  };
  return () => {
    const at = now();
    if (last === undefined || at - last.at >= READINESS_CACHE_MS) {
      const result = probe();
      last = { at, result };
      // The next second starts when the answer is in, so that a slow probe is not repeated back to back.
      void result.then(() => {
        if (last?.result === result) last.at = now();
      });
    }
    return last.result;
  };
}

/**
 * `GET /healthz`: the process is up (200 `{ status: 'ok' }`). `GET /readyz`: the database answers and every
 * migration is applied, and the server is not shutting down (200 `{ status: 'ready' }`, else 503 with the
 * reason), for a load balancer to route by. Its database result is cached for a second and its probe bounded
 * (under a second), so it answers within a second even while the database is away. Neither needs a project id.
 */
export function registerHealthRoutes(
  instance: FastifyInstance,
  options: { db: Kysely<Database>; isClosing: () => boolean; now?: () => number },
): void {
  const app = typed(instance);
  const probe = {
    config: { project: 'none' },
    schema: { response: responses({ 200: STATUS, 503: STATUS }) },
  } as const;
  const readiness = cachedReadiness(options.db, options.now ?? Date.now);
  app.get('/healthz', probe, async () => ({ status: 'ok' }));
  app.get('/readyz', probe, async (request, reply) => {
    if (options.isClosing()) return reply.code(503).send({ status: 'closing' });
    const result = await readiness();
    if (result.ready) return { status: 'ready' };
    if (result.error !== undefined)
      request.log.warn({ err: result.error }, 'readiness check: database unreachable');
    return reply.code(503).send({ status: result.status });
  });
}
