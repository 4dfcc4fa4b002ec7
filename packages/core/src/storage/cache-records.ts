import type { Clock } from '../client/clock.js';
import { ADDRESS_CACHE_KINDS, CACHE_TTL_MS, STORAGE_KEYS } from './constants.js';
import { isPlainRecord, readJson, removeKey, writeJson } from './storage-io.js';
import { isTimestamp } from './stored-values.js';
import type { Cached, CacheKind, StorageBackend, WalletDockStorage } from './types.js';

/** The cached records of the storage (spec §9 "Cache life"). */
export type CacheRecords = Pick<WalletDockStorage, 'getCached' | 'setCached' | 'clearAddressCaches'>;

/**
 * Creates the cached records (part of `createWalletDockStorage`): each carries the `clock.now()` of its writing
 * and reads as absent once older than its kind's TTL (`CACHE_TTL_MS`), or when its timestamp lies in the future;
 * a write drops the stale records of its kind.
 */
export function createCacheRecords(backend: StorageBackend, clock: Pick<Clock, 'now'>): CacheRecords {
  const readCache = (kind: CacheKind): Map<string, Cached<unknown>> => {
    const records = new Map<string, Cached<unknown>>();
    const stored = readJson(backend, STORAGE_KEYS.cache(kind));
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

  return {
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
      writeJson(backend, STORAGE_KEYS.cache(kind), Object.fromEntries(records));
    },
    clearAddressCaches() {
      for (const kind of ADDRESS_CACHE_KINDS) removeKey(backend, STORAGE_KEYS.cache(kind));
    },
  };
}
