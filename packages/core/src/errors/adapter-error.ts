import { WalletDockError } from './walletdock-error.js';

/**
 * No chain adapter can serve the request (spec §8: 'Adapter not found', 'Chain adapter not found',
 * "Adapter for namespace {x} doesn't exist").
 */
export class AdapterError extends WalletDockError {
  override name = 'AdapterError';
}
