import { ChainError, MESSAGES, WalletDockError } from '@walletdock/core';

/** The signature was not confirmed within the receipt wait's timeout (spec §9: 3 minutes). */
export class SolanaTransactionTimeoutError extends WalletDockError {
  override name = 'SolanaTransactionTimeoutError';
  readonly signature: string;

  constructor(options: { signature: string; timeoutMs: number }) {
    // The EVM adapter's wording for the same wait, so the send views show one message for both families.
    super('Timed out while waiting for the transaction receipt', {
      details: `${options.signature} was not confirmed after ${options.timeoutMs} ms`,
    });
    this.signature = options.signature;
  }
}

/** The network could not price a transfer (an RPC read failed): 'The network fee could not be estimated'. */
export class SolanaFeeEstimateError extends ChainError {
  override name = 'SolanaFeeEstimateError';

  constructor(cause: unknown) {
    super(MESSAGES.sendFeeEstimateFailed, {
      cause,
      details: cause instanceof Error ? cause.message : String(cause),
    });
  }
}
