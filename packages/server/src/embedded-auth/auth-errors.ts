import { ServiceError } from '../errors.js';

/** The cooldown text of core's `emailCooldown` (core/src/errors/toast-messages.ts, spec §8). */
export const cooldownMessage = (seconds: number) => `Please try again after ${seconds} seconds`;

/** 429: a code was sent to this address less than the cooldown ago. */
export class CooldownError extends ServiceError {
  override name = 'CooldownError';
  constructor(retryAfterSeconds: number) {
    super(429, 'email_cooldown', cooldownMessage(retryAfterSeconds), {
      extra: { retryAfterSeconds },
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
}

/** 400: a wrong, expired, used or locked code (one message for all: it tells an attacker nothing). */
export class InvalidCodeError extends ServiceError {
  override name = 'InvalidCodeError';
  constructor(locked: boolean) {
    super(
      400,
      locked ? 'code_locked' : 'invalid_code',
      locked ? 'Too many wrong codes: request a new code' : 'The code is wrong or has expired',
    );
  }
}

/** 401: no session, or its access token is expired, not yet valid, or revoked. */
export class SessionError extends ServiceError {
  override name = 'SessionError';
  constructor(
    message: 'JWT token not yet valid' | 'Session Expired' | 'A session is required',
    code: string,
  ) {
    super(401, code, message);
  }
}

/** 403: the app origin (or the browser's) is not allowed for the project (core: 'Invalid App Configuration'). */
export class OriginNotAllowedError extends ServiceError {
  override name = 'OriginNotAllowedError';
  constructor() {
    super(403, 'origin_not_allowed', 'origin not allowed', { extra: { message: 'origin not allowed' } });
  }
}

/** 503: the SMTP relay refused or did not answer; the code was not sent and the cooldown not spent. */
export class MailUnavailableError extends ServiceError {
  override name = 'MailUnavailableError';
  constructor(cause: unknown) {
    super(503, 'email_unavailable', 'The e-mail could not be sent; please try again in a moment');
    this.cause = cause;
  }
}
