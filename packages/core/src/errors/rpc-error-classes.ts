import {
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  TransactionRejectedRpcError,
} from './json-rpc-errors.js';
import {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from './provider-errors.js';
import type { RpcErrorClass } from './rpc-error.js';
import { SwitchChainError } from './switch-chain-error.js';
import { UserRejectedRequestError } from './user-rejected-request-error.js';
import {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  DuplicateIdError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
} from './wallet-call-errors.js';

function byCode(classes: readonly RpcErrorClass[]): Readonly<Record<number, RpcErrorClass>> {
  return Object.freeze(
    Object.fromEntries(classes.map((errorClass) => [errorClass.code, errorClass] as const)),
  );
}

/**
 * Every code class, keyed by its code (frozen): what `fromRpcError` maps with. Its own module, reached only from
 * from-rpc-error.ts, so that the classes a bundle does not name stay out of its always-loaded code; marked
 * pure so that a bundle which does not use the map does not keep every class for it.
 */
export const RPC_ERROR_CLASSES: Readonly<Record<number, RpcErrorClass>> = /* @__PURE__ */ byCode([
  ParseRpcError,
  InvalidRequestRpcError,
  MethodNotFoundRpcError,
  InvalidParamsRpcError,
  InternalRpcError,
  InvalidInputRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  TransactionRejectedRpcError,
  MethodNotSupportedRpcError,
  LimitExceededRpcError,
  JsonRpcVersionUnsupportedError,
  UserRejectedRequestError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  ProviderDisconnectedError,
  ChainDisconnectedError,
  SwitchChainError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedChainIdError,
  DuplicateIdError,
  UnknownBundleIdError,
  BundleTooLargeError,
  AtomicReadyWalletRejectedUpgradeError,
  AtomicityNotSupportedError,
]);
