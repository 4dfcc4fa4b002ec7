import { type Address, getAddress, isAddress } from 'viem';
import { badRequest } from './service-error.js';

/**
 * Typed reads of request parameters (query string or JSON body) that throw a 400 `ServiceError` naming the
 * parameter when it is missing or malformed. One instance per source.
 */
export type Params = {
  /** A required non-empty string (trimmed). */
  string(name: string): string;
  /** An optional string; `undefined` when absent or empty. */
  optionalString(name: string): string | undefined;
  /** A required EVM address (any case; EIP-55 checked when mixed case), returned checksummed. */
  address(name: string): Address;
  /** An optional EVM address. */
  optionalAddress(name: string): Address | undefined;
  /** An integer in `[min, max]`, or `fallback` when absent. */
  integer(name: string, options: { min: number; max: number; fallback?: number }): number;
  /** A non-negative integer in base units, as a decimal string (e.g. `"1000000"`). */
  amount(name: string): bigint;
  /** An optional boolean: `true`/`false` (or `1`/`0` in a query string). */
  boolean(name: string): boolean | undefined;
  /** The raw value, for shapes the caller checks itself (arrays, objects). */
  raw(name: string): unknown;
};

/** Parameters from a query string. */
export function queryParams(query: URLSearchParams): Params {
  return createParams((name) => query.get(name) ?? undefined);
}

/**
 * Parameters from a JSON body (must be an object).
 * @throws {ServiceError} 400 when the body is not a JSON object.
 */
export function bodyParams(body: unknown): Params {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object', 'invalid_body');
  }
  const record = body as Record<string, unknown>;
  return createParams((name) => record[name]);
}

/**
 * An EVM address in a path segment (any case), checksummed.
 * @throws {ServiceError} 400 when it is not one.
 */
export function addressSegment(value: string | undefined): Address {
  if (value === undefined || !isAddress(value, { strict: false })) {
    throw badRequest(`Not an EVM address: ${value ?? ''}`);
  }
  return getAddress(value);
}

const DECIMAL_INTEGER = /^\d{1,78}$/;

function createParams(get: (name: string) => unknown): Params {
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
  const toAddress = (name: string, value: string): Address => {
    if (!isAddress(value, { strict: false })) throw badRequest(`"${name}" is not an EVM address: ${value}`);
    const lower = value.slice(2);
    if (lower !== lower.toLowerCase() && lower !== lower.toUpperCase() && !isAddress(value)) {
      throw badRequest(`"${name}" fails its EIP-55 checksum: ${value}`);
    }
    return getAddress(value);
  };
  return {
    string: required,
    optionalString: text,
    address: (name) => toAddress(name, required(name)),
    optionalAddress: (name) => {
      const value = text(name);
      return value === undefined ? undefined : toAddress(name, value);
    },
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
    amount(name) {
      const value = required(name);
      if (!DECIMAL_INTEGER.test(value)) {
        throw badRequest(`"${name}" must be a non-negative integer amount in base units, got ${value}`);
      }
      const amount = BigInt(value);
      if (amount >= 2n ** 256n) throw badRequest(`"${name}" exceeds 2^256-1`);
      return amount;
    },
    boolean(name) {
      const value = text(name);
      if (value === undefined) return undefined;
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0') return false;
      throw badRequest(`"${name}" must be true or false, got ${value}`);
    },
    raw: get,
  };
}
