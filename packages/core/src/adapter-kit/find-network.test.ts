import { describe, expect, it } from 'vitest';
import { ChainError } from '../errors/chain-error.js';
import { base, mainnet } from '../networks/eip155.js';
import { solana } from '../networks/solana.js';
import { findNetwork, withClientNetworks } from './find-network.js';

describe('findNetwork', () => {
  it('finds a configured network, else "Network not found"', () => {
    expect(findNetwork([mainnet, base], base.caipNetworkId)).toBe(base);
    expect(() => findNetwork([mainnet], base.caipNetworkId)).toThrow(ChainError);
    expect(() => findNetwork([mainnet], base.caipNetworkId)).toThrow('Network not found');
  });
});

describe('withClientNetworks', () => {
  it("adds the client's networks of the namespace that the adapter does not list, frozen", () => {
    const known = withClientNetworks([mainnet], [mainnet, base, solana], 'eip155');
    expect(known).toEqual([mainnet, base]);
    expect(Object.isFrozen(known)).toBe(true);
  });
});
