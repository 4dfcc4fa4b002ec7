import { WalletDockError } from './walletdock-error.js';

/**
 * A network cannot be used: not found, not supported, or missing (spec §8: 'Network not found',
 * 'Chain is not supported', 'CaipNetwork is undefined', 'Network not supported for …').
 */
export class ChainError extends WalletDockError {
  override name = 'ChainError';
}
