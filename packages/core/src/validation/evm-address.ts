import { ValidationError } from '../errors/validation-error.js';
import { keccak256 } from './keccak256.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

/** A 0x-prefixed, 20-byte EVM address. */
export type EvmAddress = `0x${string}`;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * True for an EVM address: `0x` and 40 hex digits (spec §5). With `strict`, an address with any upper-case
 * letter must carry a correct EIP-55 checksum (equal to {@link toChecksumAddress} of itself); an
 * all-lower-case address has no checksum to check and passes. Non-strict accepts any letter case.
 */
export function isEvmAddress(value: unknown, options: { strict?: boolean } = {}): value is EvmAddress {
  if (typeof value !== 'string' || !ADDRESS.test(value)) return false;
  if (!options.strict || value === value.toLowerCase()) return true;
  return toChecksumAddress(value) === value;
}

/**
 * The EIP-55 mixed-case checksum form of an address: each hex letter is upper-cased when the matching
 * nibble of keccak256(lower-case hex address, as ASCII) is 8 or more.
 *
 * @throws {ValidationError} when `address` is not `0x` + 40 hex digits.
 */
export function toChecksumAddress(address: string): EvmAddress {
  if (typeof address !== 'string' || !ADDRESS.test(address)) {
    throw new ValidationError(VALIDATION_MESSAGES.invalidAddress(address));
  }
  const lower = address.slice(2).toLowerCase();
  const hash = keccak256(lower);
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const char = lower[i] as string;
    const byte = hash[i >> 1] as number;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    out += nibble >= 8 ? char.toUpperCase() : char;
  }
  return out as EvmAddress;
}
