// The adapter kit: the chain-agnostic parts every ChainAdapter is built from (see ARCHITECTURE.md "How to add
// an adapter"). Adapters import it from '@walletdock/core'; nothing here runs at import time, and an app that
// imports only createWalletDock bundles none of it.
export {
  type AdapterBase,
  type AdapterBaseMembers,
  type AdapterBaseOptions,
  type AdapterPart,
  createAdapterBase,
} from './adapter-base.js';
export { assertAdapterNetworks } from './assert-networks.js';
export { decodeBase58, encodeBase58 } from './base58.js';
export {
  type ConnectorDriver,
  type DriverMembers,
  dispatchToDrivers,
  RECONNECT_TIMEOUT_MS,
} from './connector-driver.js';
export {
  type ConnectorList,
  createConnectorList,
  WALLET_CONNECT_CONNECTOR_ID,
  walletConnectConnector,
} from './connector-list.js';
export {
  type ConnectorSession,
  type ConnectorSessions,
  createConnectorSessions,
  listenTo,
  type WalletEventListener,
  type WalletEventSource,
} from './connector-sessions.js';
export {
  connectorNotFoundError,
  noAccountError,
  notConnectedError,
  walletConnectDisabledError,
} from './errors.js';
export { findNetwork, withClientNetworks } from './find-network.js';
export { type LazyTransfers, lazyTransfers } from './lazy-transfers.js';
export { createRetryingFetch, type FetchLike, type RetryingFetchOptions } from './rpc-retry.js';
export { toWalletRequestError } from './wallet-request-error.js';
export { throwIfCancelled, untilCancelled } from './wallet-request-signal.js';
export {
  createWalletConnectLink,
  type WalletConnectConnectorContext,
  type WalletConnectDriverSpec,
  type WalletConnectLink,
  type WalletConnectLinkOptions,
  type WalletConnectProviderModule,
  type WalletConnectSettings,
  type WalletConnectStorage,
  walletConnectHubOptions,
} from './walletconnect-link.js';
export {
  type SessionNamespaceParser,
  sessionNamespaceAccounts,
  type WalletConnectProposal,
  type WalletConnectSessionNamespaces,
  walletConnectProposal,
} from './walletconnect-namespaces.js';
export {
  createWalletConnectSession,
  type WalletConnectSession,
  type WalletConnectSessionOptions,
} from './walletconnect-session.js';
