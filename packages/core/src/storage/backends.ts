import type { StorageBackend } from './types.js';

/**
 * A backend that keeps everything in a `Map` owned by the returned object: nothing survives a reload and
 * two backends never share data. The default on servers and in tests.
 */
export function memoryStorage(): StorageBackend {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** The part of the Web Storage `Storage` interface WalletDock uses (written out, so no DOM types are needed). */
export type StorageLike = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/**
 * A backend over Web Storage (`window.localStorage` unless another `Storage` is given).
 *
 * Every failure is swallowed: reading `localStorage` throws a `SecurityError` when storage is blocked
 * (sandboxed frames, privacy modes), and `setItem` throws `QuotaExceededError` when full. A failed read
 * reads as absent; a failed write is lost. When no storage is given, `globalThis.localStorage` is looked up
 * on every call (never at import time), so the backend is safe to create on a server.
 */
export function localStorageBackend(storage?: StorageLike): StorageBackend {
  const resolve = (): StorageLike | undefined => storage ?? globalLocalStorage();
  return {
    getItem(key) {
      try {
        const value = resolve()?.getItem(key);
        return typeof value === 'string' ? value : null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        resolve()?.setItem(key, value);
      } catch {
        // Quota exceeded or storage blocked: storage is a cache, the write is dropped.
      }
    },
    removeItem(key) {
      try {
        resolve()?.removeItem(key);
      } catch {
        // Storage blocked: nothing to remove from.
      }
    },
  };
}

/** Where a cookie backend reads the `Cookie` header and writes `Set-Cookie` values. */
export type CookieSource =
  /** On a server: `read` returns the request's `Cookie` header, `write` appends one `Set-Cookie` value. */
  | { read(): string; write(cookie: string): void }
  /** In a browser: `document` (its `cookie` getter returns all cookies, its setter sets one). */
  | { cookie: string };

export type CookieStorageOptions = {
  /** Lifetime of written cookies, in seconds (`Max-Age`). Default 30 days. */
  maxAgeSeconds?: number;
  /** Adds the `Secure` attribute (cookies then only travel over HTTPS). Default false. */
  secure?: boolean;
  /** Adds a `Domain` attribute; default none (host-only cookie). */
  domain?: string;
};

/** Default lifetime of cookies written by {@link cookieStorage}: 30 days. */
export const COOKIE_DEFAULT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Browsers accept at least 4096 bytes per cookie, counting name, value and attributes (RFC 6265 §6.1).
 * Larger writes are not made (and the old value is removed so that it cannot be read stale).
 */
export const COOKIE_MAX_BYTES = 4096;

/**
 * A backend over cookies, so that a server rendering a page can read what the browser stored (the
 * connection status, the last used chain, …) from the request and render the same state.
 *
 * Limits, by design:
 * - names and values are encoded with `encodeURIComponent` (cookie names cannot hold `@` or `/`);
 * - every cookie is written with `Path=/; SameSite=Lax; Max-Age=…` (plus `Secure`/`Domain` when asked);
 * - a cookie longer than {@link COOKIE_MAX_BYTES} is not written, and its previous value is removed;
 * - cookies travel with every request, so keep this for the small keys (no large caches).
 *
 * With a `{ read, write }` source the backend also remembers its own writes, because a server's request
 * cookies do not change when it sets new ones. With a `document`-like source, reads always go to
 * `document.cookie`.
 */
export function cookieStorage(source: CookieSource, options: CookieStorageOptions = {}): StorageBackend {
  const maxAge = options.maxAgeSeconds ?? COOKIE_DEFAULT_MAX_AGE_SECONDS;
  const attributes = [
    'Path=/',
    'SameSite=Lax',
    ...(options.domain ? [`Domain=${options.domain}`] : []),
    ...(options.secure ? ['Secure'] : []),
  ];
  const written = new Map<string, string | null>();
  const remembersWrites = !('cookie' in source);

  const readAll = (): string => {
    try {
      const header = 'cookie' in source ? source.cookie : source.read();
      return typeof header === 'string' ? header : '';
    } catch {
      return '';
    }
  };
  const write = (cookie: string): void => {
    try {
      if ('cookie' in source) source.cookie = cookie;
      else source.write(cookie);
    } catch {
      // A cookie that cannot be written is lost, as with any other backend.
    }
  };
  const remove = (key: string): void => {
    if (remembersWrites) written.set(key, null);
    write([`${encodeURIComponent(key)}=`, ...attributes, 'Max-Age=0'].join('; '));
  };

  return {
    getItem(key) {
      if (remembersWrites && written.has(key)) return written.get(key) ?? null;
      return readCookie(readAll(), key);
    },
    setItem(key, value) {
      const cookie = [
        `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
        ...attributes,
        `Max-Age=${maxAge}`,
      ].join('; ');
      if (utf8Length(cookie) > COOKIE_MAX_BYTES) {
        remove(key);
        return;
      }
      if (remembersWrites) written.set(key, value);
      write(cookie);
    },
    removeItem: remove,
  };
}

/** Finds one cookie in a `Cookie` header (`a=1; b=2`). Undecodable values read as absent. */
function readCookie(header: string, key: string): string | null {
  const name = encodeURIComponent(key);
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * `localStorage` when the platform has a usable one at call time (present, readable and writable),
 * else a fresh {@link memoryStorage}. Never throws.
 */
export function defaultStorageBackend(): StorageBackend {
  const storage = globalLocalStorage();
  if (storage && isUsable(storage)) return localStorageBackend(storage);
  return memoryStorage();
}

function globalLocalStorage(): StorageLike | undefined {
  try {
    const storage = (globalThis as { localStorage?: unknown }).localStorage;
    return storage !== null && typeof storage === 'object' ? (storage as StorageLike) : undefined;
  } catch {
    // Reading `localStorage` throws a SecurityError where storage is blocked.
    return undefined;
  }
}

const PROBE_KEY = '@walletdock/probe';

function isUsable(storage: StorageLike): boolean {
  try {
    storage.setItem(PROBE_KEY, '1');
    const ok = storage.getItem(PROBE_KEY) === '1';
    storage.removeItem(PROBE_KEY);
    return ok;
  } catch {
    return false;
  }
}
