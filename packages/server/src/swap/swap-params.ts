import { type Address, maxUint256 } from 'viem';
import { isCaip2 } from '../chains/caip.js';
import { BadRequestError } from '../errors.js';
import { checkedAddress } from '../routes/address.js';

/**
 * An account given as a CAIP-10 id or a plain address (the contract uses both for `userAddress`); a CAIP-10 id
 * must be on `chainId`, the chain of the swap.
 * @throws {BadRequestError} naming `field`.
 */
export function parseAccount(value: string, field: string, chainId: string): Address {
  if (!value.includes(':')) {
    if (!/^0x[0-9a-fA-F]{40}$/.test(value))
      throw new BadRequestError(`"${field}" is not an address: ${value}`);
    return checkedAddress(value, field);
  }
  const index = value.lastIndexOf(':');
  const chain = value.slice(0, index);
  const address = value.slice(index + 1);
  if (!isCaip2(chain) || !/^0x[0-9a-fA-F]{40}$/.test(address)) {
    throw new BadRequestError(`"${field}" is not an address: ${value}`);
  }
  if (chain !== chainId) throw new BadRequestError(`"${field}" is on ${chain}, the swap on ${chainId}`);
  return checkedAddress(address, field);
}

/**
 * An amount in the smallest unit (a decimal string of an integer that fits 256 bits).
 * @throws {BadRequestError} naming `field`.
 */
export function parseAmount(value: string, field: string): bigint {
  if (!/^[0-9]{1,78}$/.test(value)) {
    throw new BadRequestError(
      `"${field}" must be a non-negative integer amount in base units, got ${value.slice(0, 100)}`,
    );
  }
  const amount = BigInt(value);
  if (amount > maxUint256) throw new BadRequestError(`"${field}" does not fit 256 bits`);
  return amount;
}

/** Largest slippage a swap may be built with, in percent. */
export const MAX_SLIPPAGE_PERCENT = 50;

/**
 * A slippage in percent (`"1"`, `"0.5"`, 0–50) as basis points, rounded to the nearest.
 * @throws {BadRequestError} otherwise.
 */
export function parseSlippageBps(value: string, field: string): bigint {
  const percent = Number(value);
  if (!/^\d{1,3}(\.\d{1,6})?$/.test(value) || percent > MAX_SLIPPAGE_PERCENT) {
    throw new BadRequestError(`"${field}" must be a percentage from 0 to ${MAX_SLIPPAGE_PERCENT}`);
  }
  return BigInt(Math.round(percent * 100));
}
