// Core's SDK-agnostic WalletConnect helpers and error, under the names this adapter has always exported.
export {
  closeUniversalProvider,
  WALLETCONNECT_UNAVAILABLE_MESSAGE,
  WalletConnectUnavailableError,
} from '@walletdock/core';
export {
  createSolanaWalletConnectConnector,
  DEFAULT_SOLANA_STORAGE_PREFIX,
  loadUniversalProvider,
  type UniversalProviderLike,
} from './connector.js';
export {
  buildSolanaOptionalNamespaces,
  isWalletConnectRejection,
  sessionSolanaAccounts,
  WALLETCONNECT_SOLANA_EVENTS,
  WALLETCONNECT_SOLANA_METHODS,
} from './namespaces.js';
export type {
  SolanaWalletConnectConnector,
  SolanaWalletConnectConnectorOptions,
  SolanaWalletConnectOptions,
  SolanaWalletConnectSession,
  SolanaWalletConnectStorage,
} from './types.js';
