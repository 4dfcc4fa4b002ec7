import { isCaipNetworkId } from '../caip/caip-network-id.js';
import { isChainNamespace } from '../caip/namespaces.js';
import type { Clock } from '../client/clock.js';
import { createCacheRecords } from './cache-records.js';
import { MAX_RECENT_WALLETS, STORAGE_KEYS } from './constants.js';
import { readJson, readText, removeKey, writeJson, writeText } from './storage-io.js';
import { isChainIdNumber, isTimestamp, nonEmpty, parseChainIdList, toRecentWallet } from './stored-values.js';
import type { RecentWallet, StorageBackend, WalletDockStorage } from './types.js';

/**
 * WalletDock's persisted state over any {@link StorageBackend}.
 *
 * - Keys are those of `STORAGE_KEYS` (all prefixed `@walletdock/`); values are JSON (bigints survive the
 *   round trip), except the comma-separated smart-account networks.
 * - Reading never throws: a missing, corrupt or ill-typed value reads as absent, and a backend that
 *   throws is treated as empty. Writing never throws either: a value that cannot be stored is dropped.
 * - Cached records carry the `clock.now()` of their writing and read as absent once older than their
 *   kind's TTL (`CACHE_TTL_MS`), or when their timestamp lies in the future.
 *
 * Its parts: the backend's reads and writes (storage-io.ts), the checks of stored values (stored-values.ts) and
 * the cached records (cache-records.ts).
 */
export function createWalletDockStorage(
  backend: StorageBackend,
  clock: Pick<Clock, 'now'>,
): WalletDockStorage {
  const readString = (key: string): string | undefined => {
    const value = readJson(backend, key);
    return typeof value === 'string' ? value : undefined;
  };

  const readRecentWallets = (): RecentWallet[] => {
    const stored = readJson(backend, STORAGE_KEYS.recentWallets);
    if (!Array.isArray(stored)) return [];
    const wallets: RecentWallet[] = [];
    for (const entry of stored) {
      const wallet = toRecentWallet(entry);
      if (wallet && !wallets.some((w) => w.id === wallet.id)) wallets.push(wallet);
    }
    return wallets.slice(0, MAX_RECENT_WALLETS);
  };

  return {
    backend,

    getConnectionStatus(namespace) {
      const status = readJson(backend, STORAGE_KEYS.connectionStatus(namespace));
      return status === 'connected' || status === 'disconnected' ? status : undefined;
    },
    setConnectionStatus(namespace, status) {
      writeJson(backend, STORAGE_KEYS.connectionStatus(namespace), status);
    },
    getConnectorId: (namespace) => nonEmpty(readString(STORAGE_KEYS.connectorId(namespace))),
    setConnectorId(namespace, connectorId) {
      writeJson(backend, STORAGE_KEYS.connectorId(namespace), connectorId);
    },

    getActiveCaipNetworkId() {
      const id = readJson(backend, STORAGE_KEYS.activeCaipNetworkId);
      return isCaipNetworkId(id) ? id : undefined;
    },
    setActiveCaipNetworkId(caipNetworkId) {
      writeJson(backend, STORAGE_KEYS.activeCaipNetworkId, caipNetworkId);
    },
    getActiveNamespace() {
      const namespace = readJson(backend, STORAGE_KEYS.activeNamespace);
      return isChainNamespace(namespace) ? namespace : undefined;
    },
    setActiveNamespace(namespace) {
      writeJson(backend, STORAGE_KEYS.activeNamespace, namespace);
    },

    getRecentWallets: () => readRecentWallets(),
    addRecentWallet(wallet) {
      const added = toRecentWallet(wallet);
      const current = readRecentWallets();
      if (!added) return current;
      const next = [added, ...current.filter((w) => w.id !== added.id)].slice(0, MAX_RECENT_WALLETS);
      writeJson(backend, STORAGE_KEYS.recentWallets, next);
      return next;
    },

    getEmailLoginUsed: () => readJson(backend, STORAGE_KEYS.emailLoginUsed) === true,
    setEmailLoginUsed(used) {
      if (used) writeJson(backend, STORAGE_KEYS.emailLoginUsed, true);
      else removeKey(backend, STORAGE_KEYS.emailLoginUsed);
    },
    getEmail: () => nonEmpty(readString(STORAGE_KEYS.email)),
    setEmail(email) {
      writeJson(backend, STORAGE_KEYS.email, email);
    },
    getLastEmailLoginTime() {
      const time = readJson(backend, STORAGE_KEYS.lastEmailLoginTime);
      return isTimestamp(time) ? time : undefined;
    },
    setLastEmailLoginTime(time) {
      writeJson(backend, STORAGE_KEYS.lastEmailLoginTime, time);
    },
    getSocialUsername: () => nonEmpty(readString(STORAGE_KEYS.socialUsername)),
    setSocialUsername(username) {
      writeJson(backend, STORAGE_KEYS.socialUsername, username);
    },
    getSmartAccountEnabledNetworks: () =>
      parseChainIdList(readText(backend, STORAGE_KEYS.smartAccountEnabledNetworks)),
    setSmartAccountEnabledNetworks(chainIds) {
      const valid = [...new Set(chainIds)].filter(isChainIdNumber);
      if (valid.length === 0) removeKey(backend, STORAGE_KEYS.smartAccountEnabledNetworks);
      else writeText(backend, STORAGE_KEYS.smartAccountEnabledNetworks, valid.join(','));
    },

    ...createCacheRecords(backend, clock),
  };
}
