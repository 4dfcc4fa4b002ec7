export {
  closeUniversalProvider,
  createWalletConnectConnector,
  disableVendorVerify,
  loadUniversalProvider,
  type UniversalProviderLike,
} from './connector.js';
export { WALLETCONNECT_UNAVAILABLE_MESSAGE, WalletConnectUnavailableError } from './errors.js';
export {
  buildOptionalNamespaces,
  DEFAULT_PAIRING_TTL_MS,
  pairingUriExpiry,
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
