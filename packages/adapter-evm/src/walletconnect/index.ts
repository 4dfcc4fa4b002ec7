// Core's SDK-agnostic WalletConnect helpers and error, under the names this adapter has always exported.
export {
  closeUniversalProvider,
  disableVendorVerify,
  WALLETCONNECT_UNAVAILABLE_MESSAGE,
  WalletConnectUnavailableError,
} from '@walletdock/core';
export {
  createWalletConnectConnector,
  loadUniversalProvider,
  type UniversalProviderLike,
} from './connector.js';
export {
  buildOptionalNamespaces,
  WALLETCONNECT_EIP155_EVENTS,
  WALLETCONNECT_EIP155_METHODS,
} from './namespaces.js';
export type {
  WalletConnectConnection,
  WalletConnectConnector,
  WalletConnectConnectorEvent,
  WalletConnectConnectorOptions,
  WalletConnectEip1193Provider,
  WalletConnectMetadata,
  WalletConnectRequestArguments,
  WalletConnectStorage,
} from './types.js';
