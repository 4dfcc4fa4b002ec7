import { WalletDockError } from '@walletdock/core';

/**
 * A synchronous member of the EVM adapter's `transfers` (`buildRequest`, `transactionUrl`, or `assertAddress` of
 * a mixed-case address, whose EIP-55 checksum needs Keccak-256) was called before its code had loaded. The code loads with `import()` on the first connect, `transfers.load()` or
 * the first `estimateFee` / `waitForTransaction` (it carries the EIP-55 checks and the transaction preparation,
 * which the page's first load does not need).
 */
export class EvmTransfersNotLoadedError extends WalletDockError {
  override name = 'EvmTransfersNotLoadedError';

  constructor() {
    super('EVM transfers not loaded yet: await adapter.transfers.load()');
  }
}
