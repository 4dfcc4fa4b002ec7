import { ConfigurationError } from '@walletdock/core';

/** Message of {@link WalletConnectUnavailableError} (the same as the EVM adapter's). */
export const WALLETCONNECT_UNAVAILABLE_MESSAGE =
  'WalletConnect is enabled but @walletconnect/universal-provider is not installed';

/**
 * WalletConnect is enabled in `solanaAdapter({ walletConnect })`, but its optional peer dependency
 * `@walletconnect/universal-provider` could not be loaded (not installed, or not a module exposing
 * `UniversalProvider`). Install `@walletconnect/universal-provider@2.21.8` next to `@walletdock/adapter-solana`.
 */
export class WalletConnectUnavailableError extends ConfigurationError {
  override name = 'WalletConnectUnavailableError';
  constructor(options: { cause?: unknown; details?: string } = {}) {
    super(WALLETCONNECT_UNAVAILABLE_MESSAGE, options);
  }
}
