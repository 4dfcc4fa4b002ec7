/**
 * An address shortened for a button: its first characters (the `0x` prefix plus 4 for EVM, else 4) and its
 * last 4, joined by an ellipsis; short addresses are returned as they are.
 */
export function shortAddress(address: string): string {
  const head = address.startsWith('0x') ? 6 : 4;
  if (address.length <= head + 5) return address;
  return `${address.slice(0, head)}…${address.slice(-4)}`;
}
