/**
 * A request one of the stack's own test servers (the fault proxy) refuses: rendered as `status` with the JSON
 * body `{ error: { code, message } }`. Handlers throw it; the server turns it into the response.
 */
export class ServiceError extends Error {
  override name = 'ServiceError';
  /** HTTP status code (4xx). */
  readonly status: number;
  /** Stable machine-readable code, e.g. `invalid_param`. */
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** 400 for a malformed or missing parameter. */
export function badRequest(message: string, code = 'invalid_param'): ServiceError {
  return new ServiceError(400, code, message);
}
