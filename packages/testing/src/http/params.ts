import { badRequest } from './service-error.js';

/**
 * Typed reads of a JSON body's fields that throw a 400 `ServiceError` naming the field when it is missing or
 * malformed.
 */
export type Params = {
  /** A required non-empty string (trimmed). */
  string(name: string): string;
  /** An integer in `[min, max]`, or `fallback` when absent. */
  integer(name: string, options: { min: number; max: number; fallback?: number }): number;
  /** The raw value, for shapes the caller checks itself (booleans, unions). */
  raw(name: string): unknown;
};

/**
 * Parameters from a JSON body (must be an object).
 * @throws {ServiceError} 400 when the body is not a JSON object.
 */
export function bodyParams(body: unknown): Params {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object', 'invalid_body');
  }
  const record = body as Record<string, unknown>;
  const get = (name: string) => record[name];
  const text = (name: string): string | undefined => {
    const value = get(name);
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'boolean') return String(value);
    if (typeof value !== 'string') throw badRequest(`"${name}" must be a string`);
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  };
  const required = (name: string): string => {
    const value = text(name);
    if (value === undefined) throw badRequest(`"${name}" is required`, 'missing_param');
    return value;
  };
  return {
    string: required,
    integer(name, { min, max, fallback }) {
      const value = text(name);
      if (value === undefined) {
        if (fallback !== undefined) return fallback;
        throw badRequest(`"${name}" is required`, 'missing_param');
      }
      const number = Number(value);
      if (!/^-?\d+$/.test(value) || number < min || number > max) {
        throw badRequest(`"${name}" must be an integer from ${min} to ${max}, got ${value}`);
      }
      return number;
    },
    raw: get,
  };
}
