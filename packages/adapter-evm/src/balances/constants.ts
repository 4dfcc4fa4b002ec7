/** The canonical Multicall3 deployment, at the same address on almost every EVM chain. */
export const MULTICALL3_ADDRESS: `0x${string}` = '0xcA11bde05977b3631167028862bE2a173976CA11';

/**
 * Largest calldata (bytes) of one `aggregate3` call (spec §9 "Multicall batch 1024 bytes"). Each token costs
 * 48 bytes (balanceOf 36 + decimals, symbol, name 4 each), so about 21 tokens fit in one `eth_call`; more
 * tokens are split over several calls, sent together in one JSON-RPC batch.
 */
export { MULTICALL_BATCH_BYTES } from '@walletdock/core';
