/**
 * The contract's error body, one schema for every route's 4xx and 5xx answers (docs/services.md, Errors and
 * retries): `{ error: { code, message } }`, plus the top-level fields an error may add (the 403 bodies repeat
 * `message`; a `ServiceError`'s `extra`), kept as they are.
 */
export const ERROR_BODY = {
  type: 'object',
  required: ['error'],
  additionalProperties: true,
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      additionalProperties: false,
      properties: { code: { type: 'string' }, message: { type: 'string' } },
    },
    message: { type: 'string' },
  },
} as const;

/** `{ success: true }`, the 2xx body of the routes that only acknowledge. */
export const SUCCESS_BODY = {
  type: 'object',
  required: ['success'],
  additionalProperties: false,
  properties: { success: { type: 'boolean' } },
} as const;

type ErrorStatuses<E extends readonly number[]> = { [S in E[number]]: typeof ERROR_BODY };

/**
 * A route's `response` schemas: its 2xx (and 3xx) bodies `ok`, the error body for the error statuses the route
 * itself answers (`errors`, e.g. 404 `name_not_found`: named so that the route's declaration can be compared
 * with docs/services.md), and the error body for every other 4xx and 5xx (the guards' 400, 403, 413, 415 and
 * 429, a 502 of an upstream, a 500). fast-json-stringify serialises each answer with the schema of its status:
 * a field a schema does not declare is not sent.
 */
export function responses<
  const Ok extends Record<number, object>,
  const E extends readonly number[] = readonly [],
>(ok: Ok, errors?: E): Ok & ErrorStatuses<E> & { '4xx': typeof ERROR_BODY; '5xx': typeof ERROR_BODY } {
  const named = Object.fromEntries((errors ?? []).map((status) => [status, ERROR_BODY])) as ErrorStatuses<E>;
  return { ...ok, ...named, '4xx': ERROR_BODY, '5xx': ERROR_BODY };
}
