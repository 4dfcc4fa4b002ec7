import { type Address, getAddress, isAddress } from 'viem';
import { BadRequestError } from '../errors.js';

/** The most characters of a refused value that an error message repeats. */
const ECHOED = 100;

/**
 * An EVM address (any case; a mixed-case one must carry a valid EIP-55 checksum), checksummed. The one address
 * check of the routes (and of `verifySignedMessage`); never throws anything but its 400.
 * @throws {BadRequestError} `invalid_param` naming `field` otherwise (a non-string too).
 */
export function checkedAddress(value: unknown, field: string): Address {
  if (typeof value !== 'string') throw new BadRequestError(`"${field}" is not an EVM address`);
  const echoed = value.length > ECHOED ? `${value.slice(0, ECHOED)}…` : value;
  if (!isAddress(value, { strict: false }))
    throw new BadRequestError(`"${field}" is not an EVM address: ${echoed}`);
  const hex = value.slice(2);
  if (hex !== hex.toLowerCase() && hex !== hex.toUpperCase() && !isAddress(value)) {
    throw new BadRequestError(`"${field}" fails its EIP-55 checksum: ${echoed}`);
  }
  return getAddress(value);
}
