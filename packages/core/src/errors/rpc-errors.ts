import { WalletDockError } from './walletdock-error.js';

/**
 * One class per JSON-RPC (EIP-1474), provider (EIP-1193, EIP-3085/3326) and wallet-call (EIP-5792) error
 * code, each with a `static code` and the instance `code`. Default short messages paraphrase the EIP
 * that defines the code.
 */

/** Options of every RPC/provider code class. */
export type RpcErrorOptions = {
  /** The underlying error (typically what the wallet or node threw). */
  cause?: unknown;
  /** Extra context for developers. */
  details?: string | undefined;
  /** Replaces the default short message. */
  message?: string | undefined;
  /** The `data` member of the JSON-RPC / EIP-1193 error object, when there was one. */
  data?: unknown;
};

/** Base of every error carrying a JSON-RPC or provider code. */
export class RpcError extends WalletDockError {
  override name = 'RpcError';
  declare readonly code: number;
  /** The `data` member of the original error object, if any. */
  readonly data: unknown;

  constructor(code: number, shortMessage: string, options: RpcErrorOptions = {}) {
    super(options.message ?? shortMessage, {
      code,
      cause: options.cause,
      details: options.details ?? detailsOf(options.cause, options.message ?? shortMessage),
    });
    this.data = options.data;
  }
}

/** Base of the provider-level (EIP-1193 and EIP-5792) code classes, codes 1000 to 9999 by convention. */
export class ProviderRpcError extends RpcError {
  override name = 'ProviderRpcError';
}

/** A code this package has no class for (kept as is). */
export class UnknownRpcError extends RpcError {
  override name = 'UnknownRpcError';
  constructor(code: number, options: RpcErrorOptions = {}) {
    super(code, 'An unknown RPC error occurred.', options);
  }
}

function detailsOf(cause: unknown, shortMessage: string): string | undefined {
  if (cause === undefined || cause === null) return undefined;
  const message = (cause as { message?: unknown }).message;
  if (typeof message === 'string' && message !== '' && message !== shortMessage) return message;
  return undefined;
}

// ---- JSON-RPC 2.0 and EIP-1474 ----

/** -32700: the server received invalid JSON. */
export class ParseRpcError extends RpcError {
  static readonly code = -32700;
  override name = 'ParseRpcError';
  constructor(options?: RpcErrorOptions) {
    super(ParseRpcError.code, 'Invalid JSON was received by the server.', options);
  }
}

/** -32600: the JSON sent is not a valid request object. */
export class InvalidRequestRpcError extends RpcError {
  static readonly code = -32600;
  override name = 'InvalidRequestRpcError';
  constructor(options?: RpcErrorOptions) {
    super(InvalidRequestRpcError.code, 'The JSON sent is not a valid request object.', options);
  }
}

/** -32601: the method does not exist or is not available. */
export class MethodNotFoundRpcError extends RpcError {
  static readonly code = -32601;
  override name = 'MethodNotFoundRpcError';
  constructor(options?: RpcErrorOptions) {
    super(MethodNotFoundRpcError.code, 'The method does not exist or is not available.', options);
  }
}

/** -32602: invalid method parameters. */
export class InvalidParamsRpcError extends RpcError {
  static readonly code = -32602;
  override name = 'InvalidParamsRpcError';
  constructor(options?: RpcErrorOptions) {
    super(InvalidParamsRpcError.code, 'Invalid parameters were provided to the RPC method.', options);
  }
}

/** -32603: internal JSON-RPC error. */
export class InternalRpcError extends RpcError {
  static readonly code = -32603;
  override name = 'InternalRpcError';
  constructor(options?: RpcErrorOptions) {
    super(InternalRpcError.code, 'An internal error was received.', options);
  }
}

/** -32000: missing or invalid parameters (EIP-1474). */
export class InvalidInputRpcError extends RpcError {
  static readonly code = -32000;
  override name = 'InvalidInputRpcError';
  constructor(options?: RpcErrorOptions) {
    super(InvalidInputRpcError.code, 'Missing or invalid parameters.', options);
  }
}

