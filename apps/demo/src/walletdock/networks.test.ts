import { InvalidNetworkError } from '@walletdock/core';
import { describe, expect, it } from 'vitest';
import { sampleStack } from '../config/fixtures';
import { demoMetadata, demoNetworks, demoTokens } from './networks';

describe('demoNetworks', () => {
  it('turns each local chain into a testnet CaipNetwork, in the stack order, the Solana chain last', () => {
    const stack = sampleStack();
    const networks = demoNetworks(stack);
    expect(networks.map((network) => network.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
      'solana:6f12MURtEgx8dYFZt4fv8zdmLo2nqzrL',
    ]);
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

  it('makes the local Solana chain a Solana testnet with SOL (9 decimals) and its RPC and PubSub URLs', () => {
    const solana = demoNetworks(sampleStack()).at(-1);
    expect(solana).toMatchObject({
      id: '6f12MURtEgx8dYFZt4fv8zdmLo2nqzrL',
      caipNetworkId: 'solana:6f12MURtEgx8dYFZt4fv8zdmLo2nqzrL',
      chainNamespace: 'solana',
      name: 'Dock Solana Localnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
      testnet: true,
    });
    expect(solana?.blockExplorers).toBeUndefined();
  });

  it('rejects a Solana chain core would not accept, naming it', () => {
    const stack = sampleStack();
    stack.solana = { ...stack.solana, wsUrl: 'http://127.0.0.1:8900' };
    expect(() => demoNetworks(stack)).toThrow(InvalidNetworkError);
    expect(() => demoNetworks(stack)).toThrow(/Dock Solana Localnet/);
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
  it('lists the test SPL mint (dUSD, 6 decimals) on the Solana chain', () => {
    const stack = sampleStack();
    expect(demoTokens(stack)[stack.solana.caipNetworkId]).toEqual([
      {
        address: '4D8oXTmBS1swrbLgUnAqcKpSMa3UeED1zGHkTGVTKybG',
        symbol: 'dUSD',
        decimals: 6,
        name: 'Dock Solana USD',
      },
    ]);
  });

  it('lists DOCK (18 decimals) and tUSD (6 decimals) on every EVM chain', () => {
    const stack = sampleStack();
    const tokens = demoTokens(stack);
    expect(Object.keys(tokens)).toEqual([
      'eip155:31337',
      'eip155:31338',
      'solana:6f12MURtEgx8dYFZt4fv8zdmLo2nqzrL',
    ]);
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
