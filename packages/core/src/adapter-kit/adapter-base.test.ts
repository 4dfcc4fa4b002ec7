import { describe, expect, it } from 'vitest';
import type { Connector } from '../adapter/types.js';
import { base, mainnet } from '../networks/eip155.js';
import { createAdapterBase } from './adapter-base.js';

describe('createAdapterBase', () => {
  it("serves its networks plus the client's of its namespace once mounted, and joins / leaves its parts", () => {
    let discovered: Connector[] = [];
    const adapter = createAdapterBase<{ stop(): void }>({
      namespace: 'eip155',
      networks: [mainnet],
      discovered: () => discovered,
      drivers: () => [],
    });
    const calls: string[] = [];
    const part = { join: () => calls.push('join'), leave: () => calls.push('leave') };
    expect(() => adapter.networkOf(base.caipNetworkId)).toThrow('Network not found');
    adapter.mount({ projectId: 'p', networks: [mainnet, base] } as never, part);
    expect(adapter.networkOf(base.caipNetworkId)).toBe(base);
    let stopped = 0;
    adapter.sessions.start('a', { stop: () => (stopped += 1) });
    discovered = [{ id: 'a', type: 'ANNOUNCED', name: 'A', chain: 'eip155' }];
    const seen: number[] = [];
    adapter.members().on('connectors', (connectors) => seen.push(connectors.length));
    adapter.connectors.changed();
    expect(adapter.members().getConnectors()).toEqual(discovered);
    expect(seen).toEqual([1]);
    adapter.unmount(part);
    expect(stopped).toBe(1);
    expect(calls).toEqual(['join', 'leave']);
    expect(adapter.members().parseUnits('1.5', 6)).toBe(1_500_000n);
    expect(adapter.members().formatUnits(1_500_000n, 6)).toBe('1.5');
  });

  it('members: mount joins the parts in order, unmount lets them leave in reverse', () => {
    const adapter = createAdapterBase({
      namespace: 'eip155',
      networks: [mainnet],
      discovered: () => [],
      drivers: () => [],
    });
    const calls: string[] = [];
    const part = (name: string) => ({
      join: () => calls.push(`join ${name}`),
      leave: () => calls.push(`leave ${name}`),
    });
    const members = adapter.members(part('walletconnect'), part('discovery'));
    members.mount({ projectId: 'p', networks: [] } as never);
    members.unmount();
    expect(calls).toEqual(['join walletconnect', 'join discovery', 'leave discovery', 'leave walletconnect']);
  });

  it('dispatches connect, reconnect, disconnect and switch to the first driver that owns the connector', async () => {
    const calls: string[] = [];
    const driver = (name: string, owns: (id: string) => boolean, canSwitch = true) => ({
      owns,
      connect: async ({ connectorId }: { connectorId: string }) => {
        calls.push(`${name} connect ${connectorId}`);
        return { connectorId, address: '0x1', accounts: [], caipNetworkId: mainnet.caipNetworkId };
      },
      reconnect: async ({ connectorId }: { connectorId: string }) => {
        calls.push(`${name} reconnect ${connectorId}`);
        return null;
      },
      disconnect: async ({ connectorId }: { connectorId: string }) => {
        calls.push(`${name} disconnect ${connectorId}`);
      },
      ...(canSwitch
        ? {
            switchNetwork: async (params: { connectorId: string; network: { name: string } }) => {
              calls.push(`${name} switch ${params.connectorId} ${params.network.name}`);
            },
          }
        : {}),
    });
    let created = 0;
    const adapter = createAdapterBase({
      namespace: 'eip155',
      label: 'EVM',
      networks: [mainnet],
      discovered: () => [],
      drivers: () => {
        created += 1;
        return [
          driver('wc', (id) => id === 'walletConnect', false),
          driver('injected', (id) => id !== 'none'),
        ];
      },
    });
    const members = adapter.members();
    expect(created).toBe(0); // created on first use, so they may use what the adapter makes after the base
    await members.connect({ connectorId: 'walletConnect' });
    await members.reconnect({ connectorId: 'io.metamask' });
    await members.disconnect({ connectorId: 'walletConnect' });
    await members.switchNetwork({ connectorId: 'io.metamask', caipNetworkId: mainnet.caipNetworkId });
    expect(calls).toEqual([
      'wc connect walletConnect',
      'injected reconnect io.metamask',
      'wc disconnect walletConnect',
      `injected switch io.metamask ${mainnet.name}`,
    ]);
    expect(created).toBe(1);
    await expect(members.connect({ connectorId: 'none' })).rejects.toMatchObject({
      name: 'ConnectorError',
      shortMessage: 'Connector not connected',
      details: 'No EVM wallet with connector id "none" was found',
    });
    // a network the adapter does not serve fails before any wallet is asked; a driver without switching: 4902
    await expect(
      members.switchNetwork({ connectorId: 'io.metamask', caipNetworkId: base.caipNetworkId }),
    ).rejects.toThrow('Network not found');
    await expect(
      members.switchNetwork({ connectorId: 'walletConnect', caipNetworkId: mainnet.caipNetworkId }),
    ).rejects.toMatchObject({ name: 'SwitchChainError', code: 4902 });
    expect(calls).toHaveLength(4);
  });
});
