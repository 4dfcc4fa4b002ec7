import { WalletDockError } from './walletdock-error.js';

/**
 * A connector refused an operation (spec §8: 'Chain not configured', 'Connector already connected',
 * 'Connector not connected', 'Account not found', 'Chain mismatch').
 */
export class ConnectorError extends WalletDockError {
  override name = 'ConnectorError';
}
