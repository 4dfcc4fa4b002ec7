export { evmAdapter, RECONNECT_TIMEOUT_MS, WALLET_CONNECT_CONNECTOR_ID } from './evm-adapter.js';
export type { EvmAdapter, EvmAdapterOptions, EvmWalletConnectOptions } from './types.js';
