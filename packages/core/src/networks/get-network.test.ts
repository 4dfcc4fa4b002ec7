import { describe, expect, it } from 'vitest';
import { arbitrum, base, mainnet } from './eip155.js';
import { getExplorerUrl } from './explorer-url.js';
import { getNetworkByCaipId } from './get-network.js';
import { solanaDevnet } from './solana.js';

describe('getNetworkByCaipId', () => {
  const networks = [mainnet, base, solanaDevnet];

  it('finds a network by its CAIP-2 id', () => {
    expect(getNetworkByCaipId(networks, 'eip155:8453')).toBe(base);
    expect(getNetworkByCaipId(networks, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(solanaDevnet);
  });

  it.each(['eip155:42161', 'EIP155:1', 'eip155:1 ', '1', '', undefined])('finds nothing for %j', (id) => {
    expect(getNetworkByCaipId(networks, id)).toBeUndefined();
  });

  it('finds nothing in an empty list', () => {
    expect(getNetworkByCaipId([], arbitrum.caipNetworkId)).toBeUndefined();
  });
});

describe('getExplorerUrl', () => {
  it('links an address and a transaction', () => {
    expect(getExplorerUrl(mainnet, 'address', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(
      'https://etherscan.io/address/0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    );
    expect(getExplorerUrl(base, 'tx', '0x01')).toBe('https://basescan.org/tx/0x01');
  });

  it("keeps a cluster explorer's query", () => {
    expect(getExplorerUrl(solanaDevnet, 'address', 'So11111111111111111111111111111111111111112')).toBe(
      'https://explorer.solana.com/address/So11111111111111111111111111111111111111112?cluster=devnet',
    );
  });

  it('keeps a path prefix and encodes the value so it cannot escape the path', () => {
    const network = { blockExplorers: { default: { name: 'X', url: 'https://x.example/testnet/' } } };
    expect(getExplorerUrl(network, 'address', '../../admin?x=1#y')).toBe(
      'https://x.example/testnet/address/..%2F..%2Fadmin%3Fx%3D1%23y',
    );
  });

  it('returns undefined without an explorer or a value', () => {
    expect(getExplorerUrl({}, 'address', '0xab')).toBeUndefined();
    expect(getExplorerUrl(mainnet, 'tx', '')).toBeUndefined();
  });
});
