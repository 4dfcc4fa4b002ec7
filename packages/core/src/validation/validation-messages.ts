/**
 * Messages of validation failures the spec names as rules but gives no wording for (§5 fees, transaction
 * fields, addresses). Catalogue messages (e.g. 'Invalid chainId', 'Number is not a valid decimal number')
 * live in `errors/messages.ts`; these are developer-facing and stay in English.
 */
export const VALIDATION_MESSAGES = Object.freeze({
  invalidAddress: (address: unknown) => `Address "${truncate(address)}" is invalid`,
  gasPriceWithEip1559Fees: 'Cannot specify both a gasPrice and a maxFeePerGas/maxPriorityFeePerGas',
  maxFeePerGasTooHigh: 'maxFeePerGas cannot be higher than 2^256-1',
  priorityFeeAboveMaxFee: 'maxPriorityFeePerGas cannot be higher than maxFeePerGas',
  negativeFee: (field: string) => `${field} cannot be negative`,
  eip1559FieldsOnTyped: (type: string) =>
    `Transactions of type ${type} cannot have maxFeePerGas or maxPriorityFeePerGas`,
  gasPriceOnTyped: (type: string) => `Transactions of type ${type} cannot have a gasPrice`,
  baseFeeMultiplierTooLow: 'baseFeeMultiplier must be greater than or equal to 1',
  emptyBlobVersionedHashes: 'Blob versioned hashes must not be empty',
  invalidBlobVersionedHashSize: (hash: unknown) => `Blob versioned hash "${truncate(hash)}" must be 32 bytes`,
  invalidBlobVersionedHashVersion: (hash: unknown) =>
    `Blob versioned hash "${truncate(hash)}" must start with version 0x01`,
  invalidStorageKeySize: (key: unknown) => `Access list storage key "${truncate(key)}" must be 32 bytes`,
  stateAndStateDiff: 'state and stateDiff cannot both be set for one address in a state override',
  duplicateStateOverrideAddress: (address: unknown) =>
    `State override for address "${truncate(address)}" is given more than once`,
  invalidStateOverrideSlot: (slot: unknown) => `State override slot "${truncate(slot)}" must be 32 bytes`,
  invalidStateOverrideValue: (value: unknown) => `State override value "${truncate(value)}" must be 32 bytes`,
  unknownTransactionType: (type: unknown) => `Unknown transaction type "${truncate(type)}"`,
});

/** Any value as short text: hostile objects (null prototype, throwing toString) and very long strings included. */
function truncate(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value : String(value);
  } catch {
    text = Object.prototype.toString.call(value);
  }
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
