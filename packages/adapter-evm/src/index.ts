export * from './adapter/index.js';
export * from './balances/index.js';
export * from './connectors/index.js';
export * from './eip5792/index.js';
export * from './eip6963/index.js';
export * from './networks/index.js';
export * from './reads/index.js';
export * from './rpc/index.js';
export * from './signing/index.js';
export * from './siwx/index.js';
export * from './transactions/index.js';
export type { EvmTransfers } from './transfers/evm-transfers.js';
// WalletConnect is loaded with import() by the adapter only when it is used: export its types, never its code.
export type {
  WalletConnectConnection,
  WalletConnectConnector,
  WalletConnectConnectorEvent,
  WalletConnectStorage,
} from './walletconnect/types.js';
