import { ConnectorError } from '../errors/connector-error.js';
import * as MESSAGES from '../errors/message-texts.js';

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
