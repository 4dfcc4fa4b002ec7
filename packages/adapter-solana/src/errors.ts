import { ChainError, ConfigurationError, MESSAGES, ValidationError } from '@walletdock/core';

/**
 * A chain id that has no counterpart: a Wallet Standard chain (`solana:…`) with no configured CAIP-2 network, or
 * a CAIP-2 id with no Wallet Standard chain (spec §8 'Chain is not supported').
 */
export class UnknownSolanaChainError extends ChainError {
  override name = 'UnknownSolanaChainError';
  readonly chain: string;
  constructor(chain: string, details: string) {
    super(MESSAGES.chainNotSupported, { details });
    this.chain = chain;
  }
}

/** A `preflightCommitment` outside the spec's list (§5), refused before the wallet is asked. */
export class InvalidPreflightCommitmentError extends ValidationError {
  override name = 'InvalidPreflightCommitmentError';
  readonly value: unknown;
  constructor(value: unknown) {
    super(`Invalid preflightCommitment ${describe(value)}`, {
      details:
        'preflightCommitment must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max',
    });
    this.value = value;
  }
}

/** `@solana/web3.js` (a peer dependency) could not be loaded for an operation that needs it. */
export class SolanaWeb3UnavailableError extends ConfigurationError {
  override name = 'SolanaWeb3UnavailableError';
  constructor(cause: unknown) {
    super('@solana/web3.js could not be loaded', {
      cause,
      details:
        'Install the peer dependency @solana/web3.js@^1.98.4: RPC reads and transactions of the Solana adapter need it',
    });
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
  try {
    return String(value);
  } catch {
    return typeof value;
  }
}
