import { ValidationError } from '../errors/validation-error.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

/** 2^256 - 1, the largest value of an EVM word. */
export const MAX_UINT256 = 2n ** 256n - 1n;

/** The fee fields of a transaction request, in wei. */
export type FeeFields = {
  gasPrice?: bigint | undefined;
  maxFeePerGas?: bigint | undefined;
  maxPriorityFeePerGas?: bigint | undefined;
};

/**
 * Checks the fee rules of spec §5: no fee is negative; `gasPrice` is not combined with `maxFeePerGas` or
 * `maxPriorityFeePerGas`; `maxFeePerGas` ≤ 2^256-1; `maxPriorityFeePerGas` ≤ `maxFeePerGas` when both
 * are given.
 *
 * @throws {ValidationError} naming the broken rule.
 */
export function assertFeeRules({ gasPrice, maxFeePerGas, maxPriorityFeePerGas }: FeeFields): void {
  for (const [field, value] of [
    ['gasPrice', gasPrice],
    ['maxFeePerGas', maxFeePerGas],
    ['maxPriorityFeePerGas', maxPriorityFeePerGas],
  ] as const) {
    if (value !== undefined && value < 0n) throw new ValidationError(VALIDATION_MESSAGES.negativeFee(field));
  }
  if (gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined)) {
    throw new ValidationError(VALIDATION_MESSAGES.gasPriceWithEip1559Fees);
  }
  if (maxFeePerGas !== undefined && maxFeePerGas > MAX_UINT256) {
    throw new ValidationError(VALIDATION_MESSAGES.maxFeePerGasTooHigh);
  }
  if (
    maxFeePerGas !== undefined &&
    maxPriorityFeePerGas !== undefined &&
    maxPriorityFeePerGas > maxFeePerGas
  ) {
    throw new ValidationError(VALIDATION_MESSAGES.priorityFeeAboveMaxFee);
  }
}
