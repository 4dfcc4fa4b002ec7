import { createFakeNetwork } from '@walletdock/core/testing';

// Fixtures shared by the multi-namespace view tests: fake Ethereum / Base / Solana networks and one address
// per namespace.

export const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' });
export const base = createFakeNetwork({ caipNetworkId: 'eip155:8453', name: 'Base', symbol: 'ETH' });
export const solana = createFakeNetwork({
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  symbol: 'SOL',
});
export const devnet = createFakeNetwork({
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  symbol: 'SOL',
});
export const EVM_ADDRESS = '0xa11ce00000000000000000000000000000000001';
export const SOL_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
