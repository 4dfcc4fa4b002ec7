import { ServiceError } from '../errors.js';

/** The database did not answer within one of the `database` limits (connect, acquire, statement). */
export class DatabaseTimeoutError extends Error {
  override name = 'DatabaseTimeoutError';
}

/** Seconds a client is told to wait (`Retry-After`) before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_S = 5;

/** The message of the 503 `database_unavailable` answer (documented in docs/server.md). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not answering; retry shortly';

/** Node's socket errors of a database that is down or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** `pg`'s own messages for a connection that failed or a server that did not answer. */
const PG_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
];

/**
 * SQLSTATEs of a database that cannot serve now: class 08 (connection exception), 57014 (the statement was
 * cancelled: `statement_timeout`), 57P01–57P03 (shutting down, crashed, starting up), 53300 (too many
 * connections).
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || code === '57014' || /^57P0[1-3]$/.test(code) || code === '53300';
}

/** Whether `error` (or its cause) says the database is away or too slow, rather than a bug or bad data. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if (error instanceof DatabaseTimeoutError) return true;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableState(code)))
  )
    return true;
  if (PG_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/**
 * The answer to a request that failed because the database is away: 503 `database_unavailable` with
 * `Retry-After`, or `undefined` when `error` is not a database failure of that kind.
 */
export function databaseUnavailableError(error: unknown): ServiceError | undefined {
  if (!isDatabaseUnavailable(error)) return undefined;
  const answer = new ServiceError(503, 'database_unavailable', DATABASE_UNAVAILABLE_MESSAGE, {
    headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_S) },
  });
  answer.cause = error;
  return answer;
}
