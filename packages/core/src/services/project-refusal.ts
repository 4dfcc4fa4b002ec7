import * as ALERTS from '../errors/alert-texts.js';
import { HttpError, type HttpErrorOptions } from '../errors/http-error.js';
import type { AlertId } from '../errors/messages.js';

// The services' refusal of a project (docs/services.md "Errors and retries"): a 403 whose body is the services'
// error body with code `invalid_key`, or whose message says "invalid key" or "origin not allowed" (spec §8
// "Server messages mapped"). Every later request with the same project id gets the same answer, so it is not
// retried; a bare 403 (a CDN, a proxy, a chain node: spec §7 retries those) is not a refusal. The HTTP layer
// loads this module with import() on a 403 only, so that it is not in an app's initial bundle.

/** Why the services refused the project. */
export type ProjectRefusalReason = 'invalid key' | 'origin not allowed';

type ErrorBody = { message?: unknown; error?: { code?: unknown; message?: unknown } };

/**
 * The refusal a response stands for: `'origin not allowed'` or `'invalid key'` for a 403 with the services'
 * refusal body, `undefined` for anything else (another status, a bare 403, "JWT token not yet valid").
 */
export function projectRefusalReason(status: number, body: unknown): ProjectRefusalReason | undefined {
  if (status !== 403 || typeof body !== 'object' || body === null) return undefined;
  const { message, error } = body as ErrorBody;
  const inner = typeof error === 'object' && error !== null ? error : {};
  const text = [message, inner.message]
    .filter((part): part is string => typeof part === 'string')
    .join('\n')
    .toLowerCase();
  if (text.includes('origin not allowed')) return 'origin not allowed';
  if (text.includes('invalid key') || inner.code === 'invalid_key') return 'invalid key';
  return undefined;
}

/** The developer-facing sentence of a refusal: what was refused, by whom, and what to change. */
export function projectRefusalMessage(options: {
  reason: ProjectRefusalReason;
  projectId: string;
  serviceOrigin: string;
}): string {
  const { reason, projectId, serviceOrigin } = options;
  if (reason === 'origin not allowed') {
    return (
      `The services at ${serviceOrigin} refused this page's origin for the project id "${projectId}" ` +
      "(origin not allowed): add the page's origin to the project's allowed origins"
    );
  }
  return (
    `The services at ${serviceOrigin} do not accept the project id "${projectId}" (invalid key): set ` +
    '`projectId` to a project id they accept'
  );
}

/**
 * The services refused the project id (or the page's origin for it): a 403 `HttpError` whose message names the
 * cause. It calls for the "Invalid App Configuration" alert (spec §8; `alert`). It is not retried, and the HTTP
 * client that received it answers every later request with it, without sending any.
 */
export class ProjectRefusedError extends HttpError {
  override name = 'ProjectRefusedError';
  readonly reason: ProjectRefusalReason;
  readonly projectId: string;
  /** The alert to show: Invalid App Configuration. */
  readonly alert: AlertId = ALERTS.invalidAppConfiguration.id;

  constructor(
    options: HttpErrorOptions & { reason: ProjectRefusalReason; projectId: string; serviceOrigin: string },
  ) {
    super(options);
    this.reason = options.reason;
    this.projectId = options.projectId;
    const shortMessage = projectRefusalMessage(options);
    // HttpError's headline is the status; this one names the cause (the status stays in `status`).
    Object.assign(this, {
      shortMessage,
      message: this.details === undefined ? shortMessage : `${shortMessage}\n\nDetails: ${this.details}`,
    });
  }
}

/** The `ProjectRefusedError` an `HttpError` stands for, or `undefined` when it is no refusal of the project. */
export function projectRefusal(
  error: HttpError,
  service: { projectId: string; baseUrl: string },
): ProjectRefusedError | undefined {
  const reason = projectRefusalReason(error.status, error.body);
  if (reason === undefined) return undefined;
  return new ProjectRefusedError({
    status: error.status,
    statusText: error.statusText,
    url: error.url,
    body: error.body,
    retryAfterSeconds: error.retryAfterSeconds,
    reason,
    projectId: service.projectId,
    serviceOrigin: new URL(service.baseUrl).origin,
  });
}
