import { describe, expect, it } from 'vitest';
import {
  DIRECTORY_CHAINS,
  GENERATED_WALLET_COUNT,
  generateDirectory,
  walletIdFor,
} from './generate-wallets.js';

describe('generateDirectory', () => {
  const wallets = generateDirectory();

  it('holds the two test wallets first and at least 600 generated wallets', () => {
    expect(wallets.slice(0, 2).map((w) => w.rdns)).toEqual([
      'dev.walletdock.testwallet',
      'dev.walletdock.demowallet',
    ]);
    expect(wallets).toHaveLength(GENERATED_WALLET_COUNT + 2);
    expect(GENERATED_WALLET_COUNT).toBeGreaterThanOrEqual(600);
  });

  it('is deterministic: the same list on every call', () => {
    expect(generateDirectory()).toEqual(wallets);
    expect(wallets[0]?.id).toBe(walletIdFor('dev.walletdock.testwallet'));
  });

  it('gives every wallet a unique 64-hex id, a unique name, a UUID-shaped image id and an order', () => {
    expect(new Set(wallets.map((w) => w.id)).size).toBe(wallets.length);
    expect(new Set(wallets.map((w) => w.name)).size).toBe(wallets.length);
    for (const [index, wallet] of wallets.entries()) {
      expect(wallet.id).toMatch(/^[0-9a-f]{64}$/);
      expect(wallet.image_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(wallet.order).toBe(index + 1);
      expect(wallet.chains.length).toBeGreaterThan(0);
      expect(['none', 'certified']).toContain(wallet.badge_type);
    }
  });

  it('mixes every namespace, and leaves some wallets without a mobile, desktop or web link', () => {
    const namespaces = new Set(wallets.flatMap((w) => w.chains.map((chain) => chain.split(':')[0])));
    expect([...namespaces].sort()).toEqual(['bip122', 'cosmos', 'eip155', 'polkadot', 'solana']);
    for (const chain of wallets.flatMap((w) => w.chains)) expect(DIRECTORY_CHAINS).toContain(chain);
    const withMobile = wallets.filter((w) => w.mobile_link !== null).length;
    expect(withMobile).toBeGreaterThan(wallets.length / 2);
    expect(withMobile).toBeLessThan(wallets.length);
    expect(wallets.some((w) => w.desktop_link !== null)).toBe(true);
    expect(wallets.some((w) => w.webapp_link !== null)).toBe(true);
    expect(wallets.some((w) => w.badge_type === 'certified')).toBe(true);
  });

  it('links nothing real: generated links use .example domains or custom schemes', () => {
    for (const wallet of wallets.slice(2)) {
      for (const link of [wallet.mobile_link, wallet.desktop_link, wallet.webapp_link, wallet.homepage]) {
        if (link == null) continue;
        expect(link).toMatch(/^(https:\/\/[a-z0-9]+\.example(\/|$)|[a-z0-9-]+:\/\/$)/);
      }
    }
  });
});
