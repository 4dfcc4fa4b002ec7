import { WalletDockError } from './walletdock-error.js';

/** The options given to `createWalletDock` cannot work (spec §5 configuration rules). */
export class ConfigurationError extends WalletDockError {
  override name = 'ConfigurationError';
}
