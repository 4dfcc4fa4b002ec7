import {
  isEvmAddress,
  isValidSendCalls,
  MESSAGES,
  VALIDATION_MESSAGES,
  ValidationError,
} from '@walletdock/core';
import {
  describeValue,
  type Eip1193RequestProvider,
  malformedWalletResponse,
  requestWallet,
} from '../signing/provider.js';
import { type Hex, numberToHex } from '../utils/hex.js';

/** One call of a `wallet_sendCalls` batch. `value` in wei. */
export type Eip5792Call = {
  to: string;
  data?: string | undefined;
  value?: bigint | undefined;
  /** Per-call capabilities (EIP-5792). */
  capabilities?: Record<string, unknown> | undefined;
};

/** Capabilities of a request or of a wallet (keyed by capability name, e.g. `paymasterService`, `atomic`). */
export type Eip5792Capabilities = Record<string, unknown>;

export type SendCallsParameters = {
  provider: Eip1193RequestProvider;
  /** The sending account. */
  address: string;
  chainId: number;
  calls: readonly Eip5792Call[];
  /** Capabilities the app asks for (EIP-5792 `capabilities`). */
  capabilities?: Eip5792Capabilities | undefined;
  /** Whether the wallet must run the calls atomically; default false. */
  atomicRequired?: boolean | undefined;
  /** An id of the app's choosing for the batch (EIP-5792 2.0.0); the wallet picks one when absent. */
  id?: string | undefined;
};

/** What `wallet_sendCalls` returns: the batch id (for `getCallsStatus`) and the wallet's capabilities. */
export type SendCallsResult = { id: string; capabilities: Eip5792Capabilities | undefined };

/** The EIP-5792 version of the requests built here. */
export const EIP5792_VERSION = '2.0.0';

const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;

/**
 * Sends a batch of calls with `wallet_sendCalls` (EIP-5792 2.0.0). The calls are validated first (spec §5:
 * each `to` starts with 0x, each `data` when given starts with 0x — core's `isValidSendCalls`), so a bad batch
 * never reaches the wallet. Accepts the 1.0 answer (a bare id string) too.
 *
 * @throws {ValidationError} for an invalid batch, address, chain id or value.
 * @throws {UnsupportedProviderMethodError} (4200) when the wallet has no EIP-5792; 5700–5760 map to their
 *   classes (`UnsupportedNonOptionalCapabilityError`, `UnsupportedChainIdError`, `DuplicateIdError`,
 *   `BundleTooLargeError`, `AtomicityNotSupportedError`, …); 4001 to `UserRejectedRequestError`.
 */
export async function sendCalls({
  provider,
  address,
  chainId,
  calls,
  capabilities,
  atomicRequired = false,
  id,
}: SendCallsParameters): Promise<SendCallsResult> {
  if (!isValidSendCalls(calls)) {
    throw new ValidationError(
      "wallet_sendCalls: each call needs a 'to' starting with 0x; 'data', when given, starts with 0x",
    );
  }
  if (!isEvmAddress(address)) throw new ValidationError(VALIDATION_MESSAGES.invalidAddress(address));
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new ValidationError(MESSAGES.invalidChainId);
  const rpcCalls = calls.map((call, index) => toRpcCall(call as Eip5792Call, index));
  const request: Record<string, unknown> = {
    version: EIP5792_VERSION,
    from: address,
    chainId: numberToHex(chainId),
    atomicRequired,
    calls: rpcCalls,
  };
  if (id !== undefined) request.id = id;
  if (capabilities !== undefined) request.capabilities = capabilities;

  const result = await requestWallet(provider, 'wallet_sendCalls', [request]);
  if (typeof result === 'string' && result !== '') return { id: result, capabilities: undefined };
  if (typeof result === 'object' && result !== null && typeof (result as { id?: unknown }).id === 'string') {
    const { id: batchId, capabilities: answered } = result as { id: string; capabilities?: unknown };
    return { id: batchId, capabilities: isRecord(answered) ? answered : undefined };
  }
  throw malformedWalletResponse('wallet_sendCalls', `expected { id }, got ${describeValue(result)}`);
}

function toRpcCall(call: Eip5792Call, index: number): Record<string, unknown> {
  const rpc: Record<string, unknown> = { to: call.to };
  if (call.data !== undefined) {
    if (!HEX_DATA.test(call.data))
      throw new ValidationError(`calls[${index}].data must be 0x-prefixed hex bytes`);
    rpc.data = call.data as Hex;
  }
  if (call.value !== undefined) {
    if (typeof call.value !== 'bigint' || call.value < 0n) {
      throw new ValidationError(`calls[${index}].value must be a non-negative bigint`);
    }
    rpc.value = numberToHex(call.value);
  }
  if (call.capabilities !== undefined) rpc.capabilities = call.capabilities;
  return rpc;
}

/** A plain object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
