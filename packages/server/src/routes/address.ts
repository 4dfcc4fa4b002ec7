import { type Address, getAddress, isAddress } from 'viem';
import { BadRequestError } from '../errors.js';

/**
 * An EVM address (any case; a mixed-case one must carry a valid EIP-55 checksum), checksummed.
 * @throws {BadRequestError} naming `field` otherwise.
 */
export function checkedAddress(value: string, field: string): Address {
  if (!isAddress(value, { strict: false }))
    throw new BadRequestError(`"${field}" is not an EVM address: ${value}`);
  const hex = value.slice(2);
  if (hex !== hex.toLowerCase() && hex !== hex.toUpperCase() && !isAddress(value)) {
    throw new BadRequestError(`"${field}" fails its EIP-55 checksum: ${value}`);
  }
  return getAddress(value);
}
