import { isEvmAddress, MESSAGES, VALIDATION_MESSAGES, ValidationError } from '@walletdock/core';
import {
  describeValue,
  type Eip1193RequestProvider,
  malformedWalletResponse,
  requestWallet,
} from '../signing/provider.js';
import { numberToHex } from '../utils/hex.js';
import { type Eip5792Capabilities, isRecord } from './send-calls.js';

export type GetCapabilitiesParameters = {
  provider: Eip1193RequestProvider;
  address: string;
  /** Only these chains; default all the wallet supports. */
  chainIds?: readonly number[] | undefined;
};

/** Capabilities per chain id; 0 holds those the wallet has on every chain (EIP-5792 `0x0`). */
export type WalletCapabilities = Record<number, Eip5792Capabilities>;

/**
 * Reads what the wallet can do for an account (`wallet_getCapabilities`, EIP-5792), keyed by chain id.
 *
 * @throws {ValidationError} for an invalid address or chain id.
 * @throws {UnsupportedProviderMethodError} (4200) when the wallet has no EIP-5792; other codes map to
 *   their class.
 */
export async function getCapabilities({
  provider,
  address,
  chainIds,
}: GetCapabilitiesParameters): Promise<WalletCapabilities> {
  if (!isEvmAddress(address)) throw new ValidationError(VALIDATION_MESSAGES.invalidAddress(address));
  for (const chainId of chainIds ?? []) {
    if (!Number.isSafeInteger(chainId) || chainId < 0) throw new ValidationError(MESSAGES.invalidChainId);
  }
  const params = chainIds === undefined ? [address] : [address, chainIds.map((id) => numberToHex(id))];
  const result = await requestWallet(provider, 'wallet_getCapabilities', params);
  if (!isRecord(result)) {
    throw malformedWalletResponse(
      'wallet_getCapabilities',
      `expected an object, got ${describeValue(result)}`,
    );
  }
  const capabilities: WalletCapabilities = {};
  for (const [key, value] of Object.entries(result)) {
    if (!/^0x[0-9a-fA-F]+$/.test(key) || !isRecord(value)) continue;
    capabilities[Number(key)] = value;
  }
  return capabilities;
}
