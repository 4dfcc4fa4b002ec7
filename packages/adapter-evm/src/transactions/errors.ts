import { WalletDockError } from '@walletdock/core';

/** No receipt for a transaction within the wait's timeout (spec §9: 3 minutes by default). */
export class TransactionReceiptTimeoutError extends WalletDockError {
  override name = 'TransactionReceiptTimeoutError';
  readonly hash: string;

  constructor(options: { hash: string; timeoutMs: number; cause?: unknown }) {
    super('Timed out while waiting for the transaction receipt', {
      details: `No receipt for ${options.hash} after ${options.timeoutMs} ms`,
      cause: options.cause,
    });
    this.hash = options.hash;
  }
}
