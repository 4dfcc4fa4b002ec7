export { MULTICALL_BATCH_BYTES, MULTICALL3_ADDRESS } from './constants.js';
// viem is loaded with import() by readEvmBalances on its first call.
export { readEvmBalances } from './lazy.js';
export type {
  EvmBalanceSource,
  EvmBalances,
  EvmTokenReadFailure,
  EvmTokenReadFailureReason,
  ReadEvmBalancesParameters,
} from './read-balances.js';
