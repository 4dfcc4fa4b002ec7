import { isCaipNetworkId } from '../caip/caip-network-id.js';
import { isChainNamespace } from '../caip/namespaces.js';
import type { Clock } from '../client/clock.js';
import { CACHE_KINDS, CACHE_TTL_MS, MAX_RECENT_WALLETS, STORAGE_KEYS } from './constants.js';
import type { Cached, CacheKind, RecentWallet, StorageBackend, WalletDockStorage } from './types.js';

/**
 * WalletDock's persisted state over any {@link StorageBackend}.
 *
 * - Keys are those of `STORAGE_KEYS` (all prefixed `@walletdock/`); values are JSON (bigints survive the
 *   round trip), except the comma-separated smart-account networks.
 * - Reading never throws: a missing, corrupt or ill-typed value reads as absent, and a backend that
 *   throws is treated as empty. Writing never throws either: a value that cannot be stored is dropped.
 * - Cached records carry the `clock.now()` of their writing and read as absent once older than their
 *   kind's TTL (`CACHE_TTL_MS`), or when their timestamp lies in the future.
 */
export function createWalletDockStorage(
  backend: StorageBackend,
  clock: Pick<Clock, 'now'>,
): WalletDockStorage {
  const read = (key: string): string | null => {
    try {
      const value = backend.getItem(key);
      return typeof value === 'string' ? value : null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string): void => {
    try {
      backend.setItem(key, value);
    } catch {
      // Storage is a cache: a failed write is dropped.
    }
  };
  const remove = (key: string): void => {
    try {
      backend.removeItem(key);
    } catch {
      // Nothing to do: a backend that cannot remove cannot be read either.
    }
  };
  const readJson = (key: string): unknown => {
    const raw = read(key);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw, reviveBigInt);
    } catch {
      return undefined;
    }
  };
  const writeJson = (key: string, value: unknown): void => {
    if (value === undefined) {
      remove(key);
      return;
    }
    let json: string;
    try {
      json = JSON.stringify(value, replaceBigInt);
    } catch {
      return; // Not serialisable (a cycle): nothing is stored.
    }
    write(key, json);
  };
  const readString = (key: string): string | undefined => {
    const value = readJson(key);
    return typeof value === 'string' ? value : undefined;
  };

  const readCache = (kind: CacheKind): Map<string, Cached<unknown>> => {
    const records = new Map<string, Cached<unknown>>();
    const stored = readJson(STORAGE_KEYS.cache(kind));
    if (!isPlainRecord(stored)) return records;
    for (const [key, record] of Object.entries(stored)) {
      if (isPlainRecord(record) && Object.hasOwn(record, 'value') && isTimestamp(record.timestamp)) {
        records.set(key, { value: record.value, timestamp: record.timestamp });
      }
    }
    return records;
  };
  const isFresh = (kind: CacheKind, record: Cached<unknown>, now: number): boolean =>
    record.timestamp <= now && now - record.timestamp < CACHE_TTL_MS[kind];

  const readRecentWallets = (): RecentWallet[] => {
    const stored = readJson(STORAGE_KEYS.recentWallets);
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
      const status = readJson(STORAGE_KEYS.connectionStatus(namespace));
      return status === 'connected' || status === 'disconnected' ? status : undefined;
    },
    setConnectionStatus(namespace, status) {
      writeJson(STORAGE_KEYS.connectionStatus(namespace), status);
    },
    getConnectorId: (namespace) => nonEmpty(readString(STORAGE_KEYS.connectorId(namespace))),
    setConnectorId(namespace, connectorId) {
      writeJson(STORAGE_KEYS.connectorId(namespace), connectorId);
    },

    getActiveCaipNetworkId() {
      const id = readJson(STORAGE_KEYS.activeCaipNetworkId);
      return isCaipNetworkId(id) ? id : undefined;
    },
    setActiveCaipNetworkId(caipNetworkId) {
      writeJson(STORAGE_KEYS.activeCaipNetworkId, caipNetworkId);
    },
    getActiveNamespace() {
      const namespace = readJson(STORAGE_KEYS.activeNamespace);
      return isChainNamespace(namespace) ? namespace : undefined;
    },
    setActiveNamespace(namespace) {
      writeJson(STORAGE_KEYS.activeNamespace, namespace);
    },

    getRecentWallets: () => readRecentWallets(),
    addRecentWallet(wallet) {
      const added = toRecentWallet(wallet);
      const current = readRecentWallets();
      if (!added) return current;
      const next = [added, ...current.filter((w) => w.id !== added.id)].slice(0, MAX_RECENT_WALLETS);
      writeJson(STORAGE_KEYS.recentWallets, next);
      return next;
    },

    getEmailLoginUsed: () => readJson(STORAGE_KEYS.emailLoginUsed) === true,
    setEmailLoginUsed(used) {
      if (used) writeJson(STORAGE_KEYS.emailLoginUsed, true);
      else remove(STORAGE_KEYS.emailLoginUsed);
    },
    getEmail: () => nonEmpty(readString(STORAGE_KEYS.email)),
    setEmail(email) {
      writeJson(STORAGE_KEYS.email, email);
    },
    getLastEmailLoginTime() {
      const time = readJson(STORAGE_KEYS.lastEmailLoginTime);
      return isTimestamp(time) ? time : undefined;
    },
    setLastEmailLoginTime(time) {
      writeJson(STORAGE_KEYS.lastEmailLoginTime, time);
    },
    getSocialUsername: () => nonEmpty(readString(STORAGE_KEYS.socialUsername)),
    setSocialUsername(username) {
      writeJson(STORAGE_KEYS.socialUsername, username);
    },
    getSmartAccountEnabledNetworks: () => parseChainIdList(read(STORAGE_KEYS.smartAccountEnabledNetworks)),
    setSmartAccountEnabledNetworks(chainIds) {
      const valid = [...new Set(chainIds)].filter(isChainIdNumber);
      if (valid.length === 0) remove(STORAGE_KEYS.smartAccountEnabledNetworks);
      else write(STORAGE_KEYS.smartAccountEnabledNetworks, valid.join(','));
    },

    getCached<T>(kind: CacheKind, key: string): T | undefined {
      const record = readCache(kind).get(key);
      if (!record || !isFresh(kind, record, clock.now())) return undefined;
      return record.value as T;
    },
    setCached<T>(kind: CacheKind, key: string, value: T): void {
      const now = clock.now();
      const records = readCache(kind);
      for (const [cachedKey, record] of records) {
        if (!isFresh(kind, record, now)) records.delete(cachedKey);
      }
      records.set(key, { value, timestamp: now });
      writeJson(STORAGE_KEYS.cache(kind), Object.fromEntries(records));
    },
    clearAddressCaches() {
      for (const kind of CACHE_KINDS) remove(STORAGE_KEYS.cache(kind));
    },
  };
}

