import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors/configuration-error.js';
import { mainnet } from '../networks/eip155.js';
import { solana } from '../networks/solana.js';
import { assertAdapterNetworks } from './assert-networks.js';

describe('assertAdapterNetworks', () => {
  it("returns a frozen copy of the adapter's networks", () => {
    const input = [mainnet];
    const networks = assertAdapterNetworks(input, 'eip155', 'EVM', 'evmAdapter');
    expect(networks).toEqual([mainnet]);
    expect(networks).not.toBe(input);
    expect(Object.isFrozen(networks)).toBe(true);
  });

  it('refuses a network of another namespace, naming it', () => {
    expect(() => assertAdapterNetworks([mainnet, solana], 'eip155', 'EVM', 'evmAdapter')).toThrow(
      ConfigurationError,
    );
    expect(() => assertAdapterNetworks([mainnet], 'solana', 'Solana', 'solanaAdapter')).toThrow(
      `The Solana adapter cannot serve ${mainnet.caipNetworkId}`,
    );
  });
});
