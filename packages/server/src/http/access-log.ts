import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeLabel } from './route-label.js';

const refusals = new WeakMap<FastifyRequest, string>();

/** Notes the error code a request was refused with, for its access line (instead of a line of its own). */
export function noteRefusal(request: FastifyRequest, code: string): void {
  refusals.set(request, code);
}

/**
 * One compact access line per completed request, at `info` (none at `warn` and above), in place of Fastify's
 * two (`disableRequestLogging`): `{ reqId, method, route, status, ms, code? }`. `route` is the route pattern
 * (`/v1/sessions/:address`, or `unknown`), never the URL: no path or query value (an address, a project id) and
 * no header is logged. `code` is the error code of a refusal.
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const code = refusals.get(request);
    const line = {
      method: request.method,
      route: routeLabel(request),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 100) / 100,
      ...(code === undefined ? {} : { code }),
    };
    request.log.info(line, 'request');
    done();
  });
}
