import { describe, expect, it } from 'vitest';
import { ConfigError } from '../errors.js';
import { CANONICAL_MULTICALL3, validateChains } from './chains.js';

const base = {
  id: 'eip155:8453',
  name: 'Base',
  rpcUrl: 'https://base.example.com',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
};

describe('the chains setting', () => {
  it('fills in the defaults of an EVM chain', () => {
    expect(validateChains([base])).toEqual([
      { ...base, namespace: 'eip155', multicall3: CANONICAL_MULTICALL3, tokens: [], history: undefined },
    ]);
  });

  it('reads a Solana chain, its SPL tokens and no multicall', () => {
    const [solana] = validateChains([
      {
        id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        name: 'Solana Devnet',
        rpcUrl: 'http://127.0.0.1:8899',
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        tokens: [
          {
            address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
            symbol: 'USDC',
            name: 'USD Coin',
            decimals: 6,
          },
        ],
      },
    ]);
    expect(solana).toMatchObject({ namespace: 'solana', multicall3: null, history: undefined });
    expect(solana?.tokens[0]?.symbol).toBe('USDC');
  });

  it('reads the NFT collections of an EVM chain', () => {
    const nfts = ['0xb19b36b1456E65E3A6D514D3F715f204BD59f431'];
    expect(validateChains([{ ...base, nfts }])[0]?.nfts).toEqual(nfts);
    expect(() =>
      validateChains([
        {
          id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
          name: 'Solana',
          rpcUrl: 'http://127.0.0.1:8899',
          nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
          nfts,
        },
      ]),
    ).toThrow('chains[0].nfts is only available for eip155 chains');
  });

  it('reads each history source', () => {
    const [builtin, scout] = validateChains([
      { ...base, history: { kind: 'builtin', startBlock: 5 } },
      { ...base, id: 'eip155:1', history: { kind: 'blockscout', url: 'https://eth.blockscout.com/api' } },
    ]);
    expect(builtin?.history).toEqual({ kind: 'builtin', startBlock: 5, maxBlockRange: 2_000 });
    expect(scout?.history).toEqual({
      kind: 'blockscout',
      url: 'https://eth.blockscout.com/api',
      apiKey: undefined,
    });
  });

  it.each([
    [[{ ...base, id: 'eip155:0' }], 'chains[0].id'],
    [[{ ...base, id: 'cosmos:cosmoshub-4' }], 'chains[0].id'],
    [[{ ...base, rpcUrl: 'ws://node' }], 'chains[0].rpcUrl'],
    [[{ ...base, rpcUrl: 'javascript:alert(1)' }], 'chains[0].rpcUrl'],
    [
      [{ ...base, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 99 } }],
      'chains[0].nativeCurrency.decimals',
    ],
    [[{ ...base, multicall3: '0x12' }], 'chains[0].multicall3'],
    [
      [{ ...base, tokens: [{ address: 'not an address', symbol: 'X', name: 'X', decimals: 6 }] }],
      'chains[0].tokens[0].address',
    ],
    [[{ ...base, history: { kind: 'graph' } }], 'chains[0].history.kind'],
    [[{ ...base, history: { kind: 'etherscan', url: 'ftp://x' } }], 'chains[0].history.url'],
    [[base, base], 'chains[1].id'],
    ['eip155:1', 'chains'],
    [[{ ...base, nfts: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431' }], 'chains[0].nfts'],
    [[{ ...base, nfts: ['0x12'] }], 'chains[0].nfts[0]'],
  ])('refuses %j, naming %s', (input, field) => {
    expect(() => validateChains(input)).toThrow(ConfigError);
    expect(() => validateChains(input)).toThrow(field);
  });
});
