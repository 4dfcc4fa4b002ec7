import { ProviderRpcError, type RpcErrorOptions } from './rpc-error.js';

// EIP-1193 provider errors (4001, the visitor's refusal, is user-rejected-request-error.ts; EIP-3326's 4902 is
// switch-chain-error.ts).

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