/** -32001: the requested resource was not found (EIP-1474). */
export class ResourceNotFoundRpcError extends RpcError {
  static readonly code = -32001;
  override name = 'ResourceNotFoundRpcError';
  constructor(options?: RpcErrorOptions) {
    super(ResourceNotFoundRpcError.code, 'The requested resource was not found.', options);
  }
}

/** -32002: the requested resource is not available (EIP-1474). */
export class ResourceUnavailableRpcError extends RpcError {
  static readonly code = -32002;
  override name = 'ResourceUnavailableRpcError';
  constructor(options?: RpcErrorOptions) {
    super(ResourceUnavailableRpcError.code, 'The requested resource is not available.', options);
  }
}

/** -32003: the transaction creation failed (EIP-1474). */
export class TransactionRejectedRpcError extends RpcError {
  static readonly code = -32003;
  override name = 'TransactionRejectedRpcError';
  constructor(options?: RpcErrorOptions) {
    super(TransactionRejectedRpcError.code, 'The transaction creation failed.', options);
  }
}

/** -32004: the method is not implemented (EIP-1474). */
export class MethodNotSupportedRpcError extends RpcError {
  static readonly code = -32004;
  override name = 'MethodNotSupportedRpcError';
  constructor(options?: RpcErrorOptions) {
    super(MethodNotSupportedRpcError.code, 'The method is not supported.', options);
  }
}

/** -32005: the request exceeds a defined limit (EIP-1474). */
export class LimitExceededRpcError extends RpcError {
  static readonly code = -32005;
  override name = 'LimitExceededRpcError';
  constructor(options?: RpcErrorOptions) {
    super(LimitExceededRpcError.code, 'The request exceeds a defined limit.', options);
  }
}

/** -32006: the JSON-RPC protocol version is not supported (EIP-1474). */
export class JsonRpcVersionUnsupportedError extends RpcError {
  static readonly code = -32006;
  override name = 'JsonRpcVersionUnsupportedError';
  constructor(options?: RpcErrorOptions) {
    super(
      JsonRpcVersionUnsupportedError.code,
      'The version of the JSON-RPC protocol is not supported.',
      options,
    );
  }
}

// ---- EIP-1193 provider errors ----

/** 4001: the user rejected the request (EIP-1193). */
export class UserRejectedRequestError extends ProviderRpcError {
  static readonly code = 4001;
  override name = 'UserRejectedRequestError';
  constructor(options?: RpcErrorOptions) {
    super(UserRejectedRequestError.code, 'The user rejected the request.', options);
  }
}

/** 4100: the method or account has not been authorised by the user (EIP-1193). */
export class UnauthorizedProviderError extends ProviderRpcError {
  static readonly code = 4100;
  override name = 'UnauthorizedProviderError';
  constructor(options?: RpcErrorOptions) {
    super(
      UnauthorizedProviderError.code,
      'The requested method and/or account has not been authorized by the user.',
      options,
    );
  }
}

/** 4200: the provider does not support the method (EIP-1193). */
export class UnsupportedProviderMethodError extends ProviderRpcError {
  static readonly code = 4200;
  override name = 'UnsupportedProviderMethodError';
  constructor(options?: RpcErrorOptions) {
    super(
      UnsupportedProviderMethodError.code,
      'The provider does not support the requested method.',
      options,
    );
  }
}

/** 4900: the provider is disconnected from all chains (EIP-1193). */
export class ProviderDisconnectedError extends ProviderRpcError {
  static readonly code = 4900;
  override name = 'ProviderDisconnectedError';
  constructor(options?: RpcErrorOptions) {
    super(ProviderDisconnectedError.code, 'The provider is disconnected from all chains.', options);
  }
}

/** 4901: the provider is not connected to the requested chain (EIP-1193). */
export class ChainDisconnectedError extends ProviderRpcError {
  static readonly code = 4901;
  override name = 'ChainDisconnectedError';
  constructor(options?: RpcErrorOptions) {
    super(ChainDisconnectedError.code, 'The provider is not connected to the requested chain.', options);
  }
}

