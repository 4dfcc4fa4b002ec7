import { ValidationError } from '../errors/validation-error.js';
import {
  isTransactionType,
  type TransactionRequestFields,
  type TransactionType,
} from './transaction-fields.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

/**
 * The transaction type the fields of a request imply (spec §4), or undefined when they imply none and the
 * latest block must decide ({@link inferTransactionType}). In order:
 * an explicit `type`; `authorizationList` → eip7702; `blobs`, `blobVersionedHashes` or `maxFeePerBlobGas`
 * → eip4844; `maxFeePerGas` or `maxPriorityFeePerGas` → eip1559; `gasPrice` with an `accessList` →
 * eip2930; `gasPrice` alone → legacy.
 *
 * @throws {ValidationError} for an explicit `type` that is not one of the five.
 */
export function transactionTypeFromFields(request: TransactionRequestFields): TransactionType | undefined {
  if (request.type !== undefined) {
    if (!isTransactionType(request.type)) {
      throw new ValidationError(VALIDATION_MESSAGES.unknownTransactionType(request.type));
    }
    return request.type;
  }
  if (request.authorizationList !== undefined) return 'eip7702';
  if (
    request.blobs !== undefined ||
    request.blobVersionedHashes !== undefined ||
    request.maxFeePerBlobGas !== undefined
  ) {
    return 'eip4844';
  }
  if (request.maxFeePerGas !== undefined || request.maxPriorityFeePerGas !== undefined) return 'eip1559';
  if (request.gasPrice !== undefined) return request.accessList !== undefined ? 'eip2930' : 'legacy';
  return undefined;
}

/**
 * The transaction type to send (spec §4): what the fields imply ({@link transactionTypeFromFields}), else
 * eip1559 when the latest block has a base fee, else legacy. A request with only an `accessList` becomes
 * eip1559 on a base-fee chain and eip2930 otherwise (both carry access lists).
 */
export function inferTransactionType(
  request: TransactionRequestFields,
  latestBlockHasBaseFee: boolean,
): TransactionType {
  const fromFields = transactionTypeFromFields(request);
  if (fromFields !== undefined) return fromFields;
  if (latestBlockHasBaseFee) return 'eip1559';
  return request.accessList !== undefined ? 'eip2930' : 'legacy';
}
