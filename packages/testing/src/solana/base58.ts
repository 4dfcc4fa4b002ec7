const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const INDEX: Readonly<Record<string, number>> = Object.freeze(
  Object.fromEntries([...ALPHABET].map((char, index) => [char, index])),
);

/** Base58 (Bitcoin alphabet) encoding of bytes, as Solana prints keys, hashes and signatures. */
export function encodeBase58(bytes: Uint8Array): string {
  const digits: number[] = [];
  for (const byte of bytes) {
    let carry = byte;
    for (let index = 0; index < digits.length; index++) {
      carry += (digits[index] ?? 0) << 8;
      digits[index] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  let text = '';
  for (const byte of bytes) {
    if (byte !== 0) break;
    text += '1';
  }
  for (let index = digits.length - 1; index >= 0; index--) text += ALPHABET[digits[index] ?? 0];
  return text;
}

/**
 * Decodes base58 text.
 * @returns `undefined` when the text holds a character outside the alphabet.
 */
export function decodeBase58(text: string): Uint8Array | undefined {
  const bytes: number[] = [];
  for (const char of text) {
    const value = INDEX[char];
    if (value === undefined) return undefined;
    let carry = value;
    for (let index = 0; index < bytes.length; index++) {
      carry += (bytes[index] ?? 0) * 58;
      bytes[index] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.push(0);
  }
  return Uint8Array.from(bytes.reverse());
}
