import type { FastifyReply, FastifyRequest } from 'fastify';
import { BadRequestError, ForbiddenProjectError } from '../errors.js';
import { isOriginAllowed } from '../http/origins.js';
import type { Project, ProjectRegistry } from '../http/project-registry.js';
import { OriginNotAllowedError } from './auth-errors.js';

/** The header in which the frame names the dApp origin it verified (its parent's `event.origin`). */
export const APP_ORIGIN_HEADER = 'x-walletdock-app-origin';
const ALLOWED_HEADERS = 'content-type, authorization, x-walletdock-app-origin';

/**
 * The check of every `/auth/v1/*` request: `projectId` names a known project; the browser's `Origin`, when
 * sent, is the frame origin (the only one CORS answers); the dApp origin the frame names is one of the
 * project's allowed origins. Anything else is 403 `origin_not_allowed` before any work (no e-mail is sent).
 */
export function authOriginGuard(registry: ProjectRegistry, frameOrigin: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const origin = request.headers.origin?.toLowerCase();
    if (origin === frameOrigin) {
      reply.header('Access-Control-Allow-Origin', frameOrigin);
      reply.header('Vary', 'Origin');
      reply.header('Access-Control-Expose-Headers', 'Retry-After, Content-Type, X-Request-Id');
    }
    if (origin !== undefined && origin !== frameOrigin) throw new OriginNotAllowedError();
    if (request.method === 'OPTIONS') {
      reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, OPTIONS');
      reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      reply.header('Access-Control-Max-Age', '600');
      return;
    }
    const id = (request.query as Record<string, unknown> | undefined)?.projectId;
    if (typeof id !== 'string' || id === '' || id.length > 100)
      throw new BadRequestError('"projectId" is required', 'missing_project_id');
    const project = await registry.get(id);
    if (project === undefined) throw new ForbiddenProjectError('invalid key');
    const appOrigin = request.headers[APP_ORIGIN_HEADER];
    if (typeof appOrigin !== 'string' || !isOriginAllowed(appOrigin, project.allowedOrigins))
      throw new OriginNotAllowedError();
    request.project = project;
  };
}

/** The project the guard checked (every auth route runs behind it). */
export function projectOf(request: FastifyRequest): Project {
  const project = request.project;
  if (project === undefined) throw new Error('the auth origin guard did not run for this route');
  return project;
}
