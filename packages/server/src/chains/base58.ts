const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const VALUES = new Map([...ALPHABET].map((char, index) => [char, BigInt(index)]));

/**
 * The bytes of a base58 (Bitcoin alphabet) string, e.g. a Solana public key; `undefined` when it holds a
 * character outside the alphabet or is empty.
 */
export function decodeBase58(text: string): Uint8Array | undefined {
  if (text === '' || text.length > 128) return undefined;
  let value = 0n;
  for (const char of text) {
    const digit = VALUES.get(char);
    if (digit === undefined) return undefined;
    value = value * 58n + digit;
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  let zeros = 0;
  while (text[zeros] === '1') zeros += 1;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes]);
}

/** Whether `text` is a Solana address (public key or mint): base58 of exactly 32 bytes. */
export function isSolanaAddress(text: string): boolean {
  return decodeBase58(text)?.length === 32;
}
