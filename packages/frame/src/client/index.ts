import type { EmbeddedWalletModule } from '@walletdock/core';
import { WalletDockError } from '@walletdock/core';

/** The app-side transport is not part of this build yet: every use says so, nothing pretends. */
export class EmbeddedWalletTransportUnavailableError extends WalletDockError {
  override name = 'EmbeddedWalletTransportUnavailableError';
  constructor() {
    super("The embedded wallet's app-side transport is not available in this version of @walletdock/frame");
  }
}

/** @throws {EmbeddedWalletTransportUnavailableError} until the transport lands. */
export const createTransport: EmbeddedWalletModule['createTransport'] = () => {
  throw new EmbeddedWalletTransportUnavailableError();
};
