import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_MAX_BYTES,
  cookieStorage,
  defaultStorageBackend,
  localStorageBackend,
  memoryStorage,
  type StorageLike,
} from './backends.js';

/** A Web Storage stand-in backed by a Map, with switches to make it fail like browsers do. */
function fakeWebStorage() {
  const items = new Map<string, string>();
  const failures = { read: false, write: false };
  const storage: StorageLike = {
    getItem(key) {
      if (failures.read) throw new DOMException('The operation is insecure.', 'SecurityError');
      return items.get(key) ?? null;
    },
    setItem(key, value) {
      if (failures.write) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem(key) {
      if (failures.read) throw new DOMException('The operation is insecure.', 'SecurityError');
      items.delete(key);
    },
  };
  return { storage, items, failures };
}

/** A minimal `document.cookie`: the getter joins live cookies, the setter applies one Set-Cookie string. */
function fakeDocument() {
  const jar = new Map<string, string>();
  const written: string[] = [];
  const doc = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(setCookie: string) {
      written.push(setCookie);
      const [pair = '', ...attributes] = setCookie.split('; ');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, pair.slice(separator + 1));
    },
  };
  return { doc, jar, written };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('memoryStorage', () => {
  it('stores, overwrites and removes values', () => {
    const backend = memoryStorage();
    expect(backend.getItem('a')).toBeNull();
    backend.setItem('a', '1');
    backend.setItem('a', '2');
    expect(backend.getItem('a')).toBe('2');
    backend.removeItem('a');
    expect(backend.getItem('a')).toBeNull();
  });

  it('never shares data between two backends', () => {
    const first = memoryStorage();
    const second = memoryStorage();
    first.setItem('a', '1');
    expect(second.getItem('a')).toBeNull();
  });
});

