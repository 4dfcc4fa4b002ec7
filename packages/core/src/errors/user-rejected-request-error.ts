import { ProviderRpcError, type RpcErrorOptions } from './rpc-error.js';

/** 4001: the user rejected the request (EIP-1193). */
export class UserRejectedRequestError extends ProviderRpcError {
  static readonly code = 4001;
  override name = 'UserRejectedRequestError';
  constructor(options?: RpcErrorOptions) {
    super(UserRejectedRequestError.code, 'The user rejected the request.', options);
  }
}
