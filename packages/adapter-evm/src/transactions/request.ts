import {
  type AccessList,
  type AdapterTransactionRequest,
  MESSAGES,
  type TransactionRequestFields,
  type TransactionType,
  ValidationError,
} from '@walletdock/core';

/**
 * An EVM transaction request (spec §3 "Transaction request"): quantities in wei as bigints, `nonce` and
 * `chainId` as numbers, `type` by name.
 */
export type EvmTransactionRequest = TransactionRequestFields;

/** What callers may pass: our own request or core's `AdapterTransactionRequest` (fields of unknown type). */
export type TransactionRequestInput = EvmTransactionRequest | AdapterTransactionRequest;

const QUANTITY_FIELDS = Object.freeze([
  'value',
  'gas',
  'gasPrice',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
  'maxFeePerBlobGas',
] as const);

const LIST_FIELDS = Object.freeze([
  'accessList',
  'blobs',
  'blobVersionedHashes',
  'authorizationList',
] as const);

const OTHER_FIELDS = Object.freeze(['from', 'to', 'data', 'nonce', 'chainId', 'type'] as const);

const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;
const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/;

/**
 * Reads a transaction request of unknown field types into an {@link EvmTransactionRequest}. Quantities may be
 * bigints, safe non-negative integers or `0x` hex quantities; `nonce` a safe integer, bigint or hex quantity.
 * Fields set to `undefined` are left out. The spec's rules (addresses, fees, types, access lists, blobs) are
 * checked afterwards by core's `assertTransactionRequest`.
 *
 * @throws {ValidationError} for an unknown field or a field of the wrong kind.
 */
export function normalizeTransactionRequest(input: TransactionRequestInput): EvmTransactionRequest {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ValidationError('A transaction request must be an object');
  }
  const known: readonly string[] = [...QUANTITY_FIELDS, ...LIST_FIELDS, ...OTHER_FIELDS];
  const fields = input as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (!known.includes(key)) throw new ValidationError(`Unknown transaction field "${key}"`);
  }
  const request: EvmTransactionRequest = {};
  for (const field of QUANTITY_FIELDS) {
    const value = fields[field];
    if (value !== undefined) request[field] = toQuantity(value, field);
  }
  for (const field of ['value', 'gas', 'maxFeePerBlobGas'] as const) {
    const value = request[field];
    if (value !== undefined && value < 0n) throw new ValidationError(`${field} cannot be negative`);
  }
  const { from, to, data, nonce, chainId, type } = fields;
  if (from !== undefined) request.from = expectString(from, 'from');
  if (to !== undefined) request.to = to === null ? null : expectString(to, 'to');
  if (data !== undefined) {
    if (typeof data !== 'string' || !HEX_DATA.test(data)) {
      throw new ValidationError('data must be 0x-prefixed hex bytes');
    }
    request.data = data;
  }
  if (nonce !== undefined) {
    const value = toQuantity(nonce, 'nonce');
    if (value < 0n || value > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new ValidationError('nonce must be a non-negative safe integer');
    }
    request.nonce = Number(value);
  }
  if (chainId !== undefined) {
    if (typeof chainId !== 'number') throw new ValidationError(MESSAGES.invalidChainId);
    request.chainId = chainId;
  }
  if (type !== undefined) request.type = expectString(type, 'type') as TransactionType;
  const { accessList, blobs, blobVersionedHashes, authorizationList } = fields;
  if (accessList !== undefined) request.accessList = expectArray(accessList, 'accessList') as AccessList;
  if (blobs !== undefined) request.blobs = expectArray(blobs, 'blobs') as readonly string[];
  if (blobVersionedHashes !== undefined) {
    request.blobVersionedHashes = expectArray(
      blobVersionedHashes,
      'blobVersionedHashes',
    ) as readonly string[];
  }
  if (authorizationList !== undefined) {
    request.authorizationList = expectArray(authorizationList, 'authorizationList');
  }
  return request;
}

function toQuantity(value: unknown, field: string): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && HEX_QUANTITY.test(value)) return BigInt(value);
  throw new ValidationError(`${field} must be a bigint, a safe integer or a 0x hex quantity`);
}

function expectString(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new ValidationError(`${field} must be a string`);
  return value;
}

function expectArray(value: unknown, field: string): readonly unknown[] {
  if (!Array.isArray(value)) throw new ValidationError(`${field} must be an array`);
  return value;
}
