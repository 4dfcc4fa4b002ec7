import { ConfigurationError } from './configuration-error.js';

/** Message of {@link WalletConnectUnavailableError}. */
export const WALLETCONNECT_UNAVAILABLE_MESSAGE =
  'WalletConnect is enabled but @walletconnect/universal-provider is not installed';

/**
 * WalletConnect is enabled in an adapter's options, but its optional peer dependency
 * `@walletconnect/universal-provider` could not be loaded (not installed, or not an ESM/CJS module exposing
 * `UniversalProvider`). Install `@walletconnect/universal-provider@2.21.8` next to the adapter. Each adapter
 * re-exports this class under the same name.
 */
export class WalletConnectUnavailableError extends ConfigurationError {
  override name = 'WalletConnectUnavailableError';
  constructor(options: { cause?: unknown; details?: string } = {}) {
    super(WALLETCONNECT_UNAVAILABLE_MESSAGE, options);
  }
}
