const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The form an address is compared and keyed in: EVM hex addresses are case-insensitive (EIP-55 is only a checksum). */
export function normalizeAddress(address: string): string {
  return HEX_ADDRESS.test(address) ? address.toLowerCase() : address;
}

/** True when two addresses are the same account (case-insensitive for EVM hex addresses, exact otherwise). */
export function sameAddress(a: string, b: string): boolean {
  return normalizeAddress(a) === normalizeAddress(b);
}

/** True for `0x` + 40 hex digits (any case). */
export function isHexAddress(value: unknown): value is string {
  return typeof value === 'string' && HEX_ADDRESS.test(value);
}