/**
 * 4902: the wallet does not know the requested chain, so switching failed (EIP-3326
 * `wallet_switchEthereumChain`); add it with `wallet_addEthereumChain` (EIP-3085) first.
 */
export class SwitchChainError extends ProviderRpcError {
  static readonly code = 4902;
  override name = 'SwitchChainError';
  constructor(options?: RpcErrorOptions) {
    super(
      SwitchChainError.code,
      'The wallet does not recognize the requested chain; it could not switch to it.',
      options,
    );
  }
}

// ---- EIP-5792 wallet call API errors ----

/** 5700: the wallet does not support a capability that was not marked optional (EIP-5792). */
export class UnsupportedNonOptionalCapabilityError extends ProviderRpcError {
  static readonly code = 5700;
  override name = 'UnsupportedNonOptionalCapabilityError';
  constructor(options?: RpcErrorOptions) {
    super(
      UnsupportedNonOptionalCapabilityError.code,
      'The wallet does not support a capability that was not marked as optional.',
      options,
    );
  }
}

/** 5710: the wallet does not support the requested chain id (EIP-5792). */
export class UnsupportedChainIdError extends ProviderRpcError {
  static readonly code = 5710;
  override name = 'UnsupportedChainIdError';
  constructor(options?: RpcErrorOptions) {
    super(UnsupportedChainIdError.code, 'The wallet does not support the requested chain ID.', options);
  }
}

/** 5720: a bundle with this id was already submitted (EIP-5792). */
export class DuplicateIdError extends ProviderRpcError {
  static readonly code = 5720;
  override name = 'DuplicateIdError';
  constructor(options?: RpcErrorOptions) {
    super(DuplicateIdError.code, 'There is already a bundle submitted with this ID.', options);
  }
}

/** 5730: the bundle id is unknown or was never submitted (EIP-5792). */
export class UnknownBundleIdError extends ProviderRpcError {
  static readonly code = 5730;
  override name = 'UnknownBundleIdError';
  constructor(options?: RpcErrorOptions) {
    super(UnknownBundleIdError.code, 'This bundle ID is unknown or has not been submitted.', options);
  }
}

/** 5740: the call bundle is too large for the wallet (EIP-5792). */
export class BundleTooLargeError extends ProviderRpcError {
  static readonly code = 5740;
  override name = 'BundleTooLargeError';
  constructor(options?: RpcErrorOptions) {
    super(BundleTooLargeError.code, 'The call bundle is too large for the wallet to process.', options);
  }
}

/** 5750: the wallet could become atomic-capable after an upgrade, but the user rejected it (EIP-5792). */
export class AtomicReadyWalletRejectedUpgradeError extends ProviderRpcError {
  static readonly code = 5750;
  override name = 'AtomicReadyWalletRejectedUpgradeError';
  constructor(options?: RpcErrorOptions) {
    super(
      AtomicReadyWalletRejectedUpgradeError.code,
      'The wallet can support atomicity after an upgrade, but the user rejected the upgrade.',
      options,
    );
  }
}

/** 5760: the wallet cannot execute atomically but the request requires it (EIP-5792). */
export class AtomicityNotSupportedError extends ProviderRpcError {
  static readonly code = 5760;
  override name = 'AtomicityNotSupportedError';
  constructor(options?: RpcErrorOptions) {
    super(
      AtomicityNotSupportedError.code,
      'The wallet does not support atomic execution but the request requires it.',
      options,
    );
  }
}

/** A class of this file: constructible from options, with its code. */
export type RpcErrorClass = { readonly code: number; new (options?: RpcErrorOptions): RpcError };

function byCode(classes: readonly RpcErrorClass[]): Readonly<Record<number, RpcErrorClass>> {
  return Object.freeze(
    Object.fromEntries(classes.map((errorClass) => [errorClass.code, errorClass] as const)),
  );
}

/**
 * Every code class, keyed by its code (frozen). Marked pure so that a bundle which does not use the map (e.g.
 * `createWalletDock`, which needs only `UserRejectedRequestError`) does not keep every class for it.
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
