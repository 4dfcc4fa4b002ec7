import { toWalletDockError } from '../errors/from-rpc-error.js';
import { isUserRejection } from '../errors/is-user-rejection.js';
import { UserRejectedRequestError } from '../errors/user-rejected-request-error.js';
import type { WalletDockError } from '../errors/walletdock-error.js';

// Not in errors.ts (the connector errors every adapter's always-loaded code throws): this one maps with the
// whole catalogue of code classes, which only the code that uses it (e.g. a WalletConnect connector) brings.

/**
 * A wallet's failure as core's classes, a refusal always as `UserRejectedRequestError` (4001; e.g.
 * WalletConnect's 5000 "user rejected"). `isRejection` widens what counts as a refusal (default: core's
 * `isUserRejection`).
 */
export function toWalletRequestError(
  error: unknown,
  isRejection: (error: unknown) => boolean = isUserRejection,
): WalletDockError {
  if (error instanceof UserRejectedRequestError) return error;
  if (isRejection(error)) return new UserRejectedRequestError({ cause: error });
  return toWalletDockError(error);
}
