import { WalletDockError } from './walletdock-error.js';

/**
 * An input failed one of the spec's validation rules (§5): send inputs, decimal strings, chain ids,
 * addresses, transaction fields, …
 */
export class ValidationError extends WalletDockError {
  override name = 'ValidationError';
}
