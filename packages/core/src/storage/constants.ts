import type { ChainNamespace } from '../caip/types.js';
import type { CacheKind } from './types.js';

/**
 * Every key WalletDock stores (spec §3 "Locally stored keys", "Recent wallets", cached records). All are
 * prefixed `@walletdock/` so that they never collide with the host app's keys. Values are JSON, except
 * where noted.
 */
export const STORAGE_KEYS = Object.freeze({
  /** Per namespace: `"connected"` or `"disconnected"`, as last persisted (restored on start-up, spec §4). */
  connectionStatus: (namespace: ChainNamespace) => `@walletdock/connection-status/${namespace}` as const,
  /** Per namespace: the id of the connector used last (a JSON string). */
  connectorId: (namespace: ChainNamespace) => `@walletdock/connector-id/${namespace}` as const,
  /** The last used chain: a CAIP-2 network id (a JSON string). */
  activeCaipNetworkId: '@walletdock/active-caip-network-id',
  /** The namespace of the last used chain (a JSON string). */
  activeNamespace: '@walletdock/active-namespace',
  /** Recently used wallets, newest first, at most {@link MAX_RECENT_WALLETS} (a JSON array). */
  recentWallets: '@walletdock/recent-wallets',
  /** Whether the visitor ever logged in by e-mail (a JSON boolean). */
  emailLoginUsed: '@walletdock/email-login-used',
  /** The e-mail address of the embedded wallet (a JSON string). */
  email: '@walletdock/email',
  /** When the last e-mail login was started, in ms since the epoch (a JSON number; spec §5 cooldown). */
  lastEmailLoginTime: '@walletdock/last-email-login-time',
  /** The user name of the social login (a JSON string). */
  socialUsername: '@walletdock/social-username',
  /** Chain ids where smart accounts are enabled: plain text, comma separated (`1,8453`), as spec §3 says. */
  smartAccountEnabledNetworks: '@walletdock/smart-account-enabled-networks',
  /** Per cache kind: a JSON object of `{ [key]: { value, timestamp } }`. */
  cache: (kind: CacheKind) => `@walletdock/cache/${kind}` as const,
});

/** How long each cached record stays fresh, in milliseconds (spec §9 "Cache life"). */
export const CACHE_TTL_MS: Readonly<Record<CacheKind, number>> = Object.freeze({
  balance: 30_000,
  nativeBalance: 30_000,
  name: 5 * 60_000,
  identity: 5 * 60_000,
  // Not in spec §9: a checked copy of a network's directory icon, so that the network button shows it after a
  // reload before the modal opens (services/wallet-directory/stored-asset-images.ts). A day: icons rarely change.
  assetImage: 24 * 60 * 60_000,
});

/** The cache kinds that hold an address's data (dropped by `clearAddressCaches`): every kind but `assetImage`. */
export const ADDRESS_CACHE_KINDS: readonly CacheKind[] = Object.freeze([
  'balance',
  'nativeBalance',
  'name',
  'identity',
]);

/** Every cache kind, in the order of {@link CACHE_TTL_MS}. */
export const CACHE_KINDS: readonly CacheKind[] = Object.freeze([
  'balance',
  'nativeBalance',
  'name',
  'identity',
  'assetImage',
]);

/** How many recently used wallets are remembered (spec §3, §9). */
export { MAX_RECENT_WALLETS } from '../spec/limits.js';
