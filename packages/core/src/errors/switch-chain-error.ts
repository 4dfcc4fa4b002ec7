import { ProviderRpcError, type RpcErrorOptions } from './rpc-error.js';

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
