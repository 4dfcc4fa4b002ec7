import { BadRequestError } from '../errors.js';

/** An unpaired UTF-16 surrogate (a signer's wallet would hash U+FFFD in its place). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * `value` as the text of a `personal_sign` (EIP-191) message: a string of 1 to `maxLength` characters with no
 * NUL and no unpaired surrogate (other control characters, new lines among them, are signed as they are).
 * @throws {BadRequestError} `invalid_param` naming `field` otherwise.
 */
export function checkedSignedMessage(value: unknown, field: string, maxLength: number): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength)
    throw new BadRequestError(`"${field}" must be a string of 1 to ${maxLength} characters`);
  if (value.includes('\u0000') || LONE_SURROGATE.test(value))
    throw new BadRequestError(`"${field}" holds a NUL character or an unpaired surrogate`);
  return value;
}
