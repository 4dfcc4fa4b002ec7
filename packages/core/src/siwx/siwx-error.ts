import { WalletDockError } from '../errors/walletdock-error.js';

/**
 * Sign-in cannot go on: 'SIWX is not enabled' (no `siwx` / `siweConfig` option, or a namespace it does not
 * sign in), 'The sign-in could not be verified' (the app's verifier or server refused the signed message).
 */
export class SiwxError extends WalletDockError {
  override name = 'SiwxError';
}
