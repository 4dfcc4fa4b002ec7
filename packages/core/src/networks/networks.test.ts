import { describe, expect, it } from 'vitest';
import { parseCaipNetworkId } from '../caip/caip-network-id.js';
import type { CaipNetwork } from '../caip/types.js';
import { bitcoin, bitcoinTestnet } from './bitcoin.js';
import { defineNetwork } from './define-network.js';
import { arbitrum, base, mainnet, optimism, polygon } from './eip155.js';
import { solana, solanaDevnet, solanaTestnet } from './solana.js';

const ALL: [string, CaipNetwork][] = Object.entries({
  mainnet,
  optimism,
  base,
  arbitrum,
  polygon,
  solana,
  solanaDevnet,
  solanaTestnet,
  bitcoin,
  bitcoinTestnet,
});

describe('built-in networks', () => {
  it.each(ALL)('%s has a CAIP-2 id that parses to its namespace and id', (_name, network) => {
    const parsed = parseCaipNetworkId(network.caipNetworkId);
    expect(parsed.namespace).toBe(network.chainNamespace);
    expect(parsed.reference).toBe(String(network.id));
  });

  it.each(ALL)(
    '%s names its icon on the wallet directory (assets.imageId), as data only',
    (_name, network) => {
      // A short, URL-safe id of /public/getAssetImage/{id}; nothing is requested until a view shows it.
      expect(network.assets?.imageId).toMatch(/^[a-z0-9-]+$/);
      expect(network.assets?.imageUrl).toBeUndefined();
    },
  );

  it.each(ALL)('%s passes defineNetwork unchanged', (_name, network) => {
    expect(defineNetwork(network)).toEqual(network);
  });

  it.each(ALL)('%s is deeply frozen', (_name, network) => {
    expect(Object.isFrozen(network)).toBe(true);
    expect(Object.isFrozen(network.nativeCurrency)).toBe(true);
    expect(Object.isFrozen(network.rpcUrls.default.http)).toBe(true);
    expect(Object.isFrozen(network.blockExplorers?.default)).toBe(true);
    expect(() => {
      (network as { name: string }).name = 'changed';
    }).toThrow(TypeError);
  });

  it("covers the spec's defined chains with their ids, names and testnet flags", () => {
    expect(ALL.map(([, n]) => [n.caipNetworkId, n.name, n.testnet])).toEqual([
      ['eip155:1', 'Ethereum', false],
      ['eip155:10', 'OP Mainnet', false],
      ['eip155:8453', 'Base', false],
      ['eip155:42161', 'Arbitrum One', false],
      ['eip155:137', 'Polygon', false],
      ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', false],
      ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', true],
      ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', true],
      ['bip122:000000000019d6689c085ae165831e93', 'Bitcoin', false],
      ['bip122:000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet', true],
    ]);
  });

  it('uses POL as the native currency of Polygon', () => {
    expect(polygon.nativeCurrency).toEqual({ name: 'POL', symbol: 'POL', decimals: 18 });
  });

  it('has unique CAIP-2 ids', () => {
    expect(new Set(ALL.map(([, n]) => n.caipNetworkId)).size).toBe(ALL.length);
  });

  // Genesis hashes as the clusters and chains publish them (Solana `getGenesisHash`, Bitcoin block 0).
  it.each([
    ['Solana', solana, '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d'],
    ['Solana Devnet', solanaDevnet, 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'],
    ['Solana Testnet', solanaTestnet, '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY'],
    ['Bitcoin', bitcoin, '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f'],
    ['Bitcoin Testnet', bitcoinTestnet, '000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943'],
  ] as const)(
    '%s is referenced by the first 32 characters of its genesis hash',
    (_name, network, genesisHash) => {
      expect(network.id).toBe(genesisHash.slice(0, 32));
    },
  );
});
