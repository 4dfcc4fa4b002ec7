import { isEvmAddress, MAX_UINT256, VALIDATION_MESSAGES, ValidationError } from '@walletdock/core';
import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem';

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
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Address, amount] });
  return { to: token as Address, data, value: 0n };
}
