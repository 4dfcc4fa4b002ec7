import { ProviderRpcError, type RpcErrorOptions } from './rpc-error.js';

// EIP-5792 wallet call API errors.

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
