import { caipNetworkIdProblem } from './caip-network-id.js';
import { InvalidCaipAddressError } from './errors.js';
import { CAIP10_ADDRESS_PATTERN } from './patterns.js';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from './types.js';

/** CAIP-10 account address syntax (https://github.com/ChainAgnostic/CAIPs/blob/main/CAIPs/caip-10.md). */
const CAIP10_ACCOUNT_ADDRESS = CAIP10_ADDRESS_PATTERN;

/** A CAIP-10 account id taken apart. */
export type ParsedCaipAddress = {
  namespace: ChainNamespace;
  reference: string;
  caipNetworkId: CaipNetworkId;
  /** The chain-specific address, exactly as given (CAIP-10 is case-sensitive). */
  address: string;
  caipAddress: CaipAddress;
};

/** Why `input` is not a usable CAIP-10 account id, or undefined when it is. Never throws. */
export function caipAddressProblem(input: unknown): string | undefined {
  if (typeof input !== 'string') return 'not a string';
  const separator = input.lastIndexOf(':');
  if (separator === -1) return 'expected "namespace:reference:address"';
  const networkProblem = caipNetworkIdProblem(input.slice(0, separator));
  if (networkProblem !== undefined) return `invalid chain id (${networkProblem})`;
  if (!CAIP10_ACCOUNT_ADDRESS.test(input.slice(separator + 1))) {
    return 'the address must be 1 to 128 characters of a-z, A-Z, 0-9, "-", "." and "%"';
  }
  return undefined;
}

/** True when `value` is a valid CAIP-10 account id (its chain id valid as `isCaipNetworkId` says). Never throws. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  return caipAddressProblem(value) === undefined;
}

/**
 * Splits a CAIP-10 account id (`eip155:1:0xab16…`) into its network and address.
 *
 * @throws {InvalidCaipAddressError} when it is malformed or its network id is not valid.
 */
export function parseCaipAddress(input: string): ParsedCaipAddress {
  const problem = caipAddressProblem(input);
  if (problem !== undefined) throw new InvalidCaipAddressError(input, problem);
  const separator = input.lastIndexOf(':');
  const caipNetworkId = input.slice(0, separator) as CaipNetworkId;
  const namespaceEnd = caipNetworkId.indexOf(':');
  return {
    namespace: caipNetworkId.slice(0, namespaceEnd) as ChainNamespace,
    reference: caipNetworkId.slice(namespaceEnd + 1),
    caipNetworkId,
    address: input.slice(separator + 1),
    caipAddress: input as CaipAddress,
  };
}

/**
 * Builds a CAIP-10 account id from a network id and a chain-specific address (kept as given: CAIP-10 is
 * case-sensitive, so an EIP-55 checksummed address stays checksummed).
 *
 * @throws {InvalidCaipAddressError} when the result would not be a valid id.
 */
export function formatCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return parseCaipAddress(`${caipNetworkId}:${address}`).caipAddress;
}
