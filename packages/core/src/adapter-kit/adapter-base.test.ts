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
    const adapter = createAdapterBase({ namespace: 'eip155', networks: [mainnet], discovered: () => [] });
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
});
