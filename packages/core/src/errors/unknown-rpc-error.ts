import { RpcError, type RpcErrorOptions } from './rpc-error.js';

/** A code this package has no class for (kept as is). */
export class UnknownRpcError extends RpcError {
  override name = 'UnknownRpcError';
  constructor(code: number, options: RpcErrorOptions = {}) {
    super(code, 'An unknown RPC error occurred.', options);
  }
}
