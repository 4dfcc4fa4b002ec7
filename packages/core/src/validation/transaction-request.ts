import * as MESSAGES from '../errors/message-texts.js';
import { ValidationError } from '../errors/validation-error.js';
import { assertAccessList } from './access-list.js';
import { assertBlobVersionedHashes } from './blob-versioned-hashes.js';
import { isEvmAddress } from './evm-address.js';
import { assertFeeRules } from './fee-rules.js';
import { isTransactionType, type TransactionRequestFields } from './transaction-fields.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

/**
 * Checks an EVM transaction request against spec §5 before it goes to a wallet:
 * - `from` and `to` (when given) are valid addresses; mixed-case ones must carry a correct EIP-55
 *   checksum (a checksum typo is caught before funds move);
 * - `chainId` (when given) is a positive integer ('Invalid chainId');
 * - `type` (when given) is a known type;
 * - the fee rules ({@link assertFeeRules});
 * - `legacy` and `eip2930` reject `maxFeePerGas`/`maxPriorityFeePerGas`; `eip1559`, `eip4844` and
 *   `eip7702` reject `gasPrice` (the symmetric rule);
 * - access-list storage keys are 32 bytes; blob versioned hashes (when given, or required by `eip4844`
 *   without blobs) are non-empty, 32 bytes and version 0x01.
 *
 * @throws {ValidationError} naming the first broken rule.
 */
export function assertTransactionRequest(request: TransactionRequestFields): void {
  for (const address of [request.from, request.to]) {
    if (address !== undefined && address !== null && !isEvmAddress(address, { strict: true })) {
      throw new ValidationError(VALIDATION_MESSAGES.invalidAddress(address));
    }
  }
  const { chainId, type } = request;
  if (chainId !== undefined && (!Number.isSafeInteger(chainId) || chainId <= 0)) {
    throw new ValidationError(MESSAGES.invalidChainId);
  }
  if (type !== undefined && !isTransactionType(type)) {
    throw new ValidationError(VALIDATION_MESSAGES.unknownTransactionType(type));
  }
  assertFeeRules(request);
  const hasEip1559Fees = request.maxFeePerGas !== undefined || request.maxPriorityFeePerGas !== undefined;
  if ((type === 'legacy' || type === 'eip2930') && hasEip1559Fees) {
    throw new ValidationError(VALIDATION_MESSAGES.eip1559FieldsOnTyped(type));
  }
  if ((type === 'eip1559' || type === 'eip4844' || type === 'eip7702') && request.gasPrice !== undefined) {
    throw new ValidationError(VALIDATION_MESSAGES.gasPriceOnTyped(type));
  }
  if (request.accessList !== undefined) assertAccessList(request.accessList);
  if (request.blobVersionedHashes !== undefined || (type === 'eip4844' && request.blobs === undefined)) {
    assertBlobVersionedHashes(request.blobVersionedHashes);
  }
}
