export { RECONNECT_TIMEOUT_MS, solanaAdapter, WALLET_CONNECT_CONNECTOR_ID } from './solana-adapter.js';
export type {
  SolanaAdapter,
  SolanaAdapterMethods,
  SolanaAdapterOptions,
  SolanaWalletTarget,
} from './types.js';
