/** The local Solana chain could not start: no free port pair, or seeding the dev accounts failed. */
export class SolanaChainStartError extends Error {
  override name = 'SolanaChainStartError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
  }
}
