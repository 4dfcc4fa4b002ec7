/**
 * Decoding of the data a reverted EVM call returns (Solidity ABI): `Error(string)`, `Panic(uint256)`,
 * empty data, or a custom error we cannot name without its ABI.
 */

/** Selector of `Error(string)`: the first 4 bytes of keccak256('Error(string)'). */
export const ERROR_STRING_SELECTOR = '0x08c379a0';
/** Selector of `Panic(uint256)`: the first 4 bytes of keccak256('Panic(uint256)'). */
export const PANIC_SELECTOR = '0x4e487b71';

/** The meanings of Solidity's panic codes (Solidity docs, "Panic via assert and Error via require"). */
export const PANIC_REASONS: Readonly<Record<number, string>> = Object.freeze({
  0: 'generic compiler inserted panic',
  1: 'assertion failed',
  17: 'arithmetic operation resulted in underflow or overflow',
  18: 'division or modulo by zero',
  33: 'attempted to convert to an invalid enum value',
  34: 'attempted to access an incorrectly encoded storage byte array',
  49: 'attempted to pop an empty array',
  50: 'array index is out of bounds',
  65: 'allocated too much memory or created an array that is too large',
  81: 'attempted to call a zero-initialized variable of internal function type',
});

/** What the revert data says. */
export type DecodedRevert =
  | { kind: 'reason'; reason: string }
  | { kind: 'panic'; panicCode: bigint; panicReason: string | undefined }
  | { kind: 'empty' }
  | { kind: 'custom'; selector: string; data: string }
  | { kind: 'malformed'; data: string };

const HEX = /^0x(?:[0-9a-fA-F]{2})*$/;

/**
 * Decodes revert data. `undefined`, `''` and `'0x'` are `empty`; data that is not even-length hex, or an
 * `Error(string)`/`Panic(uint256)` payload that does not fit its ABI layout, is `malformed`.
 */
export function decodeRevertData(data: string | undefined): DecodedRevert {
  if (data === undefined || data === '' || data === '0x') return { kind: 'empty' };
  if (typeof data !== 'string' || !HEX.test(data) || data.length < 10) {
    return { kind: 'malformed', data: String(data) };
  }
  const selector = data.slice(0, 10).toLowerCase();
  const body = data.slice(10);
  if (selector === ERROR_STRING_SELECTOR) {
    const reason = decodeAbiString(body);
    return reason === undefined ? { kind: 'malformed', data } : { kind: 'reason', reason };
  }
  if (selector === PANIC_SELECTOR) {
    if (body.length !== 64) return { kind: 'malformed', data };
    const panicCode = BigInt(`0x${body}`);
    const panicReason = panicCode <= 0xffn ? PANIC_REASONS[Number(panicCode)] : undefined;
    return { kind: 'panic', panicCode, panicReason };
  }
  return { kind: 'custom', selector, data };
}

/** Decodes one ABI-encoded dynamic `string` argument (head offset + length + bytes), or undefined. */
function decodeAbiString(body: string): string | undefined {
  const word = (index: number): bigint | undefined => {
    const hex = body.slice(index * 64, index * 64 + 64);
    return hex.length === 64 ? BigInt(`0x${hex}`) : undefined;
  };
  const offset = word(0);
  if (offset === undefined || offset % 32n !== 0n || offset > BigInt(body.length / 2)) return undefined;
  const lengthIndex = Number(offset / 32n);
  const length = word(lengthIndex);
  const start = (lengthIndex + 1) * 64;
  if (length === undefined || length > BigInt((body.length - start) / 2)) return undefined;
  const hex = body.slice(start, start + Number(length) * 2);
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
