import { WalletDockError } from './walletdock-error.js';

/**
 * A send that the network did not carry out (spec §3 "Send flow", §8): its fee could not be estimated ('The
 * network fee could not be estimated') or the transaction reverted ('The transaction failed on the network',
 * the network's reason in `details`). A refusal in the wallet stays a `UserRejectedRequestError`.
 */
export class SendError extends WalletDockError {
  override name = 'SendError';
}
