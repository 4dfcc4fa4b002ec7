import { ConfigurationError } from '@walletdock/core';
import { describe, expect, it, vi } from 'vitest';
import { createWalletConnectConnector } from './connector.js';
import { WALLETCONNECT_UNAVAILABLE_MESSAGE, WalletConnectUnavailableError } from './index.js';

const base = {
  projectId: 'test-project',
  metadata: { name: 'Test dapp', description: 'A test', url: 'http://localhost', icons: [] },
  networks: [
    {
      id: 1,
      caipNetworkId: 'eip155:1' as const,
      chainNamespace: 'eip155' as const,
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
    },
  ],
  onPairingUri: () => {},
  onEvent: () => {},
};

describe('WalletConnect without its optional peer', () => {
  it('loads nothing until connect and then fails with WalletConnectUnavailableError', async () => {
    const importUniversalProvider = vi.fn(() =>
      Promise.reject(new Error("Cannot find package '@walletconnect/universal-provider'")),
    );
    const connector = createWalletConnectConnector({ ...base, importUniversalProvider });
    expect(importUniversalProvider).not.toHaveBeenCalled();

    const error = await connector.connect().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletConnectUnavailableError);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as WalletConnectUnavailableError).shortMessage).toBe(WALLETCONNECT_UNAVAILABLE_MESSAGE);
    expect((error as Error).message).toMatchInlineSnapshot(`
      "WalletConnect is enabled but @walletconnect/universal-provider is not installed

      Details: Cannot find package '@walletconnect/universal-provider'"
    `);
    expect(importUniversalProvider).toHaveBeenCalledTimes(1);

    // A later attempt tries again (the peer may have been installed since, e.g. during development).
    await expect(connector.reconnect()).rejects.toBeInstanceOf(WalletConnectUnavailableError);
    expect(importUniversalProvider).toHaveBeenCalledTimes(2);
  });

  it('treats a module without UniversalProvider.init as unavailable', async () => {
    const connector = createWalletConnectConnector({
      ...base,
      importUniversalProvider: () => Promise.resolve({ default: { something: 'else' } }),
    });
    await expect(connector.connect()).rejects.toBeInstanceOf(WalletConnectUnavailableError);
  });

  it('refuses requests and network switches before a session exists', async () => {
    const connector = createWalletConnectConnector({
      ...base,
      importUniversalProvider: () => Promise.reject(new Error('not installed')),
    });
    await expect(connector.request({ method: 'eth_accounts' })).rejects.toThrow('Connector not connected');
    await expect(connector.switchNetwork('eip155:1')).rejects.toThrow('Connector not connected');
    await expect(connector.switchNetwork('eip155:999')).rejects.toThrow('Chain not configured');
    await expect(connector.connect({ caipNetworkId: 'eip155:999' })).rejects.toThrow('Chain not configured');
    await expect(connector.disconnect()).resolves.toBeUndefined();
    expect(connector.getConnection()).toBeUndefined();
  });
});
