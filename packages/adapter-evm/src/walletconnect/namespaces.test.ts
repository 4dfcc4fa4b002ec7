import type { CaipNetwork } from '@walletdock/core';
import { describe, expect, it } from 'vitest';
import {
  buildOptionalNamespaces,
  sessionEip155Accounts,
  toEip155CaipNetworkId,
  toEvmAddress,
} from './namespaces.js';

const network = (
  id: number | string,
  namespace: 'eip155' | 'solana' = 'eip155',
  rpc?: string,
): CaipNetwork => ({
  id,
  caipNetworkId: `${namespace}:${id}`,
  chainNamespace: namespace,
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: rpc ? [rpc] : [] } },
});

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('buildOptionalNamespaces', () => {
  it('offers every eip155 network with its RPC URL, the preferred one first', () => {
    const namespaces = buildOptionalNamespaces(
      [
        network(1, 'eip155', 'https://one.example'),
        network('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana'),
        network(8453, 'eip155', 'https://base.example'),
        network(10),
      ],
      'eip155:8453',
    );
    expect(Object.keys(namespaces)).toEqual(['eip155']);
    expect(namespaces.eip155.chains).toEqual(['eip155:8453', 'eip155:1', 'eip155:10']);
    expect(namespaces.eip155.rpcMap).toEqual({
      'eip155:8453': 'https://base.example',
      'eip155:1': 'https://one.example',
    });
    expect(namespaces.eip155.events).toEqual(['chainChanged', 'accountsChanged']);
    expect(namespaces.eip155.methods).toEqual(
      expect.arrayContaining([
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_sendCalls',
      ]),
    );
    expect(namespaces.eip155.methods).not.toContain('eth_sendRawTransaction');
  });

  it('keeps the configured order without a preference', () => {
    expect(buildOptionalNamespaces([network(10), network(1)]).eip155.chains).toEqual([
      'eip155:10',
      'eip155:1',
    ]);
  });
});

describe('toEip155CaipNetworkId', () => {
  it.each([
    [1, 'eip155:1'],
    ['31337', 'eip155:31337'],
    ['0x7a6a', 'eip155:31338'],
    ['eip155:8453', 'eip155:8453'],
    [10n, 'eip155:10'],
    [0, undefined],
    [-1, undefined],
    ['solana:abc', undefined],
    ['0x', undefined],
    [1.5, undefined],
    [null, undefined],
  ])('%s → %s', (input, expected) => {
    expect(toEip155CaipNetworkId(input)).toBe(expected);
  });
});

describe('toEvmAddress', () => {
  it('checksums plain and CAIP-10 accounts and refuses anything else', () => {
    expect(toEvmAddress(ADDRESS.toLowerCase())).toBe(ADDRESS);
    expect(toEvmAddress(`eip155:1:${ADDRESS.toLowerCase()}`)).toBe(ADDRESS);
    expect(toEvmAddress('0x1234')).toBeUndefined();
    expect(toEvmAddress(42)).toBeUndefined();
  });
});

describe('sessionEip155Accounts', () => {
  it('groups the approved accounts by chain and ignores other namespaces and malformed entries', () => {
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const { chains, accountsByChain } = sessionEip155Accounts({
      eip155: {
        accounts: [
          `eip155:1:${ADDRESS.toLowerCase()}`,
          `eip155:1:${other}`,
          `eip155:1:${ADDRESS}`,
          `eip155:10:${ADDRESS}`,
          'eip155:10:not-an-address',
          'solana:1:abc',
        ],
        chains: ['eip155:1', 'eip155:10', 'eip155:137'],
      },
      'eip155:42161': { accounts: [`eip155:42161:${other}`] },
      solana: { accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc'] },
    });
    expect(chains).toEqual(['eip155:1', 'eip155:10', 'eip155:137', 'eip155:42161']);
    expect(accountsByChain.get('eip155:1')).toEqual([ADDRESS, other]);
    expect(accountsByChain.get('eip155:10')).toEqual([ADDRESS]);
    expect(accountsByChain.get('eip155:42161')).toEqual([other]);
    expect(sessionEip155Accounts(undefined).chains).toEqual([]);
  });
});
