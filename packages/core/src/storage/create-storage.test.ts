import { describe, expect, it } from 'vitest';
import { cookieStorage, localStorageBackend, memoryStorage } from './backends.js';
import { CACHE_TTL_MS, STORAGE_KEYS } from './constants.js';
import { createWalletDockStorage } from './create-storage.js';
import type { StorageBackend } from './types.js';

function fakeClock(start = 1_700_000_000_000) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

function setup(backend: StorageBackend = memoryStorage()) {
  const clock = fakeClock();
  return { backend, clock, storage: createWalletDockStorage(backend, clock) };
}

/** A backend whose every method throws, like a storage revoked mid-session. */
const throwingBackend: StorageBackend = {
  getItem() {
    throw new Error('storage revoked');
  },
  setItem() {
    throw new Error('storage revoked');
  },
  removeItem() {
    throw new Error('storage revoked');
  },
};

/** Each backend WalletDock ships, so that the typed API is proven over all of them. */
const backends: [string, () => StorageBackend][] = [
  ['memory', () => memoryStorage()],
  [
    'localStorage',
    () => {
      const items = new Map<string, string>();
      return localStorageBackend({
        getItem: (k) => items.get(k) ?? null,
        setItem: (k, v) => void items.set(k, v),
        removeItem: (k) => void items.delete(k),
      });
    },
  ],
  [
    'cookies (server)',
    () => {
      return cookieStorage({ read: () => '', write: () => {} });
    },
  ],
];

describe.each(backends)('createWalletDockStorage over %s', (_name, makeBackend) => {
  it('round-trips every stored key', () => {
    const { storage } = setup(makeBackend());
    storage.setConnectionStatus('eip155', 'connected');
    storage.setConnectorId('eip155', 'io.metamask');
    storage.setActiveCaipNetworkId('eip155:8453');
    storage.setActiveNamespace('eip155');
    storage.addRecentWallet({ id: 'w1', name: 'Wallet One' });
    storage.setEmailLoginUsed(true);
    storage.setEmail('visitor@example.org');
    storage.setLastEmailLoginTime(1_700_000_000_000);
    storage.setSocialUsername('visitor');
    storage.setSmartAccountEnabledNetworks([1, 8453]);
    storage.setCached('balance', 'eip155:1:0xab', { formatted: '1.5', symbol: 'ETH' });

    expect(storage.getConnectionStatus('eip155')).toBe('connected');
    expect(storage.getConnectionStatus('solana')).toBeUndefined();
    expect(storage.getConnectorId('eip155')).toBe('io.metamask');
    expect(storage.getActiveCaipNetworkId()).toBe('eip155:8453');
    expect(storage.getActiveNamespace()).toBe('eip155');
    expect(storage.getRecentWallets()).toEqual([{ id: 'w1', name: 'Wallet One' }]);
    expect(storage.getEmailLoginUsed()).toBe(true);
    expect(storage.getEmail()).toBe('visitor@example.org');
    expect(storage.getLastEmailLoginTime()).toBe(1_700_000_000_000);
    expect(storage.getSocialUsername()).toBe('visitor');
    expect(storage.getSmartAccountEnabledNetworks()).toEqual([1, 8453]);
    expect(storage.getCached('balance', 'eip155:1:0xab')).toEqual({ formatted: '1.5', symbol: 'ETH' });
  });

  it('forgets a value set to undefined', () => {
    const { storage } = setup(makeBackend());
    storage.setEmail('visitor@example.org');
    storage.setEmail(undefined);
    storage.setConnectorId('solana', 'phantom');
    storage.setConnectorId('solana', undefined);
    storage.setActiveCaipNetworkId('eip155:1');
    storage.setActiveCaipNetworkId(undefined);
    expect(storage.getEmail()).toBeUndefined();
    expect(storage.getConnectorId('solana')).toBeUndefined();
    expect(storage.getActiveCaipNetworkId()).toBeUndefined();
  });
});

