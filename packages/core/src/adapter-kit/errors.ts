import { ConnectorError } from '../errors/connector-error.js';
import { isUserRejection } from '../errors/is-user-rejection.js';
import { MESSAGES } from '../errors/messages.js';
import { toWalletDockErrorLazily } from '../errors/to-walletdock-error-lazily.js';
import { UserRejectedRequestError } from '../errors/user-rejected-request-error.js';
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
 * `toWalletRequestError` (wallet-request-error.ts) for an adapter's always-loaded code (its connect): the refusal is decided at once,
 * anything else is mapped with `toWalletDockErrorLazily`, which loads the code classes on the first such failure.
 */
export async function toWalletRequestErrorLazily(
  error: unknown,
  isRejection: (error: unknown) => boolean = isUserRejection,
): Promise<WalletDockError> {
  if (error instanceof UserRejectedRequestError) return error;
  if (isRejection(error)) return new UserRejectedRequestError({ cause: error });
  return toWalletDockErrorLazily(error);
}
