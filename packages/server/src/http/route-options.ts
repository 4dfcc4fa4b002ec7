import 'fastify';

/** How a route treats the `projectId` query parameter. */
/** `own`: the route checks its project and origins itself (the embedded wallet's auth routes, preflights too). */
export type ProjectRequirement = 'required' | 'none' | 'own';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `none`: the route needs no project id (health checks). Default `required`. */
    project?: ProjectRequirement;
  }
  interface FastifyRequest {
    /** The project of the request (set by the project guard for routes that require one). */
    project?: import('./project-registry.js').Project;
  }
}

/** The common query parameters of every contract request, for the JSON schemas of the routes. */
export const COMMON_QUERY = {
  projectId: { type: 'string', minLength: 1, maxLength: 100 },
  st: { type: 'string', maxLength: 100 },
  sv: { type: 'string', maxLength: 100 },
} as const;

/** A query-string schema: the common parameters plus the route's own (all strings: nothing is coerced). */
export function querySchema<
  const P extends Record<string, object> = Record<never, never>,
  const R extends readonly string[] = readonly [],
>(
  properties?: P,
  required?: R,
): {
  type: 'object';
  properties: typeof COMMON_QUERY & P;
  required: R;
  additionalProperties: true;
} {
  return {
    type: 'object',
    properties: { ...COMMON_QUERY, ...(properties ?? ({} as P)) },
    required: required ?? ([] as unknown as R),
    additionalProperties: true,
  };
}

/** An EVM address in a path or body (its checksum is checked by the handler). */
export const ADDRESS_SCHEMA = { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' } as const;
