export {
  closeUniversalProvider,
  createSolanaWalletConnectConnector,
  DEFAULT_SOLANA_STORAGE_PREFIX,
  loadUniversalProvider,
  type UniversalProviderLike,
} from './connector.js';
export { WALLETCONNECT_UNAVAILABLE_MESSAGE, WalletConnectUnavailableError } from './errors.js';
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
