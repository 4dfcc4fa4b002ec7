import type { FastifyBaseLogger } from 'fastify';
import { isSolanaAddress } from '../chains/base58.js';
import type { TokenId } from '../chains/caip.js';
import type { ChainConfig } from '../config/chains.js';
import { BadRequestError } from '../errors.js';
import type { PriceSource } from '../prices/price-source.js';
import { checkedAddress } from './address.js';

/** The only fiat currency of the contract. */
export function checkCurrency(currency: string): void {
  if (currency !== 'usd') throw new BadRequestError(`"currency" must be usd, got ${currency}`);
}

/**
 * An account address of `chain` in a path: EVM (checksummed; a mixed-case one must pass EIP-55) or Solana
 * (base58 public key).
 * @throws {BadRequestError} otherwise.
 */
export function accountOf(chain: ChainConfig, value: string, field = 'address'): string {
  if (chain.namespace === 'eip155') return checkedAddress(value, field);
  if (!isSolanaAddress(value)) throw new BadRequestError(`"${field}" is not a Solana address: ${value}`);
  return value;
}

/** The USD prices of `tokens`; a failing source is logged and answers nothing priced. */
export async function pricesOrNone(
  source: PriceSource,
  tokens: readonly TokenId[],
  log: FastifyBaseLogger,
): Promise<ReadonlyMap<string, number>> {
  try {
    return await source.pricesUsd(tokens);
  } catch (error) {
    log.warn({ err: error, source: source.name }, 'price source failed: answering unpriced');
    return new Map();
  }
}
