import { isEvmAddress, MAX_UINT256, VALIDATION_MESSAGES, ValidationError } from '@walletdock/core';
import type { Address, Hex } from 'viem';

export type BuildErc20TransferParameters = {
  /** The token contract. */
  token: string;
  /** The receiver. */
  to: string;
  /** In the token's smallest unit (e.g. 1 tUSD = 1_000_000n with 6 decimals). */
  amount: bigint;
};

/** A transaction request calling an ERC-20 `transfer`, for `sendTransaction`. */
export type Erc20TransferRequest = { to: Address; data: Hex; value: 0n };

/**
 * The transaction of an ERC-20 `transfer(to, amount)` (the send flow's token transfer): sent to the token
 * contract, with no native value.
 *
 * @throws {ValidationError} for an invalid token or receiver address (EIP-55 checked), or an amount that is
 *   negative or above 2^256-1.
 */
export function buildErc20Transfer({
  token,
  to,
  amount,
}: BuildErc20TransferParameters): Erc20TransferRequest {
  for (const address of [token, to]) {
    if (!isEvmAddress(address, { strict: true })) {
      throw new ValidationError(VALIDATION_MESSAGES.invalidAddress(address));
    }
  }
  if (typeof amount !== 'bigint' || amount < 0n || amount > MAX_UINT256) {
    throw new ValidationError('The amount must be a bigint between 0 and 2^256-1');
  }
  return { to: token as Address, data: encodeTransfer(to, amount), value: 0n };
}

/** The selector of `transfer(address,uint256)`: the first 4 bytes of its keccak-256. */
const TRANSFER_SELECTOR = 'a9059cbb';

/** ABI-encoded `transfer(to, amount)` calldata (selector, then both arguments as 32-byte words), as viem encodes it. */
function encodeTransfer(to: string, amount: bigint): Hex {
  const word = (hex: string) => hex.padStart(64, '0');
  return `0x${TRANSFER_SELECTOR}${word(to.slice(2).toLowerCase())}${word(amount.toString(16))}`;
}
