import { ConnectorError } from '../errors/connector-error.js';
import { toWalletDockError } from '../errors/from-rpc-error.js';
import { isUserRejection } from '../errors/is-user-rejection.js';
import { MESSAGES } from '../errors/messages.js';
import { UserRejectedRequestError } from '../errors/rpc-errors.js';
import type { WalletDockError } from '../errors/walletdock-error.js';

// The connector errors every adapter throws, worded once (spec §8 "Connector: … Connector not connected,
// account not found").

/** "Connector not connected": the connector has no session in this adapter. */
export function notConnectedError(connectorId: string): ConnectorError {
  return new ConnectorError(MESSAGES.connectorNotConnected, {
    details: `The connector ${JSON.stringify(connectorId)} is not connected`,
  });
}

/** "Connector not connected": no wallet of this adapter has the connector id (`label`: e.g. "eip155"). */
export function connectorNotFoundError(label: string, connectorId: string): ConnectorError {
  return new ConnectorError(MESSAGES.connectorNotConnected, {
    details: `No ${label} wallet with connector id ${JSON.stringify(connectorId)} was found`,
  });
}

/** "Account not found": the wallet answered a connect without an account. */
export function noAccountError(details = 'The wallet approved no account'): ConnectorError {
  return new ConnectorError(MESSAGES.accountNotFound, { details });
}

/** "Connector not connected" for WalletConnect when the adapter was created without it. */
export function walletConnectDisabledError(): ConnectorError {
  return new ConnectorError(MESSAGES.connectorNotConnected, { details: 'WalletConnect is not enabled' });
}

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
