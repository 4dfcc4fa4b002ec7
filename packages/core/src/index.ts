// @walletdock/core — the headless WalletDock client. See README.md for a walk-through.

// The adapter contract
export type {
  AdapterAccount,
  AdapterBalance,
  AdapterConnection,
  AdapterFeeEstimate,
  AdapterMountContext,
  AdapterRequestSignal,
  AdapterSharedRegistry,
  AdapterTokenBalance,
  AdapterTransactionOutcome,
  AdapterTransactionRequest,
  AdapterTransfer,
  ChainAdapter,
  ChainAdapterEventName,
  ChainAdapterEvents,
  ChainAdapterTransfers,
  Connector,
  ConnectorType,
} from './adapter/types.js';
// adapter kit (one statement): createAdapterBase, sessions, connector list, WalletConnect link/session,
// networks, errors, RPC retry, base58 — see src/adapter-kit/index.ts
export * from './adapter-kit/index.js';
export { defaultAccountType } from './caip/account-type.js';
export {
  caipAddressProblem,
  formatCaipAddress,
  isCaipAddress,
  type ParsedCaipAddress,
  parseCaipAddress,
} from './caip/caip-address.js';
export {
  caipNetworkIdProblem,
  formatCaipNetworkId,
  isCaipNetworkId,
  type ParsedCaipNetworkId,
  parseCaipNetworkId,
} from './caip/caip-network-id.js';
export { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './caip/errors.js';
export { CHAIN_NAMESPACES, isChainNamespace, isKnownChainNamespace } from './caip/namespaces.js';
// CAIP identifiers and networks
export type {
  AccountType,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  KnownChainNamespace,
  NativeCurrency,
} from './caip/types.js';
export type { Clock, Logger, Random } from './client/clock.js';
// The client
export {
  createWalletDock,
  type WalletDockClient,
  type WalletDockState,
} from './client/create-walletdock.js';
export { detectPlatform, type Platform } from './client/platform.js';
export { alertForServerMessage, alertTitle } from './controllers/alert.js';
export {
  buildConnectorListing,
  type ConnectorListingInput,
  customWalletAsDirectoryWallet,
  directoryWalletLink,
  INSTALLED_CONNECTOR_TYPES,
} from './controllers/connector-listing.js';
export {
  ERROR_TELEMETRY_LIMIT,
  ERROR_TELEMETRY_WINDOW_MS,
  HEADER_TEXT_MS,
  MODAL_HEIGHT_MS,
  SHAKE_MS,
  TOAST_AUTO_CLOSE_MS,
  TOAST_SWAP_MS,
  VIEW_TRANSITION_MS,
} from './controllers/timing.js';
// Controllers' state and interfaces (reach them through `client.controllers`)
export type * from './controllers/types.js';
// Errors, validation, formatting
export { type EmbeddedWalletHub, EmbeddedWalletLoadError } from './embedded-wallet/hub.js';
export type * from './embedded-wallet/transport.js';
export * from './errors/index.js';
export { createEmitter, type Emitter, type EmitterEventMap, type EmitterOptions } from './events/emitter.js';
// Feature modules: their boundary types, and each feature's state and controller (`await client.feature(name)`)
export type * from './features/analytics/types.js';
export type * from './features/history/types.js';
export type * from './features/names/types.js';
export type * from './features/nfts/types.js';
export type * from './features/receive/types.js';
export type * from './features/send/types.js';
export type * from './features/siwx/types.js';
export type * from './features/types.js';
export * from './format/index.js';
export { type LazyOnce, lazyOnce } from './lazy/lazy-once.js';
export { bitcoin, bitcoinTestnet } from './networks/bitcoin.js';
export { defineNetwork, freezeNetwork, type NetworkDefinition } from './networks/define-network.js';
export { arbitrum, base, mainnet, optimism, polygon } from './networks/eip155.js';
export { InvalidNetworkError } from './networks/errors.js';
export { getExplorerUrl } from './networks/explorer-url.js';
export { getNetworkByCaipId } from './networks/get-network.js';
export { knownNetworkName } from './networks/known-network.js';
export { solana, solanaDevnet, solanaTestnet } from './networks/solana.js';
export {
  CONNECT_METHODS_ORDER_WITH_INSTALLED_WALLETS,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_CONNECTOR_LIST_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  DEFAULT_THEME,
  DEFAULT_THEME_MODE,
  DEFAULT_WALLET_FEATURES_ORDER,
  themeVariablesFor,
} from './options/defaults.js';
export type { ResolvedOptions } from './options/resolve-options.js';
// Options
export type {
  AppMetadata,
  ConnectMethod,
  ConnectorListSection,
  CustomWallet,
  Features,
  ServiceUrls,
  SIWEConfig,
  SIWXConfig,
  SIWXSession,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
  TokenConfig,
  WalletDockOptions,
  WalletFeature,
} from './options/types.js';
export { SOCIAL_PROVIDERS } from './options/types.js';
export {
  type AnyViewData,
  type ConnectingExternalData,
  type NamespaceChoice,
  type NamespacePickerData,
  type SwapViewData,
  type ViewData,
  type ViewDataArgs,
  type ViewDataMap,
  type ViewWithData,
  type ViewWithoutRequiredData,
  viewData,
  type WalletConnectViewData,
} from './router/view-data.js';
export { isView, VIEWS, type View } from './router/views.js';
export { PendingRequestsLimitError, RequestAbortedError } from './rpc/errors.js';
// RPC policy
export { APPROVAL_RPC_METHODS, PENDING_TRANSACTIONS_LIMIT, SAFE_RPC_METHODS } from './rpc/methods.js';
export { assertRpcAllowed, classifyRpcMethod, type RpcMethodClass } from './rpc/policy.js';
export {
  createRequestTracker,
  type RequestTracker,
  type RequestTrackerOptions,
  type RequestWork,
  type TrackedRequest,
} from './rpc/request-tracker.js';
export {
  BLOCKED_SCHEMES,
  isDeepLink,
  isLoopbackHost,
  safeImageUrl,
  safeLinkUrl,
  safeWalletLink,
  walletDeepLinkSchemes,
} from './sanitize/links.js';
export { DISPLAY_TEXT_MAX_LENGTH, displayText } from './sanitize/text.js';
export {
  type WalletGetLink,
  type WalletGetLinkFields,
  type WalletGetLinkKind,
  walletGetLink,
} from './sanitize/wallet-get-link.js';
export * from './services/index.js';
export {
  checkSiwxMessage,
  type SiwxExpectations,
  type SiwxSignedMessage,
} from './siwx/check-message.js';
// Sign-in (SIWX: CAIP-122, ERC-4361, Sign in with Solana)
export { createSiwxMessage } from './siwx/create-message.js';
export type { SiwxOptions } from './siwx/default-siwx.js';
export { createSiwx } from './siwx/lazy-siwx.js';
export { createSiwxNonce } from './siwx/nonce.js';
export { parseSiwxMessage } from './siwx/parse-message.js';
export { DEFAULT_SIWX_SESSION_MS } from './siwx/session-duration.js';
export { isSessionCurrent, isSiwxSession } from './siwx/session-shape.js';
export { SIWX_SESSIONS_KEY } from './siwx/session-store.js';
export { SiwxError } from './siwx/siwx-error.js';
export { SiwxMessageError, type SiwxMessageReason } from './siwx/siwx-message-error.js';
export { SiwxVerificationError, type SiwxVerificationReason } from './siwx/siwx-verification-error.js';
export type { SIWXCacao, SIWXMessage, SIWXMessageData, SIWXMessageInput } from './siwx/types.js';
export {
  MULTICALL_BATCH_BYTES,
  RECEIPT_WAIT,
  RECOMMENDED_PAGE_SIZE,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
} from './spec/limits.js';
// Storage
export {
  COOKIE_DEFAULT_MAX_AGE_SECONDS,
  COOKIE_MAX_BYTES,
  type CookieSource,
  type CookieStorageOptions,
  cookieStorage,
  defaultStorageBackend,
  localStorageBackend,
  memoryStorage,
  type StorageLike,
} from './storage/backends.js';
export { CACHE_KINDS, CACHE_TTL_MS, MAX_RECENT_WALLETS, STORAGE_KEYS } from './storage/constants.js';
export { createWalletDockStorage } from './storage/create-storage.js';
export type { Cached, CacheKind, RecentWallet, StorageBackend, WalletDockStorage } from './storage/types.js';
export * from './validation/index.js';
export { VERSION } from './version.js';
// WalletConnect: one session per client shared by the adapters (SDK-agnostic; adapters supply the provider)
export {
  createWalletConnectHub,
  WALLETCONNECT_PAIRING_TTL_MS,
  type WalletConnectHub,
  type WalletConnectHubOptions,
  type WalletConnectListener,
  type WalletConnectNamespaceProposal,
  type WalletConnectProviderClass,
  type WalletConnectProviderLike,
  type WalletConnectRegistration,
  type WalletConnectSessionLike,
  type WalletConnectSessionNamespace,
  walletConnectPairingExpiry,
} from './walletconnect/hub.js';
export {
  createLazyWalletConnectHub,
  type LazyWalletConnectHub,
  WALLETCONNECT_HUB_KEY,
} from './walletconnect/lazy-hub.js';
export {
  closeUniversalProvider,
  disableVendorVerify,
  loadUniversalProvider,
  universalProviderClassOf,
} from './walletconnect/provider.js';
