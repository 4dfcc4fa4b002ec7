import type { StorageBackend } from './types.js';

// Reading and writing one backend's keys, as text or as JSON (bigints survive the round trip). Nothing here throws:
// a backend that throws reads as empty, and a value that cannot be stored is dropped (storage is a cache).

/** The stored text, or null when absent or when the backend throws. */
export function readText(backend: StorageBackend, key: string): string | null {
  try {
    const value = backend.getItem(key);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Stores text; a failed write is dropped. */
export function writeText(backend: StorageBackend, key: string, value: string): void {
  try {
    backend.setItem(key, value);
  } catch {
    // Storage is a cache: a failed write is dropped.
  }
}

/** Removes a key (nothing happens when the backend throws). */
export function removeKey(backend: StorageBackend, key: string): void {
  try {
    backend.removeItem(key);
  } catch {
    // Nothing to do: a backend that cannot remove cannot be read either.
  }
}

/** The stored JSON value, or undefined when absent or not JSON. */
export function readJson(backend: StorageBackend, key: string): unknown {
  const raw = readText(backend, key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw, reviveBigInt);
  } catch {
    return undefined;
  }
}

/** Stores a JSON value (`undefined` removes the key); a value that cannot be serialised is not stored. */
export function writeJson(backend: StorageBackend, key: string, value: unknown): void {
  if (value === undefined) {
    removeKey(backend, key);
    return;
  }
  let json: string;
  try {
    json = JSON.stringify(value, replaceBigInt);
  } catch {
    return; // Not serialisable (a cycle): nothing is stored.
  }
  writeText(backend, key, json);
}

/** The key of the object a bigint is stored as (`{ "@walletdock/bigint": "123" }`). */
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

/** A JSON object (not an array, not null). */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
