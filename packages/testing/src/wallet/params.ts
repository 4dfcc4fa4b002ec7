import { type Address, getAddress, type Hex, isAddress } from 'viem';
import { ProviderRpcError } from './errors.js';

const QUANTITY = /^0x[0-9a-f]+$/i;
const DATA = /^0x(?:[0-9a-f]{2})*$/i;
const CHAIN_ID = /^0x[1-9a-f][0-9a-f]*$/i;

/** The chain id as the hex quantity EIP-1193 uses (`0x7a69` for 31337). */
export function toChainIdHex(chainId: number): Hex {
  return `0x${chainId.toString(16)}`;
}

/** The positional `params` of `method`, which must be an array of at least `min` items. */
export function positionalParams(method: string, params: unknown, min: number): readonly unknown[] {
  if (!Array.isArray(params) || params.length < min) {
    throw ProviderRpcError.invalidParams(
      `${method} expects an array of at least ${min} parameter${min === 1 ? '' : 's'}.`,
    );
  }
  return params;
}

/** A plain object, else -32602 naming `what`. */
export function expectObject(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw ProviderRpcError.invalidParams(`${what} must be an object.`);
  }
  return value as Record<string, unknown>;
}

/** An address (any case), returned checksummed; else -32602 naming `what`. */
export function parseAddress(value: unknown, what: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    throw ProviderRpcError.invalidParams(`${what} must be an address, got ${describeValue(value)}.`);
  }
  return getAddress(value);
}

/** A hex quantity (`0x…`), as a bigint; else -32602 naming `what`. */
export function parseQuantity(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !QUANTITY.test(value)) {
    throw ProviderRpcError.invalidParams(`${what} must be a hex quantity, got ${describeValue(value)}.`);
  }
  return BigInt(value);
}

/** Hex-encoded bytes (`0x` plus an even number of hex digits); else -32602 naming `what`. */
export function parseData(value: unknown, what: string): Hex {
  if (typeof value !== 'string' || !DATA.test(value)) {
    throw ProviderRpcError.invalidParams(`${what} must be hex-encoded bytes, got ${describeValue(value)}.`);
  }
  return value as Hex;
}

/**
 * A chain id as EIP-3085/EIP-3326 require it: a `0x`-prefixed hex string without leading zeros, at most
 * `Number.MAX_SAFE_INTEGER`; else -32602.
 */
export function parseChainIdHex(value: unknown, what = 'chainId'): number {
  if (typeof value !== 'string' || !CHAIN_ID.test(value)) {
    throw ProviderRpcError.invalidParams(
      `${what} must be a 0x-prefixed hexadecimal string without leading zeros, got ${describeValue(value)}.`,
    );
  }
  const chainId = Number.parseInt(value.slice(2), 16);
  if (!Number.isSafeInteger(chainId)) {
    throw ProviderRpcError.invalidParams(`${what} ${value} exceeds the largest safe chain id.`);
  }
  return chainId;
}

/** Rejects keys of `object` that are not in `allowed` with -32602. */
export function rejectUnknownKeys(
  object: Record<string, unknown>,
  allowed: readonly string[],
  what: string,
): void {
  const unknown = Object.keys(object).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    throw ProviderRpcError.invalidParams(`${what} has unexpected keys: ${unknown.join(', ')}.`);
  }
}

/** A short description of a value for error messages. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}...` : value);
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}
