import { describe, expect, it } from 'vitest';
import type { AdapterSharedRegistry } from '../adapter/types.js';
import type { WalletConnectHub, WalletConnectProviderLike } from '../walletconnect/hub.js';
import { createWalletConnectLink } from './walletconnect-link.js';

const metadata = { name: 'Test dapp', description: 'A test', url: 'http://localhost', icons: [] };

/** A per-client registry as createWalletDock gives adapters. */
function registry(): AdapterSharedRegistry & { values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  return {
    values,
    get<T>(key: string, create: () => T): T {
      if (!values.has(key)) values.set(key, create());
      return values.get(key) as T;
    },
  };
}

function linkFor(namespace: string, loads: { count: number }, fail = false) {
  const destroyed: string[] = [];
  const link = createWalletConnectLink({
    namespace,
    settings: { metadata },
    module: async () => {
      loads.count += 1;
      if (fail && loads.count === 1) throw new Error('chunk failed');
      return {
        loadUniversalProvider: async () => ({ init: async () => ({}) as WalletConnectProviderLike }),
        closeUniversalProvider: async () => {},
      };
    },
    proposal: async () => ({ chains: [`${namespace}:1`], methods: [], events: [] }),
    onPairingUri: () => {},
    create: (_module, context) => ({
      context,
      destroy: () => destroyed.push(namespace),
      disconnect: async () => {
        destroyed.push(`${namespace} session ended`);
      },
    }),
  });
  return { link, destroyed };
}

describe('createWalletConnectLink', () => {
  it("joins the client's one hub per registry, registering each namespace, and loads nothing on join", () => {
    const shared = registry();
    const loads = { count: 0 };
    const evm = linkFor('eip155', loads);
    const sol = linkFor('solana', loads);
    evm.link.join({ projectId: 'p', shared });
    sol.link.join({ projectId: 'p', shared });
    const hub = [...shared.values.values()][0] as WalletConnectHub;
    expect(shared.values.size).toBe(1);
    expect(hub.namespaces()).toEqual(['eip155', 'solana']);
    expect(loads.count).toBe(0);
    evm.link.leave();
    expect(hub.namespaces()).toEqual(['solana']);
  });

  it('is the WalletConnect connector only when enabled; loads the connector once, again after a failure', async () => {
    const loads = { count: 0 };
    const { link, destroyed } = linkFor('eip155', loads, true);
    link.join({ projectId: 'project', shared: registry() });
    expect(link.enabled).toBe(true);
    expect(link.isConnector('walletConnect')).toBe(true);
    expect(link.isConnector('io.metamask')).toBe(false);
    await expect(link.connector()).rejects.toThrow('chunk failed');
    const connector = await link.connector();
    expect(await link.connector()).toBe(connector);
    expect(connector.context.projectId).toBe('project');
    expect(connector.context.hub).toBeDefined();
    link.leave();
    await Promise.resolve();
    await Promise.resolve();
    expect(destroyed).toEqual(['eip155']);
    expect(link.loaded()).toBeUndefined();
  });

  it('without settings: not a connector, and connector() fails with "Connector not connected"', async () => {
    const link = createWalletConnectLink({
      namespace: 'eip155',
      settings: false,
      module: async () => {
        throw new Error('never loaded');
      },
      proposal: async () => ({ chains: [], methods: [], events: [] }),
      onPairingUri: () => {},
      create: () => ({ destroy: () => {} }),
    });
    link.join({ projectId: 'p', shared: registry() });
    expect(link.isConnector('walletConnect')).toBe(false);
    await expect(link.connector()).rejects.toThrow('Connector not connected');
  });

  it('driver: owns the WalletConnect id, loads the connector for connect and restore, disconnect ends the session', async () => {
    const loads = { count: 0 };
    const { link, destroyed } = linkFor('eip155', loads);
    link.join({ projectId: 'project', shared: registry() });
    const forgotten: string[] = [];
    const driver = link.driver({
      sessions: { forget: (id) => forgotten.push(id) > 0 },
      connect: async (connector, { connectorId }) => ({
        connectorId,
        address: connector.context.projectId,
        accounts: [],
        caipNetworkId: 'eip155:1',
      }),
      reconnect: async () => null,
    });
    expect(driver.owns('walletConnect')).toBe(true);
    expect(driver.owns('io.metamask')).toBe(false);
    expect(driver.switchNetwork).toBeUndefined();
    // a disconnect before anything loaded loads nothing
    await driver.disconnect({ connectorId: 'walletConnect' });
    expect(loads.count).toBe(0);
    expect(forgotten).toEqual(['walletConnect']);
    await expect(driver.connect({ connectorId: 'walletConnect' })).resolves.toMatchObject({
      address: 'project',
    });
    await expect(driver.reconnect({ connectorId: 'walletConnect' })).resolves.toBeNull();
    expect(loads.count).toBe(1);
    await driver.disconnect({ connectorId: 'walletConnect' });
    expect(destroyed).toEqual(['eip155 session ended']);
  });
});
