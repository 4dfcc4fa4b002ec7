import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseUnavailableError } from '../db/database-availability.js';
import { ServiceError } from '../errors.js';
import { noteRefusal } from './access-log.js';
import { printableMessage } from './printable-message.js';
import { validationMessage } from './validation-message.js';

function send(reply: FastifyReply, error: ServiceError): FastifyReply {
  // Its code goes in the request's one access line.
  noteRefusal(reply.request, error.code);
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send({ ...error.extra, error: { code: error.code, message: printableMessage(error.message) } });
}

/** The contract's error for one of Fastify's own errors (validation, body parsing, rate limit). */
function fromFastifyError(error: FastifyError): ServiceError {
  if (error.validation !== undefined) {
    // A missing parameter is `missing_param`, any other refusal `invalid_param` (docs/services.md, Errors).
    const code = error.validation[0]?.keyword === 'required' ? 'missing_param' : 'invalid_param';
    return new ServiceError(400, code, validationMessage(error.validation, error.validationContext));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ServiceError(413, 'body_too_large', 'The request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ServiceError(415, 'unsupported_media_type', 'The request body must be application/json');
    case 'FST_ERR_BAD_URL':
      return new ServiceError(400, 'invalid_request', 'The URL path is not valid percent-encoding');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ServiceError(414, 'uri_too_long', 'A path parameter is longer than 500 characters');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ServiceError(400, 'invalid_json', 'The request body is not valid JSON');
    default:
      break;
  }
  if (error instanceof SyntaxError)
    return new ServiceError(400, 'invalid_json', 'The request body is not valid JSON');
  const status = error.statusCode ?? 500;
  if (status === 429) return new ServiceError(429, 'rate_limited', 'Too many requests from this address');
  if (status >= 400 && status < 500) return new ServiceError(status, 'invalid_request', error.message);
  return new ServiceError(500, 'internal', 'Internal server error');
}

/**
 * Fastify's `frameworkErrors` option: the errors Fastify meets before a route is found (a path that is not valid
 * percent-encoding, a path parameter over `maxParamLength`), in the contract's error body like every other.
 */
export function renderFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void send(reply, fromFastifyError(error));
}

/**
 * Renders every failure as the contract's error body `{ error: { code, message } }` (the message made
 * printable: `printableMessage`). A 5xx is logged with its
 * cause (never the request body); a refusal's code is in the request's access line (`registerAccessLog`). Unknown paths are 404
 * `not_found`; a known path asked with another method is 405 `method_not_allowed` with an `Allow` header.
 * A request refused by its JSON schema is 400 `missing_param` (a required parameter is absent) or
 * `invalid_param`, with a message naming the field (`validationMessage`).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  const routes: { pattern: RegExp; method: string }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url === '/*') return;
    const source = route.url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+');
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ pattern: new RegExp(`^${source}$`), method });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The database away or too slow (a timeout, a refused connection): 503 with Retry-After, not 500.
    const unavailable = error instanceof ServiceError ? undefined : databaseUnavailableError(error);
    if (unavailable !== undefined) {
      request.log.warn({ err: error }, 'request failed: database unavailable');
      return send(reply, unavailable);
    }
    const serviceError = error instanceof ServiceError ? error : fromFastifyError(error);
    if (serviceError.status >= 500 && !(error instanceof ServiceError))
      request.log.error({ err: error }, 'request failed');
    return send(reply, serviceError);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = routes.filter((route) => route.pattern.test(path)).map((route) => route.method);
    const methods = [...new Set(allowed)].filter((method) => method !== 'HEAD' && method !== 'OPTIONS');
    if (methods.length > 0) {
      // OPTIONS too: every path answers CORS preflights.
      reply.header('Allow', [...methods, 'OPTIONS'].join(', '));
      return send(
        reply,
        new ServiceError(405, 'method_not_allowed', `${request.method} is not allowed on ${path}`),
      );
    }
    return send(reply, new ServiceError(404, 'not_found', `No route ${request.method} ${path}`));
  });
}
