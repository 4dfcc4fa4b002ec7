export {
  type EvmBalanceSource,
  type EvmBalances,
  type EvmTokenReadFailure,
  type EvmTokenReadFailureReason,
  MULTICALL_BATCH_BYTES,
  MULTICALL3_ADDRESS,
  type ReadEvmBalancesParameters,
  readEvmBalances,
} from './read-balances.js';
