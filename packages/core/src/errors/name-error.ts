import { WalletDockError } from './walletdock-error.js';

/**
 * Name resolution or registration failed (spec §8: 'Error resolving name', 'Error fetching name
 * suggestions', 'Error fetching names for address', 'Error registering name {name}').
 */
export class NameError extends WalletDockError {
  override name = 'NameError';
}
