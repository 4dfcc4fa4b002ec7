import { ValidationError } from '@walletdock/core';
import {
  describeValue,
  type Eip1193RequestProvider,
  malformedWalletResponse,
  requestWallet,
} from '../signing/provider.js';
import { type Eip5792Capabilities, isRecord } from './send-calls.js';

/** EIP-5792 status codes by meaning. */
export const CALLS_STATUS = Object.freeze({
  /** 1xx: pending. */
  pending: 100,
  /** 2xx: confirmed, every call succeeded. */
  success: 200,
  /** 4xx: the batch failed off-chain; nothing was included. */
  failure: 400,
  /** 5xx: reverted completely; only changes like gas may be on chain. */
  reverted: 500,
  /** 6xx: reverted partially; some changes may be on chain. */
  partialReverted: 600,
});

/** The family of an EIP-5792 status code. */
export type CallsStatusKind = 'pending' | 'success' | 'failure' | 'reverted' | 'partial-reverted' | 'unknown';

/** A receipt of `wallet_getCallsStatus` (quantities as the wallet sent them). */
export type CallsReceipt = {
  logs: readonly { address: string; data: string; topics: readonly string[] }[];
  status: string;
  blockHash: string;
  blockNumber: string;
  gasUsed: string;
  transactionHash: string;
};

export type GetCallsStatusResult = {
  version: string | undefined;
  id: string;
  chainId: number | undefined;
  /** The EIP-5792 status code (100, 200, 400, 500, 600, …). */
  status: number;
  /** The family of `status`. */
  statusKind: CallsStatusKind;
  atomic: boolean | undefined;
  receipts: readonly CallsReceipt[];
  capabilities: Eip5792Capabilities | undefined;
};

/**
 * Reads the status of a batch sent with `sendCalls` (`wallet_getCallsStatus`). Also reads the 1.0 answer
 * (`status: 'PENDING' | 'CONFIRMED'`).
 *
 * @throws {ValidationError} for an empty id.
 * @throws {UnknownBundleIdError} (5730) for an id the wallet does not know; other codes map to their class.
 * @throws {MalformedResponseError} when the answer is not a status.
 */
export async function getCallsStatus({
  provider,
  id,
}: {
  provider: Eip1193RequestProvider;
  id: string;
}): Promise<GetCallsStatusResult> {
  if (typeof id !== 'string' || id === '') throw new ValidationError('A batch id is required');
  const result = await requestWallet(provider, 'wallet_getCallsStatus', [id]);
  if (!isRecord(result)) {
    throw malformedWalletResponse(
      'wallet_getCallsStatus',
      `expected an object, got ${describeValue(result)}`,
    );
  }
  const status = statusCode(result.status);
  if (status === undefined) {
    throw malformedWalletResponse('wallet_getCallsStatus', `unknown status ${String(result.status)}`);
  }
  return {
    version: typeof result.version === 'string' ? result.version : undefined,
    id: typeof result.id === 'string' ? result.id : id,
    chainId:
      typeof result.chainId === 'string' && /^0x[0-9a-fA-F]+$/.test(result.chainId)
        ? Number(result.chainId)
        : undefined,
    status,
    statusKind: statusKind(status),
    atomic: typeof result.atomic === 'boolean' ? result.atomic : undefined,
    receipts: Array.isArray(result.receipts) ? (result.receipts as CallsReceipt[]) : [],
    capabilities: isRecord(result.capabilities) ? result.capabilities : undefined,
  };
}

function statusCode(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (value === 'PENDING') return CALLS_STATUS.pending;
  if (value === 'CONFIRMED') return CALLS_STATUS.success;
  return undefined;
}

/** The family of an EIP-5792 status code. */
export function statusKind(status: number): CallsStatusKind {
  if (status >= 100 && status < 200) return 'pending';
  if (status >= 200 && status < 300) return 'success';
  if (status >= 400 && status < 500) return 'failure';
  if (status >= 500 && status < 600) return 'reverted';
  if (status >= 600 && status < 700) return 'partial-reverted';
  return 'unknown';
}