const BIGINT_TAG = '@walletdock/bigint';

function replaceBigInt(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? { [BIGINT_TAG]: value.toString() } : value;
}

function reviveBigInt(_key: string, value: unknown): unknown {
  if (!isPlainRecord(value)) return value;
  const keys = Object.keys(value);
  const digits = value[BIGINT_TAG];
  if (keys.length === 1 && typeof digits === 'string' && /^-?[0-9]{1,100}$/.test(digits))
    return BigInt(digits);
  return value;
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTimestamp(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function isChainIdNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === '' ? undefined : value;
}

/** `1,8453` → [1, 8453]. Anything that is not such a list reads as absent (an empty list). */
function parseChainIdList(raw: string | null): number[] {
  if (raw === null || raw.trim() === '') return [];
  const ids: number[] = [];
  for (const part of raw.split(',')) {
    const text = part.trim();
    if (!/^[1-9][0-9]{0,15}$/.test(text)) return [];
    const id = Number(text);
    if (!isChainIdNumber(id)) return [];
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** A well-formed copy of a recent-wallet entry (unknown fields dropped), or undefined. */
function toRecentWallet(entry: unknown): RecentWallet | undefined {
  if (!isPlainRecord(entry)) return undefined;
  const { id, name, imageUrl, connectorType } = entry;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string') return undefined;
  const wallet: RecentWallet = { id, name };
  if (typeof imageUrl === 'string') wallet.imageUrl = imageUrl;
  if (typeof connectorType === 'string') wallet.connectorType = connectorType;
  return wallet;
}
