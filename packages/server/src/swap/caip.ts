import { type Address, maxUint256 } from 'viem';
import { BadRequestError } from '../errors.js';
import { checkedAddress } from '../routes/address.js';

/** The placeholder address of a chain's native currency in CAIP-10 token ids (the contract's). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
const EVM_CHAIN = /^eip155:[1-9][0-9]{0,18}$/;

/** A token of a swap: CAIP-10 id parsed; `native` for the placeholder address. */
export type TokenRef = {
  /** CAIP-2 id of its chain (`eip155:1`). */
  chainId: string;
  /** Checksummed contract address (the placeholder for the native currency). */
  address: Address;
  native: boolean;
  /** Its CAIP-10 id with the checksummed address. */
  caip10: string;
};

/**
 * An EVM CAIP-2 chain id (`eip155:1`).
 * @throws {BadRequestError} `invalid_param` when malformed; `unsupported_chain` for another namespace.
 */
export function parseEvmChainId(value: string, field: string): string {
  if (!CAIP2.test(value)) throw new BadRequestError(`"${field}" is not a CAIP-2 chain id: ${value}`);
  if (!EVM_CHAIN.test(value)) {
    throw new BadRequestError(`Swaps are only available on eip155 chains, not ${value}`, 'unsupported_chain');
  }
  return value;
}

/**
 * A CAIP-10 token id (`eip155:1:0x…`; the native currency is the placeholder address).
 * @throws {BadRequestError} naming `field` when malformed or not on an EVM chain.
 */
export function parseTokenId(value: string, field: string): TokenRef {
  const index = value.lastIndexOf(':');
  if (index < 0 || !/^0x[0-9a-fA-F]{40}$/.test(value.slice(index + 1))) {
    throw new BadRequestError(`"${field}" is not a CAIP-10 id (eip155:<chain id>:0x…): ${value}`);
  }
  const chainId = parseEvmChainId(value.slice(0, index), field);
  const raw = value.slice(index + 1);
  const native = raw.toLowerCase() === NATIVE_TOKEN_ADDRESS;
  const address = native ? (NATIVE_TOKEN_ADDRESS as Address) : checkedAddress(raw, field);
  return { chainId, address, native, caip10: `${chainId}:${address}` };
}

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
  if (!CAIP2.test(chain) || !/^0x[0-9a-fA-F]{40}$/.test(address)) {
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
