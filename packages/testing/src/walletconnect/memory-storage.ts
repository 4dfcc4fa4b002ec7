/** The key-value storage shape WalletConnect clients accept (`storage` option of sign-client / universal-provider). */
export type WalletConnectMemoryStorage = {
  getKeys(): Promise<string[]>;
  getEntries<T = unknown>(): Promise<[string, T][]>;
  getItem<T = unknown>(key: string): Promise<T | undefined>;
  setItem<T = unknown>(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
};

/**
 * An in-memory WalletConnect storage, so a test (or a dApp-side client in Node) writes no file. Values are
 * copied on write, like a real store that serialises them.
 */
export function createWalletConnectMemoryStorage(): WalletConnectMemoryStorage {
  const items = new Map<string, unknown>();
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async (key, value) => {
      items.set(key, structuredClone(value));
    },
    removeItem: async (key) => {
      items.delete(key);
    },
  };
}
