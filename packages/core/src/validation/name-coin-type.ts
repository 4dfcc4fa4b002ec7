import * as MESSAGES from '../errors/message-texts.js';
import { ValidationError } from '../errors/validation-error.js';

/** Smallest chain id that cannot be turned into an ENSIP-11 coin type (2^31). */
export const MAX_COIN_TYPE_CHAIN_ID_EXCLUSIVE = 0x80000000;

/**
 * The ENSIP-11 coin type of an EVM chain, used when registering a name for an address on that chain:
 * `(0x80000000 | chainId) >>> 0`, e.g. 1 → 2147483649, 8453 → 2147492101.
 *
 * @throws {ValidationError} 'Invalid chainId' when the chain id is not an integer in [0, 2^31).
 */
export function nameCoinType(chainId: number): number {
  if (
    typeof chainId !== 'number' ||
    !Number.isInteger(chainId) ||
    chainId < 0 ||
    chainId >= MAX_COIN_TYPE_CHAIN_ID_EXCLUSIVE
  ) {
    throw new ValidationError(MESSAGES.invalidChainId, {
      details: `chainId: ${typeof chainId === 'number' ? chainId : typeof chainId}`,
    });
  }
  return (0x80000000 | chainId) >>> 0;
}
