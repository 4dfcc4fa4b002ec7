import { WalletDockError } from './walletdock-error.js';

/**
 * A synchronous member of an adapter's lazily loaded `transfers` (`assertAddress`, `buildRequest`,
 * `transactionUrl`: adapter-kit/lazy-transfers.ts) was called before `transfers.load()` resolved. The send feature
 * awaits it; an app calling them itself awaits it first. A developer's error, never a visitor's.
 */
export class TransfersNotLoadedError extends WalletDockError {
  override name = 'TransfersNotLoadedError';

  constructor() {
    super("The adapter's transfer code is not loaded yet: await adapter.transfers.load() first");
  }
}
