/**
 * An address shortened for display: the first `head` and last `tail` characters around an ellipsis
 * (`0x1234…abcd`). Addresses short enough to show whole are returned as they are.
 */
export function shortAddress(address: string, head = 6, tail = 4): string {
  if (address.length <= head + tail + 1) return address;
  return `${address.slice(0, head)}…${address.slice(-tail)}`;
}
