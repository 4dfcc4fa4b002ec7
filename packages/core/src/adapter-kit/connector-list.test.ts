import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Connector } from '../adapter/types.js';
import {
  createConnectorList,
  WALLET_CONNECT_CONNECTOR_ID,
  walletConnectConnector,
} from './connector-list.js';

const wallet = (id: string): Connector => ({ id, type: 'ANNOUNCED', name: id, chain: 'eip155' });

afterEach(() => {
  vi.useRealTimers();
});

describe('createConnectorList', () => {
  it('lists the discovered connectors, then the extra ones, and emits the list on change', () => {
    let discovered: Connector[] = [wallet('a')];
    const list = createConnectorList({
      discovered: () => discovered,
      extra: [walletConnectConnector('eip155')],
    });
    const seen: string[][] = [];
    list.events.on('connectors', (connectors) => seen.push(connectors.map((c) => c.id)));
    expect(list.list().map((c) => c.id)).toEqual(['a', WALLET_CONNECT_CONNECTOR_ID]);
    discovered = [wallet('a'), wallet('b')];
    list.changed();
    expect(seen).toEqual([['a', 'b', 'walletConnect']]);
    expect(list.find('b')?.name).toBe('b');
  });

  it('waitFor: resolves when the connector is announced, else undefined after the timeout', async () => {
    vi.useFakeTimers();
    let discovered: Connector[] = [];
    const list = createConnectorList({ discovered: () => discovered });
    const late = list.waitFor('late', 500);
    const never = list.waitFor('never', 500);
    discovered = [wallet('late')];
    list.changed();
    await expect(late).resolves.toMatchObject({ id: 'late' });
    await vi.advanceTimersByTimeAsync(500);
    await expect(never).resolves.toBeUndefined();
    await expect(list.waitFor('late', 0)).resolves.toMatchObject({ id: 'late' });
  });

  it('the WalletConnect connector is frozen and names its namespace', () => {
    const connector = walletConnectConnector('solana');
    expect(connector).toEqual({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      chain: 'solana',
    });
    expect(Object.isFrozen(connector)).toBe(true);
  });
});
