import type { TransactionType } from '@walletdock/core';
import { numberToHex } from '../utils/hex.js';
import type { EvmTransactionRequest } from './request.js';

/** The EIP-2718 type byte of each transaction type, as sent in `type`. */
export const RPC_TRANSACTION_TYPES: Readonly<Record<TransactionType, `0x${string}`>> = Object.freeze({
  legacy: '0x0',
  eip2930: '0x1',
  eip1559: '0x2',
  eip4844: '0x3',
  eip7702: '0x4',
});

/**
 * A transaction request as the `eth_sendTransaction` / `eth_estimateGas` object of EIP-1474: quantities as
 * hex, `type` as its type byte, bigints inside an authorization list as hex. Undefined fields are left out.
 */
export function toRpcTransaction(request: EvmTransactionRequest): Record<string, unknown> {
  const rpc: Record<string, unknown> = {};
  if (request.from !== undefined) rpc.from = request.from;
  if (request.to !== undefined && request.to !== null) rpc.to = request.to;
  if (request.data !== undefined) rpc.data = request.data;
  for (const field of [
    'value',
    'gas',
    'gasPrice',
    'maxFeePerGas',
    'maxPriorityFeePerGas',
    'maxFeePerBlobGas',
  ] as const) {
    const value = request[field];
    if (value !== undefined) rpc[field] = numberToHex(value);
  }
  if (request.nonce !== undefined) rpc.nonce = numberToHex(request.nonce);
  if (request.chainId !== undefined) rpc.chainId = numberToHex(request.chainId);
  if (request.type !== undefined) rpc.type = RPC_TRANSACTION_TYPES[request.type];
  if (request.accessList !== undefined) rpc.accessList = request.accessList;
  if (request.blobs !== undefined) rpc.blobs = request.blobs;
  if (request.blobVersionedHashes !== undefined) rpc.blobVersionedHashes = request.blobVersionedHashes;
  if (request.authorizationList !== undefined) {
    rpc.authorizationList = request.authorizationList.map(bigintsToHex);
  }
  return rpc;
}

/** Fields of an EIP-7702 authorization that are quantities even when given as numbers. */
const AUTHORIZATION_QUANTITIES: readonly string[] = Object.freeze(['chainId', 'nonce', 'yParity', 'v']);

function bigintsToHex(value: unknown): unknown {
  if (typeof value === 'bigint') return numberToHex(value);
  if (Array.isArray(value)) return value.map(bigintsToHex);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        typeof item === 'number' && AUTHORIZATION_QUANTITIES.includes(key) && Number.isSafeInteger(item)
          ? numberToHex(item)
          : bigintsToHex(item),
      ]),
    );
  }
  return value;
}
