import * as MESSAGES from './message-texts.js';
import { WalletDockError } from './walletdock-error.js';

/** Options of {@link RpcPolicyError}. */
export type RpcPolicyErrorOptions = {
  /** The RPC method that was refused. */
  method?: string | undefined;
  details?: string | undefined;
  cause?: unknown;
};

/**
 * An RPC method is not on the allow-list of the embedded wallet (spec §6, §8:
 * 'Requested RPC call is not allowed'). The method, when known, is in `method` and
 * (its first 100 characters) in `details`.
 */
export class RpcPolicyError extends WalletDockError {
  override name = 'RpcPolicyError';
  /** The refused method, when known. */
  readonly method: string | undefined;

  constructor(options: RpcPolicyErrorOptions = {}) {
    super(MESSAGES.rpcCallNotAllowed, {
      cause: options.cause,
      details:
        options.details ??
        (options.method === undefined ? undefined : `Method: ${String(options.method).slice(0, 100)}`),
    });
    this.method = options.method;
  }
}
