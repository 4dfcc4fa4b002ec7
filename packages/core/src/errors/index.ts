export { AdapterError } from './adapter-error.js';
export { ChainError } from './chain-error.js';
export { ConfigurationError } from './configuration-error.js';
export { ConnectorError } from './connector-error.js';
export {
  ContractRevertError,
  type ContractRevertErrorOptions,
} from './contract-revert-error.js';
export {
  type DecodedRevert,
  decodeRevertData,
  ERROR_STRING_SELECTOR,
  PANIC_REASONS,
  PANIC_SELECTOR,
} from './decode-revert-data.js';
export { errorChain } from './error-chain.js';
export { fromRpcError, toWalletDockError } from './from-rpc-error.js';
export { HttpError, type HttpErrorOptions } from './http-error.js';
export {
  isUserRejection,
  USER_REJECTION_CODES,
  USER_REJECTION_SYMBOLS,
} from './is-user-rejection.js';
// Each message on its own (spec §8), so that an importer carries only the texts it names.
export * from './message-texts.js';
export { ALERTS, type AlertId, MESSAGES } from './messages.js';
export { NameError } from './name-error.js';
export { REQUEST_CANCELLED_MESSAGE, RequestCancelledError } from './request-cancelled-error.js';
export {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateIdError,
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ProviderRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  RPC_ERROR_CLASSES,
  RpcError,
  type RpcErrorClass,
  type RpcErrorOptions,
  SwitchChainError,
  TransactionRejectedRpcError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnknownRpcError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './rpc-errors.js';
export { RpcPolicyError, type RpcPolicyErrorOptions } from './rpc-policy-error.js';
export { SendError } from './send-error.js';
export { SwapError } from './swap-error.js';
export { TransfersNotLoadedError } from './transfers-not-loaded-error.js';
export { ValidationError } from './validation-error.js';
export {
  WALLETCONNECT_PAIRING_TIMEOUT_MESSAGE,
  WalletConnectPairingTimeoutError,
} from './walletconnect-pairing-timeout-error.js';
export {
  WALLETCONNECT_UNAVAILABLE_MESSAGE,
  WalletConnectUnavailableError,
} from './walletconnect-unavailable-error.js';
export { WalletDockError, type WalletDockErrorOptions } from './walletdock-error.js';
