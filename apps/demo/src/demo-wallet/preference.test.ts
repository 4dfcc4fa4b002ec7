import { describe, expect, it } from 'vitest';
import { DEMO_WALLET_STORAGE_KEY, readDemoWalletPreference, writeDemoWalletPreference } from './preference';

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
