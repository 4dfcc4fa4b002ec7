const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

/** True for an EVM transaction hash: `0x` and exactly 64 hex digits (spec §5). */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && TRANSACTION_HASH.test(value);
}
