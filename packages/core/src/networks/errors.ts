import { ConfigurationError } from '../errors/configuration-error.js';
import type { WalletDockErrorOptions } from '../errors/walletdock-error.js';

/**
 * A network handed to `defineNetwork` cannot work (a missing name, an id that does not fit its namespace,
 * an RPC URL that is not http(s), …). `details` names the network and the problem.
 */
export class InvalidNetworkError extends ConfigurationError {
  override name = 'InvalidNetworkError';
  constructor(network: string, problem: string, options: Omit<WalletDockErrorOptions, 'details'> = {}) {
    super('Invalid network definition', { ...options, details: `${network}: ${problem}` });
  }
}
