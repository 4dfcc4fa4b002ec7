export { RECONNECT_TIMEOUT_MS, solanaAdapter } from './solana-adapter.js';
export type {
  SolanaAdapter,
  SolanaAdapterMethods,
  SolanaAdapterOptions,
  SolanaWalletTarget,
} from './types.js';
