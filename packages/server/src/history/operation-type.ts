import type { HistoryTransfer } from '@walletdock/core';

/** `approve(address,uint256)`. */
const APPROVE_SELECTOR = '0x095ea7b3';

/**
 * What a transaction did for the account, as the reference implementation tells it: `mint` when a token came
 * from the zero address, `approve`/`execute` when nothing moved, `trade` when things moved both ways,
 * else `send` or `receive` (a transfer to oneself is a `send`).
 */
export function operationType(options: {
  transfers: readonly HistoryTransfer[];
  minted: boolean;
  /** The first 4 bytes of the transaction's input, when it has one. */
  method: string | null;
}): string {
  if (options.minted) return 'mint';
  if (options.transfers.length === 0) return options.method === APPROVE_SELECTOR ? 'approve' : 'execute';
  const directions = new Set(options.transfers.map((transfer) => transfer.direction));
  if (directions.has('in') && directions.has('out')) return 'trade';
  return directions.has('in') ? 'receive' : 'send';
}
