import { UserRejectedRequestError } from './user-rejected-request-error.js';

/** Message of {@link RequestCancelledError}. */
export const REQUEST_CANCELLED_MESSAGE = 'The request was cancelled.';

/**
 * A wallet request that the visitor (or the app) cancelled while it waited for the wallet
 * (`connection.cancelRequest`, or a disconnect of its namespace). It is the spec's user-rejected error
 * (EIP-1193 code 4001: `instanceof UserRejectedRequestError` and `isUserRejection` hold, so code that treats
 * "declined" already handles it) with its own name and message, so that an app can tell "cancelled here" from
 * "declined in the wallet" (`instanceof RequestCancelledError`).
 */
export class RequestCancelledError extends UserRejectedRequestError {
  override name = 'RequestCancelledError';
  constructor(options: { details?: string } = {}) {
    super({ message: REQUEST_CANCELLED_MESSAGE, details: options.details });
  }
}
