import type { Address, PublicClient } from 'viem';
import { getEnsAddress, normalize } from 'viem/ens';

// viem-based (ENS normalisation and the Universal Resolver): loaded with import() by `resolveEvmName`.

/** The address of an ENS-style name through the Universal Resolver at `resolver`; null when it has none. */
export function ensAddressOf(client: PublicClient, name: string, resolver: Address): Promise<Address | null> {
  return getEnsAddress(client, { name: normalize(name), universalResolverAddress: resolver });
}