describe('createWalletDockStorage', () => {
  it('namespaces every key under @walletdock/ and stores JSON', () => {
    const { backend, storage } = setup();
    storage.setConnectionStatus('solana', 'disconnected');
    storage.setActiveCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect(backend.getItem('@walletdock/connection-status/solana')).toBe('"disconnected"');
    expect(backend.getItem('@walletdock/active-caip-network-id')).toBe(
      '"solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"',
    );
  });

  it('keeps the state of a namespace WalletDock does not know by name (namespaces are open)', () => {
    const { storage } = setup();
    storage.setConnectionStatus('starknet', 'connected');
    storage.setConnectorId('starknet', 'org.example.wallet');
    storage.setActiveCaipNetworkId('starknet:SN_GOERLI');
    storage.setActiveNamespace('starknet');
    expect(storage.getConnectionStatus('starknet')).toBe('connected');
    expect(storage.getConnectorId('starknet')).toBe('org.example.wallet');
    expect(storage.getActiveCaipNetworkId()).toBe('starknet:SN_GOERLI');
    expect(storage.getActiveNamespace()).toBe('starknet');
  });

  it('documents every key with the @walletdock/ prefix', () => {
    for (const key of Object.values(STORAGE_KEYS)) {
      const name = typeof key === 'function' ? key('balance' as never) : key;
      expect(name).toMatch(/^@walletdock\//);
    }
    expect(Object.isFrozen(STORAGE_KEYS)).toBe(true);
  });

  describe('recent wallets', () => {
    it('keeps at most 2, newest first', () => {
      const { storage } = setup();
      storage.addRecentWallet({ id: 'a', name: 'A' });
      storage.addRecentWallet({ id: 'b', name: 'B' });
      const result = storage.addRecentWallet({ id: 'c', name: 'C' });
      expect(result.map((w) => w.id)).toEqual(['c', 'b']);
      expect(storage.getRecentWallets().map((w) => w.id)).toEqual(['c', 'b']);
    });

    it('moves a wallet used again to the front instead of listing it twice', () => {
      const { storage } = setup();
      storage.addRecentWallet({ id: 'a', name: 'A' });
      storage.addRecentWallet({ id: 'b', name: 'B' });
      storage.addRecentWallet({ id: 'a', name: 'A (renamed)', imageUrl: 'https://img.example/a.png' });
      expect(storage.getRecentWallets()).toEqual([
        { id: 'a', name: 'A (renamed)', imageUrl: 'https://img.example/a.png' },
        { id: 'b', name: 'B' },
      ]);
    });

    it('ignores a wallet without an id', () => {
      const { storage } = setup();
      storage.addRecentWallet({ id: 'a', name: 'A' });
      expect(storage.addRecentWallet({ id: '', name: 'nameless' })).toEqual([{ id: 'a', name: 'A' }]);
    });

    it.each([
      ['not JSON', '[{"id":'],
      ['an object', '{"id":"a","name":"A"}'],
      ['a string', '"a"'],
      ['null', 'null'],
    ])('reads %s as no recent wallets', (_label, raw) => {
      const { backend, storage } = setup();
      backend.setItem(STORAGE_KEYS.recentWallets, raw);
      expect(storage.getRecentWallets()).toEqual([]);
    });

    it('drops malformed entries, duplicates and unknown fields from a tampered list', () => {
      const { backend, storage } = setup();
      backend.setItem(
        STORAGE_KEYS.recentWallets,
        `[
          null,
          {"id": 42, "name": "numeric id"},
          {"id": "a", "name": "A", "imageUrl": 7, "evil": "<script>", "__proto__": {"polluted": true}},
          {"id": "a", "name": "duplicate"},
          {"id": "b", "name": "B", "connectorType": "INJECTED"},
          {"id": "c", "name": "C"}
        ]`,
      );
      expect(storage.getRecentWallets()).toEqual([
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B', connectorType: 'INJECTED' },
      ]);
      expect(Object.getPrototypeOf(storage.getRecentWallets()[0])).toBe(Object.prototype);
      expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    });
  });

  describe('smart-account-enabled networks', () => {
    it('stores chain ids comma separated, without duplicates or invalid ids', () => {
      const { backend, storage } = setup();
      storage.setSmartAccountEnabledNetworks([8453, 1, 8453, 0, -5, 1.5, Number.NaN, 2 ** 60]);
      expect(backend.getItem(STORAGE_KEYS.smartAccountEnabledNetworks)).toBe('8453,1');
      expect(storage.getSmartAccountEnabledNetworks()).toEqual([8453, 1]);
    });

    it('removes the key when the list is empty', () => {
      const { backend, storage } = setup();
      storage.setSmartAccountEnabledNetworks([1]);
      storage.setSmartAccountEnabledNetworks([]);
      expect(backend.getItem(STORAGE_KEYS.smartAccountEnabledNetworks)).toBeNull();
      expect(storage.getSmartAccountEnabledNetworks()).toEqual([]);
    });

    it.each([
      ['spaces around ids', ' 1 , 10 ', [1, 10]],
      ['an empty string', '', []],
      ['a trailing comma', '1,', []],
      ['a word', '1,two', []],
      ['a hex id', '0x1', []],
      ['a leading zero', '01', []],
      ['zero', '0', []],
      ['a negative id', '-1', []],
      ['a JSON array', '[1,10]', []],
      ['an id beyond 2^53', '9007199254740993', []],
      ['exponent notation', '1e3', []],
    ])('reads %s as %j', (_label, raw, expected) => {
      const { backend, storage } = setup();
      backend.setItem(STORAGE_KEYS.smartAccountEnabledNetworks, raw);
      expect(storage.getSmartAccountEnabledNetworks()).toEqual(expected);
    });
  });

  describe('hostile stored values read as absent', () => {
    it.each([
      ['connection status', STORAGE_KEYS.connectionStatus('eip155'), '"reconnecting"', 'getConnectionStatus'],
      ['connection status', STORAGE_KEYS.connectionStatus('eip155'), 'connected', 'getConnectionStatus'],
      ['active network', STORAGE_KEYS.activeCaipNetworkId, '"eip155:01"', 'getActiveCaipNetworkId'],
      ['active network', STORAGE_KEYS.activeCaipNetworkId, '"StarkNet:SN_GOERLI"', 'getActiveCaipNetworkId'],
      ['active network', STORAGE_KEYS.activeCaipNetworkId, '1', 'getActiveCaipNetworkId'],
      ['active namespace', STORAGE_KEYS.activeNamespace, '"__proto__"', 'getActiveNamespace'],
      ['e-mail', STORAGE_KEYS.email, '{"toString":"x"}', 'getEmail'],
      ['e-mail', STORAGE_KEYS.email, '""', 'getEmail'],
      ['connector id', STORAGE_KEYS.connectorId('eip155'), '["io.metamask"]', 'getConnectorId'],
      ['last e-mail login', STORAGE_KEYS.lastEmailLoginTime, '"1700000000000"', 'getLastEmailLoginTime'],
      ['last e-mail login', STORAGE_KEYS.lastEmailLoginTime, '-1', 'getLastEmailLoginTime'],
      ['last e-mail login', STORAGE_KEYS.lastEmailLoginTime, '1e999', 'getLastEmailLoginTime'],
      ['social user name', STORAGE_KEYS.socialUsername, '{', 'getSocialUsername'],
    ] as const)('%s stored as %s → %s', (_label, key, raw, getter) => {
      const { backend, storage } = setup();
      backend.setItem(key, raw);
      expect(storage[getter]('eip155')).toBeUndefined();
    });

    it('reads an e-mail-login flag that is not exactly true as false', () => {
      const { backend, storage } = setup();
      for (const raw of ['"true"', '1', 'yes', '{}']) {
        backend.setItem(STORAGE_KEYS.emailLoginUsed, raw);
        expect(storage.getEmailLoginUsed()).toBe(false);
      }
      storage.setEmailLoginUsed(false);
      expect(backend.getItem(STORAGE_KEYS.emailLoginUsed)).toBeNull();
    });
  });

  describe('TTL caches', () => {
    it.each([
      ['balance', 30_000],
      ['nativeBalance', 30_000],
      ['name', 300_000],
      ['identity', 300_000],
    ] as const)('keeps a %s record for %i ms', (kind, ttl) => {
      expect(CACHE_TTL_MS[kind]).toBe(ttl);
      const { storage, clock } = setup();
      storage.setCached(kind, 'key', 'value');
      clock.advance(ttl - 1);
      expect(storage.getCached(kind, 'key')).toBe('value');
      clock.advance(1);
      expect(storage.getCached(kind, 'key')).toBeUndefined();
    });

    it('stores the record with the time it was written', () => {
      const { backend, storage, clock } = setup();
      storage.setCached('name', '0xab', 'vitalik.eth');
      expect(JSON.parse(backend.getItem(STORAGE_KEYS.cache('name')) ?? '')).toEqual({
        '0xab': { value: 'vitalik.eth', timestamp: clock.now() },
      });
    });

    it('keeps kinds and keys apart', () => {
      const { storage } = setup();
      storage.setCached('balance', 'a', 1);
      storage.setCached('nativeBalance', 'a', 2);
      storage.setCached('balance', 'b', 3);
      expect(storage.getCached('balance', 'a')).toBe(1);
      expect(storage.getCached('nativeBalance', 'a')).toBe(2);
      expect(storage.getCached('balance', 'b')).toBe(3);
      expect(storage.getCached('name', 'a')).toBeUndefined();
    });

    it('prunes expired records when writing', () => {
      const { backend, storage, clock } = setup();
      storage.setCached('balance', 'old', 1);
      clock.advance(30_000);
      storage.setCached('balance', 'new', 2);
      expect(Object.keys(JSON.parse(backend.getItem(STORAGE_KEYS.cache('balance')) ?? ''))).toEqual(['new']);
    });

    it('round-trips bigint values', () => {
      const { storage } = setup();
      storage.setCached('nativeBalance', 'k', { value: 10n ** 30n, decimals: 18 });
      expect(storage.getCached('nativeBalance', 'k')).toEqual({ value: 10n ** 30n, decimals: 18 });
    });

    it('clearAddressCaches drops every cached record of every kind', () => {
      const { storage } = setup();
      storage.setCached('balance', 'a', 1);
      storage.setCached('nativeBalance', 'a', 1);
      storage.setCached('name', 'a', 'n');
      storage.setCached('identity', 'a', { name: 'n' });
      storage.setEmail('kept@example.org');
      storage.clearAddressCaches();
      for (const kind of ['balance', 'nativeBalance', 'name', 'identity'] as const) {
        expect(storage.getCached(kind, 'a')).toBeUndefined();
      }
      expect(storage.getEmail()).toBe('kept@example.org');
    });

    it('reads a record stamped in the future as absent', () => {
      const { backend, storage, clock } = setup();
      backend.setItem(
        STORAGE_KEYS.cache('identity'),
        JSON.stringify({ a: { value: 'forever', timestamp: clock.now() + 10 ** 12 } }),
      );
      expect(storage.getCached('identity', 'a')).toBeUndefined();
    });

    it.each([
      ['not JSON', '{"a":'],
      ['an array', '[{"value":1,"timestamp":0}]'],
      ['a record without value', '{"a":{"timestamp":TS}}'],
      ['a string timestamp', '{"a":{"value":1,"timestamp":"TS"}}'],
      ['a null record', '{"a":null}'],
    ])('reads a cache stored as %s as absent', (_label, raw) => {
      const { backend, storage, clock } = setup();
      backend.setItem(STORAGE_KEYS.cache('balance'), raw.replaceAll('TS', String(clock.now())));
      expect(storage.getCached('balance', 'a')).toBeUndefined();
    });

    it('treats a "__proto__" cache key as an ordinary key', () => {
      const { storage } = setup();
      storage.setCached('name', '__proto__', 'not a prototype');
      storage.setCached('name', 'other', 'x');
      expect(storage.getCached('name', '__proto__')).toBe('not a prototype');
      expect(storage.getCached('name', 'toString')).toBeUndefined();
      expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    });

    it('does not revive a forged bigint tag that is not a number', () => {
      const { backend, storage, clock } = setup();
      backend.setItem(
        STORAGE_KEYS.cache('balance'),
        JSON.stringify({ a: { value: { '@walletdock/bigint': '1; alert(1)' }, timestamp: clock.now() } }),
      );
      expect(storage.getCached('balance', 'a')).toEqual({ '@walletdock/bigint': '1; alert(1)' });
    });

    it('stores nothing (and does not throw) for a value that cannot be serialised', () => {
      const { storage } = setup();
      const cyclic: { self?: unknown } = {};
      cyclic.self = cyclic;
      expect(() => storage.setCached('identity', 'a', cyclic)).not.toThrow();
      expect(storage.getCached('identity', 'a')).toBeUndefined();
    });
  });

  it('never throws over a backend that throws, and reads everything as absent', () => {
    const { storage } = setup(throwingBackend);
    expect(() => {
      storage.setConnectionStatus('eip155', 'connected');
      storage.setConnectorId('eip155', 'x');
      storage.setActiveCaipNetworkId('eip155:1');
      storage.setActiveNamespace('eip155');
      storage.addRecentWallet({ id: 'a', name: 'A' });
      storage.setEmailLoginUsed(true);
      storage.setEmailLoginUsed(false);
      storage.setEmail('a@b.example');
      storage.setLastEmailLoginTime(1);
      storage.setSocialUsername('u');
      storage.setSmartAccountEnabledNetworks([1]);
      storage.setSmartAccountEnabledNetworks([]);
      storage.setCached('balance', 'a', 1);
      storage.clearAddressCaches();
    }).not.toThrow();
    expect(storage.getConnectionStatus('eip155')).toBeUndefined();
    expect(storage.getConnectorId('eip155')).toBeUndefined();
    expect(storage.getActiveCaipNetworkId()).toBeUndefined();
    expect(storage.getActiveNamespace()).toBeUndefined();
    expect(storage.getRecentWallets()).toEqual([]);
    expect(storage.getEmailLoginUsed()).toBe(false);
    expect(storage.getEmail()).toBeUndefined();
    expect(storage.getLastEmailLoginTime()).toBeUndefined();
    expect(storage.getSocialUsername()).toBeUndefined();
    expect(storage.getSmartAccountEnabledNetworks()).toEqual([]);
    expect(storage.getCached('balance', 'a')).toBeUndefined();
  });

  it('exposes the backend it was created with', () => {
    const backend = memoryStorage();
    expect(createWalletDockStorage(backend, fakeClock()).backend).toBe(backend);
  });
});
