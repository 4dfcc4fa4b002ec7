import { isEvmAddress, isSignedMessage, VALIDATION_MESSAGES, ValidationError } from '@walletdock/core';
import type { Hex, TypedData, TypedDataDefinition } from 'viem';
import {
  describeValue,
  type Eip1193RequestProvider,
  malformedWalletResponse,
  requestWallet,
} from './provider.js';

export type SignTypedDataParameters<
  typedData extends TypedData | Record<string, unknown> = TypedData,
  primaryType extends keyof typedData | 'EIP712Domain' = keyof typedData,
> = {
  provider: Eip1193RequestProvider;
  /** The account that signs (must be one the wallet exposes to the app). */
  address: string;
  /** EIP-712 typed data: `domain`, `types` (without `EIP712Domain`: it is derived), `primaryType`, `message`. */
  typedData: TypedDataDefinition<typedData, primaryType>;
};

/**
 * Asks the wallet to sign EIP-712 typed data with `eth_signTypedData_v4`. The data is checked against its
 * types first (addresses, sized integers and bytes, known primary type), `EIP712Domain` is derived from the
 * domain's fields, and the JSON sent serialises bigints as decimal strings. Returns the signature.
 *
 * @throws {ValidationError} for an invalid address or typed data, before the wallet is asked.
 * @throws {UserRejectedRequestError} (4001) when the visitor declines; other wallet codes map to their class.
 * @throws {MalformedResponseError} when the wallet answers something that is not a signature.
 */
export async function signTypedData<
  const typedData extends TypedData | Record<string, unknown>,
  primaryType extends keyof typedData | 'EIP712Domain',
>({ provider, address, typedData }: SignTypedDataParameters<typedData, primaryType>): Promise<Hex> {
  if (!isEvmAddress(address)) throw new ValidationError(VALIDATION_MESSAGES.invalidAddress(address));
  // viem validates and serialises the data: loaded with import() on the first signature.
  const { serializeForWallet } = await import('./typed-data.js');
  const json = serializeForWallet(typedData as unknown as TypedDataDefinition);
  const signature = await requestWallet(provider, 'eth_signTypedData_v4', [address, json]);
  if (!isSignedMessage(signature)) {
    throw malformedWalletResponse(
      'eth_signTypedData_v4',
      `expected a signature, got ${describeValue(signature)}`,
    );
  }
  return signature;
}
