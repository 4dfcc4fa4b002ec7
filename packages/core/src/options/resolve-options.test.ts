import { describe, expect, it } from 'vitest';
import { base, mainnet } from '../networks/eip155.js';
import { createFakeAdapter } from '../testing/index.js';
import {
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CONNECTOR_LIST_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
} from './defaults.js';
import { resolveOptions } from './resolve-options.js';
import type { WalletDockOptions } from './types.js';

const minimal: WalletDockOptions = { projectId: 'test', networks: [mainnet, base] };

describe('resolveOptions', () => {
  it('applies the spec defaults (spec §2, §3, §9)', () => {
    const resolved = resolveOptions(minimal);
    expect(resolved.features).toEqual(DEFAULT_FEATURES);
    expect(resolved.features.socials).toEqual(DEFAULT_SOCIALS);
    expect(resolved.adapters).toEqual([]);
    expect(resolved.defaultNetwork).toBe(mainnet);
    expect(resolved.themeMode).toBe('dark');
    expect(resolved).toMatchObject({
      enableNetworkSwitch: true,
      enableWalletConnect: true,
      allowUnsupportedChain: false,
      enableEmbedded: false,
      disableAppend: false,
    });
    expect(resolved.connectorTypeOrder).toEqual(DEFAULT_CONNECTOR_LIST_ORDER);
    expect(resolved.defaultAccountTypes).toEqual(DEFAULT_ACCOUNT_TYPES);
  });

  it("keeps the app's values and the app's default network", () => {
    const adapter = createFakeAdapter({ networks: [mainnet, base] });
    const resolved = resolveOptions({
      ...minimal,
      adapters: [adapter],
      defaultNetwork: base,
      themeMode: 'light',
      enableNetworkSwitch: false,
      allowUnsupportedChain: true,
    });
    expect(resolved.adapters).toEqual([adapter]);
    expect(resolved.defaultNetwork).toBe(base);
    expect(resolved.themeMode).toBe('light');
    expect(resolved.enableNetworkSwitch).toBe(false);
    expect(resolved.allowUnsupportedChain).toBe(true);
  });

  it('merges feature flags over the defaults, ignoring those set to undefined', () => {
    const resolved = resolveOptions({
      ...minimal,
      features: { swaps: false, pay: true, email: undefined as never },
    });
    expect(resolved.features).toEqual({ ...DEFAULT_FEATURES, swaps: false, pay: true });
  });

  it("puts the app's connector sections first, then the rest in the default order, each once", () => {
    const resolved = resolveOptions({ ...minimal, connectorTypeOrder: ['recommended', 'recent'] });
    expect(resolved.connectorTypeOrder).toEqual([
      'recommended',
      'recent',
      'walletConnect',
      'injected',
      'featured',
      'custom',
      'external',
    ]);
  });

  it('overrides account types per namespace, including a namespace WalletDock does not know by name', () => {
    const resolved = resolveOptions({
      ...minimal,
      defaultAccountTypes: { eip155: 'eoa', starknet: 'smartAccount', solana: undefined as never },
    });
    expect(resolved.defaultAccountTypes).toEqual({
      ...DEFAULT_ACCOUNT_TYPES,
      eip155: 'eoa',
      starknet: 'smartAccount',
    });
  });

  it('does not change its input', () => {
    const input: WalletDockOptions = { ...minimal, features: { swaps: false } };
    resolveOptions(input);
    expect(input).toEqual({ ...minimal, features: { swaps: false } });
  });
});
