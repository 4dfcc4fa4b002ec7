import { describe, expect, it } from 'vitest';
import {
  DEMO_WALLET_GRANT_KEY,
  DEMO_WALLET_STORAGE_KEY,
  readDemoWalletGrant,
  readDemoWalletPreference,
  readSolanaDemoWalletGrant,
  readSolanaDemoWalletPreference,
  SOLANA_DEMO_WALLET_GRANT_KEY,
  SOLANA_DEMO_WALLET_STORAGE_KEY,
  writeDemoWalletGrant,
  writeDemoWalletPreference,
  writeSolanaDemoWalletGrant,
  writeSolanaDemoWalletPreference,
} from './preference';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const failing = {
  getItem(): string {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem(): void {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('demo wallet preference', () => {
  it('is off by default', () => {
    expect(readDemoWalletPreference(memoryStorage())).toBe(false);
    expect(readDemoWalletPreference(undefined)).toBe(false);
  });

  it('round-trips the switch', () => {
    const storage = memoryStorage();
    writeDemoWalletPreference(storage, true);
    expect(storage.data.get(DEMO_WALLET_STORAGE_KEY)).toBe('on');
    expect(readDemoWalletPreference(storage)).toBe(true);
    writeDemoWalletPreference(storage, false);
    expect(readDemoWalletPreference(storage)).toBe(false);
  });

  it('treats any other stored value as off', () => {
    for (const value of ['true', 'ON', '1', '']) {
      expect(readDemoWalletPreference(memoryStorage({ [DEMO_WALLET_STORAGE_KEY]: value }))).toBe(false);
    }
  });

  it('survives storage that throws', () => {
    expect(readDemoWalletPreference(failing)).toBe(false);
    expect(() => writeDemoWalletPreference(failing, true)).not.toThrow();
  });
});

describe('the demo wallet grant', () => {
  const withRemove = (storage: ReturnType<typeof memoryStorage>) => ({
    ...storage,
    removeItem: (key: string) => void storage.data.delete(key),
  });

  it('is remembered while the page is connected, and forgotten on disconnect', () => {
    const storage = withRemove(memoryStorage());
    expect(readDemoWalletGrant(storage)).toBe(false);
    writeDemoWalletGrant(storage, true);
    expect(storage.data.get(DEMO_WALLET_GRANT_KEY)).toBe('granted');
    expect(readDemoWalletGrant(storage)).toBe(true);
    writeDemoWalletGrant(storage, false);
    expect(storage.data.has(DEMO_WALLET_GRANT_KEY)).toBe(false);
    expect(readDemoWalletGrant(storage)).toBe(false);
  });

  it('treats junk and broken storage as no grant', () => {
    expect(readDemoWalletGrant(memoryStorage({ [DEMO_WALLET_GRANT_KEY]: 'yes' }))).toBe(false);
    expect(readDemoWalletGrant(failing)).toBe(false);
    expect(() => writeDemoWalletGrant({ ...failing, removeItem: failing.setItem }, true)).not.toThrow();
  });
});

describe("the demo wallet's Solana account", () => {
  const withRemove = (storage: ReturnType<typeof memoryStorage>) => ({
    ...storage,
    removeItem: (key: string) => void storage.data.delete(key),
  });

  it('is off by default and round-trips its own switch, apart from the EVM one', () => {
    const storage = memoryStorage({ [DEMO_WALLET_STORAGE_KEY]: 'on' });
    expect(readSolanaDemoWalletPreference(storage)).toBe(false);
    writeSolanaDemoWalletPreference(storage, true);
    expect(storage.data.get(SOLANA_DEMO_WALLET_STORAGE_KEY)).toBe('on');
    expect(readSolanaDemoWalletPreference(storage)).toBe(true);
    writeDemoWalletPreference(storage, false);
    expect(readSolanaDemoWalletPreference(storage)).toBe(true);
    expect(readSolanaDemoWalletPreference(failing)).toBe(false);
    expect(() => writeSolanaDemoWalletPreference(failing, true)).not.toThrow();
  });

  it('remembers its own grant, apart from the EVM one', () => {
    const storage = withRemove(memoryStorage());
    writeSolanaDemoWalletGrant(storage, true);
    expect(storage.data.get(SOLANA_DEMO_WALLET_GRANT_KEY)).toBe('granted');
    expect(readSolanaDemoWalletGrant(storage)).toBe(true);
    expect(readDemoWalletGrant(storage)).toBe(false);
    writeSolanaDemoWalletGrant(storage, false);
    expect(readSolanaDemoWalletGrant(storage)).toBe(false);
    expect(readSolanaDemoWalletGrant(failing)).toBe(false);
  });
});
