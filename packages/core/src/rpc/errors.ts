import * as MESSAGES from '../errors/message-texts.js';
import { WalletDockError } from '../errors/walletdock-error.js';

/** The refusal of a method that is not on the allow-list ('Requested RPC call is not allowed'). */
export { RpcPolicyError, type RpcPolicyErrorOptions } from '../errors/rpc-policy-error.js';

/**
 * An approval request was still open when the requests were aborted (spec §4 "Abort: open unsafe
 * requests are rejected"; §8 'Request was aborted').
 */
export class RequestAbortedError extends WalletDockError {
  override name = 'RequestAbortedError';
  /** The method of the aborted request. */
  readonly method: string;
  constructor(method: string) {
    super(MESSAGES.requestAborted, { details: `Method: ${method}` });
    this.method = method;
  }
}

/**
 * Too many approval requests are waiting (spec §9 "Pending transactions limit 99"). Carries JSON-RPC
 * code -32005 ("limit exceeded", EIP-1474). The spec gives no sentence for it, so the message is ours.
 */
export class PendingRequestsLimitError extends WalletDockError {
  static readonly code = -32005;
  override name = 'PendingRequestsLimitError';
  /** The limit that was reached. */
  readonly limit: number;
  constructor(limit: number, method: string) {
    super('Too many pending requests', {
      code: PendingRequestsLimitError.code,
      details: `At most ${limit} wallet requests can wait for approval; refused ${method}`,
    });
    this.limit = limit;
  }
}
