import type { CaipNetworkId, ChainNamespace } from '../caip/types.js';

/**
 * A key-value backend (the shape of `localStorage`). Backends: localStorage, memory, cookies (SSR).
 * Implementations swallow quota and privacy-mode errors: storage is a cache, never a source of failure.
 */
export type StorageBackend = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/** A wallet remembered as recently used (spec §3 "Recent wallets", max 2). */
export type RecentWallet = { id: string; name: string; imageUrl?: string; connectorType?: string };

/** A cached value with the time it was stored (spec §3 "cached balance, … each with timestamp"). */
export type Cached<T> = { value: T; timestamp: number };

/** The TTL-cached records of spec §9 ("Cache life"). */
export type CacheKind = 'balance' | 'nativeBalance' | 'name' | 'identity' | 'assetImage';

/**
 * WalletDock's persisted state (spec §3 "Locally stored keys") behind a typed API. Every key is namespaced
 * (`@walletdock/…`); values are JSON; a corrupt value reads as absent.
 */
export type WalletDockStorage = {
  readonly backend: StorageBackend;

  /** Per-namespace connection status as last persisted ('connected' restores on start-up). */
  getConnectionStatus(namespace: ChainNamespace): 'connected' | 'disconnected' | undefined;
  setConnectionStatus(namespace: ChainNamespace, status: 'connected' | 'disconnected'): void;
  getConnectorId(namespace: ChainNamespace): string | undefined;
  setConnectorId(namespace: ChainNamespace, connectorId: string | undefined): void;

  /** The last used chain ("last used chain" key). */
  getActiveCaipNetworkId(): CaipNetworkId | undefined;
  setActiveCaipNetworkId(caipNetworkId: CaipNetworkId | undefined): void;
  getActiveNamespace(): ChainNamespace | undefined;
  setActiveNamespace(namespace: ChainNamespace | undefined): void;

  getRecentWallets(): readonly RecentWallet[];
  /** Puts the wallet first, dedupes by id, keeps at most 2. */
  addRecentWallet(wallet: RecentWallet): readonly RecentWallet[];

  getEmailLoginUsed(): boolean;
  setEmailLoginUsed(used: boolean): void;
  getEmail(): string | undefined;
  setEmail(email: string | undefined): void;
  getLastEmailLoginTime(): number | undefined;
  setLastEmailLoginTime(time: number | undefined): void;
  getSocialUsername(): string | undefined;
  setSocialUsername(username: string | undefined): void;
  /** Stored comma-separated (spec §3). */
  getSmartAccountEnabledNetworks(): readonly number[];
  setSmartAccountEnabledNetworks(chainIds: readonly number[]): void;

  /** A cached record if younger than its kind's TTL (balance 30 s, native balance 30 s, name 5 min, identity 5 min). */
  getCached<T>(kind: CacheKind, key: string): T | undefined;
  setCached<T>(kind: CacheKind, key: string, value: T): void;
  /** Drops every address-derived cache (balances, names, identities). */
  clearAddressCaches(): void;
};
