import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BadRequestError, ForbiddenProjectError, ServiceError } from '../errors.js';
import { isOriginAllowed } from './origins.js';
import type { ProjectRegistry } from './project-registry.js';
import { WindowCounter } from './window-counter.js';

const ALLOWED_METHODS = 'GET, POST, OPTIONS';
const EXPOSED_HEADERS = 'Retry-After, Content-Type, X-Request-Id';

function projectIdOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const id = query?.projectId;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** A POST's `projectId` from its JSON body (the contract allows it there; `/v1/fungible/price` sends it so). */
function bodyProjectIdOf(request: FastifyRequest): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  const id = typeof body === 'object' && body !== null ? body.projectId : undefined;
  return typeof id === 'string' && id !== '' && id.length <= 100 ? id : undefined;
}

function allowOrigin(reply: FastifyReply, origin: string): void {
  reply.header('Access-Control-Allow-Origin', origin);
  reply.header('Vary', 'Origin');
  reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

/**
 * The project check of every contract request, before its body is read (for a POST without `projectId` in
 * its query: from its JSON body, once parsed, before the body is validated): `projectId` is required (400
 * `missing_project_id`), must be a known project (403 `invalid key`), and a browser's `Origin` must be one of
 * the project's allowed origins (403 `origin not allowed`; the 403 still carries CORS headers so that the page
 * can read the message and show its alert). Answers CORS preflights (`OPTIONS`) by the same rules, and counts
 * the request against the project's rate limit (429 `rate_limited` with `Retry-After`).
 */
export function registerProjectGuard(
  app: FastifyInstance,
  options: { projects: ProjectRegistry; perProjectPerMinute: number },
): void {
  const counter = new WindowCounter({ limit: options.perProjectPerMinute, windowMs: 60_000 });
  const check = async (request: FastifyRequest, reply: FastifyReply, id: string | undefined) => {
    const preflight = request.method === 'OPTIONS';
    const origin = request.headers.origin;
    if (id === undefined) {
      if (origin !== undefined) allowOrigin(reply, origin);
      throw new BadRequestError('"projectId" is required', 'missing_project_id');
    }
    const project = await options.projects.get(id);
    if (origin !== undefined) allowOrigin(reply, origin);
    if (project === undefined) throw new ForbiddenProjectError('invalid key');
    if (origin !== undefined && !isOriginAllowed(origin, project.allowedOrigins)) {
      throw new ForbiddenProjectError('origin not allowed');
    }
    const retryAfter = counter.hit(project.id);
    if (retryAfter !== undefined) {
      throw new ServiceError(429, 'rate_limited', `Too many requests for project ${project.id}`, {
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
    request.project = project;
    if (preflight) {
      reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
      reply.header(
        'Access-Control-Allow-Headers',
        request.headers['access-control-request-headers'] ?? 'content-type',
      );
      reply.header('Access-Control-Max-Age', '600');
    }
  };
  const deferred = new WeakSet<FastifyRequest>();
  // Callback hooks (a promise per hook on every request is measurable, BENCHMARK.md); `check` is async.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config?.project === 'own') return done();
    if (request.method !== 'OPTIONS' && request.routeOptions.config?.project === 'none') return done();
    const id = projectIdOf(request);
    // A POST without one in its query may carry it in its JSON body: checked once the body is parsed.
    if (id === undefined && request.method === 'POST') {
      deferred.add(request);
      return done();
    }
    check(request, reply, id).then(() => done(), done);
  });
  app.addHook('preValidation', (request, reply, done) => {
    if (!deferred.has(request)) return done();
    check(request, reply, bodyProjectIdOf(request)).then(() => done(), done);
  });
  // Every preflight that passed the checks above is answered here.
  app.options('/*', async (_request, reply) => reply.code(204).send());
}
