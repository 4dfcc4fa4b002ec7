import { ValidationError } from '../errors/validation-error.js';

/** Bitcoin's base58 alphabet, which Solana uses for addresses, signatures and blockhashes. */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 text of bytes (leading zero bytes become leading '1's). */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1;
  // Base-58 digits, least significant first.
  const digits: number[] = [];
  for (let i = zeros; i < bytes.length; i += 1) {
    let carry = bytes[i] ?? 0;
    for (let j = 0; j < digits.length; j += 1) {
      carry += (digits[j] ?? 0) << 8;
      digits[j] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  let text = '1'.repeat(zeros);
  for (let k = digits.length - 1; k >= 0; k -= 1) text += ALPHABET[digits[k] ?? 0];
  return text;
}

/**
 * Bytes of base58 text.
 *
 * @throws {ValidationError} when `text` holds a character outside the base58 alphabet.
 */
export function decodeBase58(text: string): Uint8Array {
  if (typeof text !== 'string') throw new ValidationError('A base58 value must be a string');
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros += 1;
  // Bytes, least significant first.
  const bytes: number[] = [];
  for (let i = zeros; i < text.length; i += 1) {
    const value = ALPHABET.indexOf(text.charAt(i));
    if (value < 0) {
      throw new ValidationError(`"${text.slice(0, 80)}" is not base58 text`, {
        details: `The character ${JSON.stringify(text.charAt(i))} is not in the base58 alphabet`,
      });
    }
    let carry = value;
    for (let j = 0; j < bytes.length; j += 1) {
      carry += (bytes[j] ?? 0) * 58;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  const out = new Uint8Array(zeros + bytes.length);
  for (let k = 0; k < bytes.length; k += 1) out[zeros + k] = bytes[bytes.length - 1 - k] ?? 0;
  return out;
}
