import type { CaipNetwork, NamespaceState } from '@walletdock/core';
import { describe, expect, it } from 'vitest';
import { accountNetwork } from './account-network.js';

const network = (caipNetworkId: string, name: string) => ({ caipNetworkId, name }) as unknown as CaipNetwork;
const DEVNET = network('eip155:31337', 'Dock Devnet A');
const OTHER = network('eip155:31338', 'Dock Devnet B');

function namespaceOn(caipAddress: string | undefined, own: CaipNetwork | undefined): NamespaceState {
  return {
    account: { caipAddress } as NamespaceState['account'],
    network: {
      caipNetwork: own,
      requestedCaipNetworks: [DEVNET, OTHER],
    } as unknown as NamespaceState['network'],
  };
}

describe('accountNetwork: the header names the network whenever the app configures it', () => {
  it('is the active network when the app configures it', () => {
    expect(accountNetwork(OTHER, namespaceOn('eip155:31337:0x1', DEVNET))).toBe(OTHER);
  });

  it('without an active network yet (a reload), is the configured network of the account’s chain', () => {
    expect(accountNetwork(undefined, namespaceOn('eip155:31338:0x1', undefined))).toBe(OTHER);
    expect(accountNetwork(undefined, namespaceOn(undefined, DEVNET))).toBe(DEVNET);
  });

  it('for an active network known only by its raw id, is the configured network of that id', () => {
    const raw = network('eip155:31337', 'eip155:31337');
    expect(accountNetwork(raw, namespaceOn('eip155:31337:0x1', undefined))).toBe(DEVNET);
    // A network the app does not configure stays what core knows of it (the UnsupportedChain view names it).
    const foreign = network('eip155:1', 'eip155:1');
    expect(accountNetwork(foreign, namespaceOn('eip155:1:0x1', undefined))).toBe(foreign);
  });
});
