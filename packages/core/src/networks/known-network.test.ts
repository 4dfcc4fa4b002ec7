import { describe, expect, it } from 'vitest';
import { knownNetworkName } from './known-network.js';

describe('knownNetworkName', () => {
  it('names the networks WalletDock defines by their CAIP-2 id', () => {
    expect(knownNetworkName('eip155:1')).toBe('Ethereum');
    expect(knownNetworkName('eip155:8453')).toBe('Base');
    expect(knownNetworkName('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('Solana');
  });

  it('knows no name for any other id', () => {
    expect(knownNetworkName('eip155:999999')).toBeUndefined();
    expect(knownNetworkName('eip155')).toBeUndefined();
  });
});
