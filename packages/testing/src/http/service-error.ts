/**
 * A request the services server refuses: rendered as `status` with the JSON body `{ error: { code, message } }`.
 * Route handlers throw it; the server turns it into the response.
 */
export class ServiceError extends Error {
  override name = 'ServiceError';
  /** HTTP status code (4xx). */
  readonly status: number;
  /** Stable machine-readable code, e.g. `invalid_param`. */
  readonly code: string;
  /** Extra top-level fields of the body (e.g. `{ message: 'invalid key' }` for the 403 core maps to an alert). */
  readonly extra: Readonly<Record<string, unknown>>;

  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

/** 400 for a malformed or missing parameter. */
export function badRequest(message: string, code = 'invalid_param'): ServiceError {
  return new ServiceError(400, code, message);
}

/** 404 for an unknown route or an unknown resource. */
export function notFound(message: string, code = 'not_found'): ServiceError {
  return new ServiceError(404, code, message);
}
