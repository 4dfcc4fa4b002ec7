/**
 * A request the server refuses: rendered as `status` with the contract's body `{ error: { code, message } }`
 * (plus `extra` top-level fields). Route handlers and hooks throw it; the error handler renders it.
 */
export class ServiceError extends Error {
  override name = 'ServiceError';
  readonly status: number;
  /** Stable machine-readable code, e.g. `invalid_param`. */
  readonly code: string;
  /** Extra top-level body fields (the 403 bodies repeat `message` so that the modal maps them to an alert). */
  readonly extra: Readonly<Record<string, unknown>>;
  /** Response headers to send with it (e.g. `Retry-After`). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    code: string,
    message: string,
    options: { extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }
}

/** 400: a parameter is missing or malformed. */
export class BadRequestError extends ServiceError {
  override name = 'BadRequestError';
  constructor(message: string, code = 'invalid_param') {
    super(400, code, message);
  }
}

/** 404: an unknown route or resource. */
export class NotFoundError extends ServiceError {
  override name = 'NotFoundError';
  constructor(message: string, code = 'not_found') {
    super(404, code, message);
  }
}

/**
 * 403 the modal maps to "Invalid App Configuration": an unknown project id (`invalid key`) or a browser origin
 * the project does not allow (`origin not allowed`). The phrase is both the top-level and the error message.
 */
export class ForbiddenProjectError extends ServiceError {
  override name = 'ForbiddenProjectError';
  constructor(reason: 'invalid key' | 'origin not allowed') {
    super(403, 'invalid_key', reason, { extra: { message: reason } });
  }
}

/** 401: a signature that the address did not make. */
export class InvalidSignatureError extends ServiceError {
  override name = 'InvalidSignatureError';
  constructor(message: string) {
    super(401, 'invalid_signature', message);
  }
}

/** 401: an admin route called without the configured admin token. */
export class UnauthorizedError extends ServiceError {
  override name = 'UnauthorizedError';
  constructor(message: string) {
    super(401, 'unauthorized', message);
  }
}

/** 409: the resource exists already and belongs to someone else (a name taken). */
export class ConflictError extends ServiceError {
  override name = 'ConflictError';
  constructor(message: string, code: string) {
    super(409, code, message);
  }
}

/** 501: a feature whose upstream (RPC, indexer, quoter, on-ramp provider) this server has not configured. */
export class NotConfiguredError extends ServiceError {
  override name = 'NotConfiguredError';
  constructor(feature: string) {
    super(501, 'not_configured', `${feature} is not configured on this server`);
  }
}

/** The server's configuration is invalid; `field` names the bad setting (`projects[0].allowedOrigins`). */
export class ConfigError extends Error {
  override name = 'ConfigError';
  readonly field: string;
  constructor(field: string, problem: string) {
    super(`Invalid configuration: ${field} ${problem}`);
    this.field = field;
  }
}

/**
 * 502: an upstream the server relies on (a chain's JSON-RPC node, a history API, a swap quoter, an on-ramp
 * provider, a price source) failed or did not answer; nothing is made up in its place. `upstream` names it
 * (`the JSON-RPC node of eip155:1`); the subclasses word the message for their upstream. Never carries an
 * upstream's URL (it may hold an API key); the cause is kept for the log.
 */
export class UpstreamError extends ServiceError {
  override name = 'UpstreamError';
  readonly upstream: string;
  constructor(
    upstream: string,
    problem: string,
    options: { code?: string; message?: string; cause?: unknown } = {},
  ) {
    super(502, options.code ?? 'upstream_unavailable', options.message ?? `${upstream} failed: ${problem}`);
    this.upstream = upstream;
    if (options.cause !== undefined) this.cause = options.cause;
  }
}
