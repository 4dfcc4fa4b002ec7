import { describe, expect, it } from 'vitest';
import type { CaipNetworkId } from '../caip/types.js';
import { base, mainnet } from '../networks/eip155.js';
import { solana } from '../networks/solana.js';
import { sessionNamespaceAccounts, walletConnectProposal } from './walletconnect-namespaces.js';

describe('walletConnectProposal', () => {
  it("proposes the namespace's networks, the preferred first, with methods, events and RPC URLs", () => {
    const proposal = walletConnectProposal({
      namespace: 'eip155',
      networks: [mainnet, base, solana],
      preferred: base.caipNetworkId,
      methods: ['personal_sign'],
      events: ['chainChanged'],
      rpcUrlOf: (network) => (network === mainnet ? '' : `https://rpc.example/${network.id}`),
    });
    expect(proposal).toEqual({
      chains: ['eip155:8453', 'eip155:1'],
      methods: ['personal_sign'],
      events: ['chainChanged'],
      rpcMap: { 'eip155:8453': 'https://rpc.example/8453' },
    });
  });
});

describe('sessionNamespaceAccounts', () => {
  const parse = {
    account(account: string) {
      const [prefix, reference, address] = account.split(':');
      if (prefix !== 'test' || !reference || !address) return undefined;
      return { caipNetworkId: `test:${reference}` as CaipNetworkId, address };
    },
    chain: (chain: string) => (chain.startsWith('test:') ? (chain as CaipNetworkId) : undefined),
    key: (key: string) => key as CaipNetworkId,
  };

  it('reads accounts per chain, chains, keys and methods of the namespace only', () => {
    const read = sessionNamespaceAccounts(
      {
        test: {
          accounts: ['test:a:alice', 'test:b:bob', 'test:a:alice', 'other:a:eve', 'test:a:carol'],
          chains: ['test:c', 'bad'],
          methods: ['sign', 'sign', 'send'],
        },
        'test:d': { accounts: [] },
        other: { accounts: ['test:z:zed'] },
      },
      'test',
      parse,
    );
    expect(read.chains).toEqual(['test:a', 'test:b', 'test:c', 'test:d']);
    expect(Object.fromEntries(read.accountsByChain)).toEqual({
      'test:a': ['alice', 'carol'],
      'test:b': ['bob'],
    });
    expect(read.addresses).toEqual(['alice', 'bob', 'carol']);
    expect(read.methods).toEqual(['sign', 'send']);
  });

  it('is empty without a session', () => {
    expect(sessionNamespaceAccounts(undefined, 'test', parse)).toEqual({
      chains: [],
      accountsByChain: new Map(),
      addresses: [],
      methods: [],
    });
  });
});
