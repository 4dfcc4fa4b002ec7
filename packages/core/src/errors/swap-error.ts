import { WalletDockError } from './walletdock-error.js';

/**
 * A swap could not be quoted, built or sent (spec §8: 'Network not supported for Swaps',
 * 'Network not supported for Gas Price' when the swap service has no gas price for the network).
 */
export class SwapError extends WalletDockError {
  override name = 'SwapError';
}
