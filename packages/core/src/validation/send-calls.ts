/** One call of `wallet_sendCalls` (EIP-5792), as far as WalletDock checks it. */
export type SendCall = { to: `0x${string}`; data?: `0x${string}`; value?: unknown };

/**
 * True when every call of a `wallet_sendCalls` request is well formed (spec §5): `calls` is a non-empty
 * array of objects, each with its own string `to` starting with `0x`, and a `data` that, when present, is a
 * string starting with `0x`. Other fields are not checked here.
 */
export function isValidSendCalls(calls: unknown): calls is SendCall[] {
  if (!Array.isArray(calls) || calls.length === 0) return false;
  return calls.every((call: unknown) => {
    if (typeof call !== 'object' || call === null || Array.isArray(call)) return false;
    // Own properties only: a `to` inherited from a prototype is not part of the request.
    const to: unknown = Object.hasOwn(call, 'to') ? (call as { to?: unknown }).to : undefined;
    const data: unknown = Object.hasOwn(call, 'data') ? (call as { data?: unknown }).data : undefined;
    if (typeof to !== 'string' || !to.startsWith('0x')) return false;
    return data === undefined || (typeof data === 'string' && data.startsWith('0x'));
  });
}

/**
 * True when the `params` of a `wallet_sendCalls` RPC request (`[{ calls, … }]`) hold valid calls; see
 * {@link isValidSendCalls}.
 */
export function isValidSendCallsParams(params: unknown): boolean {
  if (!Array.isArray(params) || params.length === 0) return false;
  const first: unknown = params[0];
  if (typeof first !== 'object' || first === null) return false;
  return isValidSendCalls((first as { calls?: unknown }).calls);
}
