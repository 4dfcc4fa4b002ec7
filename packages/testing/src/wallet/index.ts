/**
 * `@walletdock/testing/wallet`: browser-safe test wallets — an EIP-1193 provider signing with local keys
 * against a local chain, EIP-6963 announcement and offline wallet icons, and a Wallet Standard Solana wallet
 * that signs in the page (`registerInPageSolanaWallet`).
 * @packageDocumentation
 */

export {
  type InPageSolanaApproval,
  type InPageSolanaWallet,
  type InPageSolanaWalletOptions,
  registerInPageSolanaWallet,
} from '../solana-wallet/in-page-wallet.js';
export {
  ANNOUNCE_PROVIDER_EVENT,
  type AnnounceProviderOptions,
  type AnnounceTarget,
  announceProvider,
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
  REQUEST_PROVIDER_EVENT,
  validateProviderInfo,
} from './announce.js';
export {
  isProviderRpcErrorLike,
  ProviderErrorCode,
  type ProviderErrorCodeValue,
  ProviderRpcError,
  type ProviderRpcErrorJson,
} from './errors.js';
export { walletIcon } from './icon.js';
export { createLocalAccountProvider } from './local-account-provider.js';
export type { PermissionCaveat, WalletPermission } from './permissions.js';
export type {
  ApprovalRequest,
  ApproveRequest,
  Eip1193Provider,
  LocalAccountProvider,
  LocalAccountProviderOptions,
  LocalAccountProviderState,
  NativeCurrency,
  ProviderConnectInfo,
  ProviderEventMap,
  ProviderEventName,
  ProviderListener,
  RequestArguments,
  WalletChain,
} from './types.js';
