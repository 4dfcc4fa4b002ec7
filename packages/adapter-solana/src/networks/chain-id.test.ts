// @vitest-environment node
import { ChainError, defineNetwork, solana, solanaDevnet, solanaTestnet } from '@walletdock/core';
import { describe, expect, it } from 'vitest';
import { UnknownSolanaChainError } from '../errors.js';
import { findNetwork, localnetOf, toCaipNetworkId, toWalletChain, tryCaipNetworkId } from './chain-id.js';

const localnet = defineNetwork({
  id: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69',
  chainNamespace: 'solana',
  name: 'Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: true,
});
const networks = [solana, solanaDevnet, solanaTestnet, localnet];

describe('Wallet Standard chain ↔ CAIP-2', () => {
  it.each([
    ['solana:mainnet', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['solana:devnet', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
    ['solana:testnet', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'],
    ['solana:localnet', 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69'],
  ] as const)('maps %s to %s and back', (chain, caip) => {
    expect(toCaipNetworkId(chain, networks)).toBe(caip);
    expect(toWalletChain(caip, networks)).toBe(chain);
  });

  it('the public clusters agree with core’s network definitions', () => {
    expect(toWalletChain(solana.caipNetworkId, [])).toBe('solana:mainnet');
    expect(toWalletChain(solanaDevnet.caipNetworkId, [])).toBe('solana:devnet');
    expect(toWalletChain(solanaTestnet.caipNetworkId, [])).toBe('solana:testnet');
  });

  it('finds localnet only as a testnet that is not a public cluster', () => {
    expect(localnetOf([solana, solanaDevnet, solanaTestnet])).toBeUndefined();
    expect(localnetOf(networks)).toBe(localnet);
    const notTestnet = defineNetwork({ ...localnet, testnet: false });
    expect(localnetOf([notTestnet])).toBeUndefined();
  });

  it('throws a named error for unknown ids in both directions', () => {
    expect(() => toCaipNetworkId('solana:localnet', [solana])).toThrow(UnknownSolanaChainError);
    expect(() => toCaipNetworkId('solana:mainnet-beta', networks)).toThrow(UnknownSolanaChainError);
    expect(() => toCaipNetworkId('eip155:1', networks)).toThrow(UnknownSolanaChainError);
    expect(() => toWalletChain('solana:1111111111111111111111111111111a', networks)).toThrow(
      UnknownSolanaChainError,
    );
    const error = (() => {
      try {
        toWalletChain('solana:unknown', networks);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ChainError);
    expect((error as UnknownSolanaChainError).shortMessage).toBe('Chain is not supported');
    expect((error as UnknownSolanaChainError).chain).toBe('solana:unknown');
    expect(tryCaipNetworkId('solana:unknown', networks)).toBeUndefined();
  });

  it('findNetwork: "Network not found" for an id outside the adapter', () => {
    expect(findNetwork(networks, solanaDevnet.caipNetworkId)).toBe(solanaDevnet);
    expect(() => findNetwork([solana], solanaDevnet.caipNetworkId)).toThrow('Network not found');
  });
});