describe('localStorageBackend', () => {
  it('reads and writes through the given storage', () => {
    const { storage, items } = fakeWebStorage();
    const backend = localStorageBackend(storage);
    backend.setItem('k', 'v');
    expect(items.get('k')).toBe('v');
    expect(backend.getItem('k')).toBe('v');
    backend.removeItem('k');
    expect(items.has('k')).toBe(false);
  });

  it('reads as absent when storage is blocked (SecurityError)', () => {
    const { storage, items, failures } = fakeWebStorage();
    items.set('k', 'v');
    failures.read = true;
    const backend = localStorageBackend(storage);
    expect(backend.getItem('k')).toBeNull();
    expect(() => backend.removeItem('k')).not.toThrow();
  });

  it('drops the write when the quota is exceeded', () => {
    const { storage, items, failures } = fakeWebStorage();
    failures.write = true;
    const backend = localStorageBackend(storage);
    expect(() => backend.setItem('k', 'v')).not.toThrow();
    expect(items.has('k')).toBe(false);
  });

  it('looks up globalThis.localStorage on each call, not when created', () => {
    const backend = localStorageBackend();
    expect(backend.getItem('k')).toBeNull();
    const { storage, items } = fakeWebStorage();
    items.set('k', 'late');
    vi.stubGlobal('localStorage', storage);
    expect(backend.getItem('k')).toBe('late');
  });

  it('survives a localStorage getter that throws SecurityError', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const backend = localStorageBackend();
      expect(backend.getItem('k')).toBeNull();
      expect(() => backend.setItem('k', 'v')).not.toThrow();
      expect(defaultStorageBackend().getItem('k')).toBeNull();
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});

describe('defaultStorageBackend', () => {
  it('uses memory when there is no localStorage (server, Node)', () => {
    vi.stubGlobal('localStorage', undefined);
    const first = defaultStorageBackend();
    first.setItem('k', 'v');
    expect(first.getItem('k')).toBe('v');
    expect(defaultStorageBackend().getItem('k')).toBeNull();
  });

  it('uses localStorage when a usable one exists at call time, and leaves no probe behind', () => {
    const { storage, items } = fakeWebStorage();
    vi.stubGlobal('localStorage', storage);
    const backend = defaultStorageBackend();
    expect(items.size).toBe(0);
    backend.setItem('k', 'v');
    expect(items.get('k')).toBe('v');
  });

  it('uses memory when localStorage exists but refuses writes (Safari private mode)', () => {
    const { storage, items, failures } = fakeWebStorage();
    failures.write = true;
    vi.stubGlobal('localStorage', storage);
    const backend = defaultStorageBackend();
    backend.setItem('k', 'v');
    expect(backend.getItem('k')).toBe('v');
    expect(items.has('k')).toBe(false);
  });
});

describe('cookieStorage', () => {
  it('writes encoded cookies with Path=/, SameSite=Lax and Max-Age, and reads them back', () => {
    const { doc, written } = fakeDocument();
    const backend = cookieStorage(doc);
    backend.setItem('@walletdock/email', '"a; b=c@d.example"');
    expect(written[0]).toBe(
      '%40walletdock%2Femail=%22a%3B%20b%3Dc%40d.example%22; Path=/; SameSite=Lax; Max-Age=2592000',
    );
    expect(backend.getItem('@walletdock/email')).toBe('"a; b=c@d.example"');
  });

  it('adds Secure and Domain when asked, and a custom Max-Age', () => {
    const { doc, written } = fakeDocument();
    cookieStorage(doc, { secure: true, domain: 'example.org', maxAgeSeconds: 60 }).setItem('k', 'v');
    expect(written[0]).toBe('k=v; Path=/; SameSite=Lax; Domain=example.org; Secure; Max-Age=60');
  });

  it('removes a cookie with Max-Age=0', () => {
    const { doc, jar } = fakeDocument();
    const backend = cookieStorage(doc);
    backend.setItem('k', 'v');
    backend.removeItem('k');
    expect(jar.size).toBe(0);
    expect(backend.getItem('k')).toBeNull();
  });

  it('on a server, reads the request Cookie header and remembers its own writes', () => {
    const setCookies: string[] = [];
    const backend = cookieStorage({
      read: () => 'other=1; %40walletdock%2Factive-namespace=%22solana%22; broken',
      write: (cookie) => setCookies.push(cookie),
    });
    expect(backend.getItem('@walletdock/active-namespace')).toBe('"solana"');
    expect(backend.getItem('other')).toBe('1');
    expect(backend.getItem('broken')).toBeNull();
    backend.setItem('@walletdock/active-namespace', '"eip155"');
    expect(backend.getItem('@walletdock/active-namespace')).toBe('"eip155"');
    backend.removeItem('other');
    expect(backend.getItem('other')).toBeNull();
    expect(setCookies).toHaveLength(2);
  });

  it('does not write a cookie over the size limit, and removes the stale one', () => {
    const { doc, jar } = fakeDocument();
    const backend = cookieStorage(doc);
    backend.setItem('k', 'small');
    backend.setItem('k', 'x'.repeat(COOKIE_MAX_BYTES));
    expect(jar.has('k')).toBe(false);
    expect(backend.getItem('k')).toBeNull();
  });

  it('counts the encoded size: multi-byte characters grow threefold when encoded', () => {
    const { doc } = fakeDocument();
    const backend = cookieStorage(doc);
    backend.setItem('k', 'é'.repeat(600)); // 600 × "%C3%A9" = 3600 bytes: fits
    expect(backend.getItem('k')).toBe('é'.repeat(600));
    backend.setItem('k', 'é'.repeat(700)); // 4200 bytes: too big
    expect(backend.getItem('k')).toBeNull();
  });

  it('reads a cookie whose value is not valid percent-encoding as absent', () => {
    const backend = cookieStorage({ read: () => 'k=%E0%A4%A; j=ok', write: () => {} });
    expect(backend.getItem('k')).toBeNull();
    expect(backend.getItem('j')).toBe('ok');
  });

  it('never throws when the cookie source throws', () => {
    const backend = cookieStorage({
      read: () => {
        throw new Error('headers already sent');
      },
      write: () => {
        throw new Error('headers already sent');
      },
    });
    expect(backend.getItem('k')).toBeNull();
    expect(() => backend.setItem('k', 'v')).not.toThrow();
    expect(() => backend.removeItem('k')).not.toThrow();
  });

  it('matches whole cookie names only', () => {
    const backend = cookieStorage({ read: () => 'kk=1; k2=2; xk=3', write: () => {} });
    expect(backend.getItem('k')).toBeNull();
  });
});
