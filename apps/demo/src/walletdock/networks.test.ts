import { InvalidNetworkError } from '@walletdock/core';
import { describe, expect, it } from 'vitest';
import { sampleStack } from '../config/fixtures';
import { demoMetadata, demoNetworks, demoTokens } from './networks';

describe('demoNetworks', () => {
  it('turns each local chain into a testnet CaipNetwork, in the stack order', () => {
    const stack = sampleStack();
    const networks = demoNetworks(stack);
    expect(networks.map((network) => network.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338']);
    const [first] = networks;
    expect(first).toMatchObject({
      id: 31337,
      chainNamespace: 'eip155',
      name: 'Anvil 31337',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'], webSocket: ['ws://127.0.0.1:8545'] } },
      testnet: true,
    });
    // The local stack has no block explorer: no dead explorer link in the modal.
    expect(first?.blockExplorers).toBeUndefined();
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('rejects a chain core would not accept, naming it', () => {
    const stack = sampleStack();
    const [chain] = stack.chains;
    if (!chain) throw new Error('no chain');
    stack.chains = [{ ...chain, rpcUrl: 'ftp://127.0.0.1:8545' }];
    expect(() => demoNetworks(stack)).toThrow(InvalidNetworkError);
    expect(() => demoNetworks(stack)).toThrow(/Anvil 31337/);
  });

  it('needs at least one chain', () => {
    expect(() => demoNetworks({ ...sampleStack(), chains: [] })).toThrow('The local stack has no chain.');
  });
});

describe('demoTokens', () => {
  it('lists DOCK (18 decimals) and tUSD (6 decimals) on every chain', () => {
    const stack = sampleStack();
    const tokens = demoTokens(stack);
    expect(Object.keys(tokens)).toEqual(['eip155:31337', 'eip155:31338']);
    expect(tokens['eip155:31338']).toEqual([
      expect.objectContaining({
        address: stack.chains[1]?.contracts.dockToken,
        symbol: 'DOCK',
        decimals: 18,
      }),
      expect.objectContaining({ address: stack.chains[1]?.contracts.testUsd, symbol: 'tUSD', decimals: 6 }),
    ]);
  });
});

describe('demoMetadata', () => {
  it('names the demo and uses the page origin as its URL', () => {
    expect(demoMetadata('http://localhost:5173')).toMatchObject({
      name: 'WalletDock demo',
      url: 'http://localhost:5173',
    });
  });
});
