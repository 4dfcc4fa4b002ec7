import { ConnectorError } from './connector-error.js';
import * as MESSAGES from './message-texts.js';

/** Message of {@link WalletConnectPairingTimeoutError} (`MESSAGES.walletConnectPairingTimeout`, translated by the modal). */
export const WALLETCONNECT_PAIRING_TIMEOUT_MESSAGE = MESSAGES.walletConnectPairingTimeout;

/**
 * A WalletConnect proposal announced no pairing URI in time (e.g. the relay cannot be reached). The attempt is
 * abandoned, so the next connect starts a new pairing instead of waiting for this one.
 */
export class WalletConnectPairingTimeoutError extends ConnectorError {
  override name = 'WalletConnectPairingTimeoutError';
  constructor(options: { cause?: unknown; details?: string } = {}) {
    super(WALLETCONNECT_PAIRING_TIMEOUT_MESSAGE, options);
  }
}
