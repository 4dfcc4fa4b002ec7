// Every code class, re-exported from its family's module (rpc-error.ts says why they are split), and the map of
// the classes by code. Code in this package imports the family's module itself.

export {
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
export {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from './provider-errors.js';
export { ProviderRpcError, RpcError, type RpcErrorClass, type RpcErrorOptions } from './rpc-error.js';
export { RPC_ERROR_CLASSES } from './rpc-error-classes.js';
export { SwitchChainError } from './switch-chain-error.js';
export { UnknownRpcError } from './unknown-rpc-error.js';
export { UserRejectedRequestError } from './user-rejected-request-error.js';
export {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  DuplicateIdError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
} from './wallet-call-errors.js';
