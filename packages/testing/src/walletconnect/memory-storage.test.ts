import { describe, expect, it } from 'vitest';
import { createWalletConnectMemoryStorage } from './memory-storage.js';

describe('createWalletConnectMemoryStorage', () => {
  it('stores, lists and removes values, copying them on write', async () => {
    const storage = createWalletConnectMemoryStorage();
    const value = { topic: 'abc', nested: { n: 1 } };
    await storage.setItem('session', value);
    value.nested.n = 2;
    expect(await storage.getItem('session')).toEqual({ topic: 'abc', nested: { n: 1 } });
    expect(await storage.getKeys()).toEqual(['session']);
    expect(await storage.getEntries()).toEqual([['session', { topic: 'abc', nested: { n: 1 } }]]);
    await storage.removeItem('session');
    expect(await storage.getItem('session')).toBeUndefined();
    expect(await storage.getKeys()).toEqual([]);
  });

  it('keeps two stores apart', async () => {
    const a = createWalletConnectMemoryStorage();
    const b = createWalletConnectMemoryStorage();
    await a.setItem('k', 1);
    expect(await b.getItem('k')).toBeUndefined();
  });
});
