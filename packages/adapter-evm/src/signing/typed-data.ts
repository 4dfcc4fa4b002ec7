import { ValidationError } from '@walletdock/core';
import {
  getTypesForEIP712Domain,
  serializeTypedData,
  type TypedData,
  type TypedDataDefinition,
  validateTypedData,
} from 'viem';

// viem-based: loaded with import() by `signTypedData`; apps import `serializeTypedDataForWallet` from
// '@walletdock/adapter-evm/viem'.

/**
 * The JSON of `eth_signTypedData_v4`'s second parameter: validated, with `EIP712Domain` derived from the
 * domain and bigints as decimal strings.
 *
 * @throws {ValidationError} when the data does not match its types.
 */
export function serializeTypedDataForWallet<
  const typedData extends TypedData | Record<string, unknown>,
  primaryType extends keyof typedData | 'EIP712Domain',
>(typedData: TypedDataDefinition<typedData, primaryType>): string {
  return serializeForWallet(typedData as unknown as TypedDataDefinition);
}

export function serializeForWallet(typedData: TypedDataDefinition): string {
  if (typeof typedData !== 'object' || typedData === null) {
    throw new ValidationError('Typed data must be an object with domain, types, primaryType and message');
  }
  try {
    const { domain, types, primaryType, message } = typedData;
    const definition = {
      domain,
      types: { ...types, EIP712Domain: getTypesForEIP712Domain({ domain }) },
      primaryType,
      message,
    } as unknown as TypedDataDefinition;
    validateTypedData(definition);
    return serializeTypedData(definition);
  } catch (error) {
    const details = error instanceof Error ? error.message : String(error);
    throw new ValidationError('Typed data does not match its types', { details, cause: error });
  }
}
