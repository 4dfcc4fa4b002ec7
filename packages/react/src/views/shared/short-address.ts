/**
 * An address shortened to text for the header's buttons (the modal's views show addresses with `MiddleTruncate`,
 * the same head and tail, the full address kept for screen readers and copying): the first `head`
 * characters (default: `0x` plus 4 for EVM addresses, else 4) and the last `tail` (default 4) around an ellipsis —
 * `0x1234…abcd`, `HGPb…yZn6`. Addresses short enough to show whole are returned as they are.
 */
export function shortAddress(address: string, head = address.startsWith('0x') ? 6 : 4, tail = 4): string {
  if (address.length <= head + tail + 1) return address;
  return `${address.slice(0, head)}…${address.slice(-tail)}`;
}
