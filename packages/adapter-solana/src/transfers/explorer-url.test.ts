import { type CaipNetwork, defineNetwork, solana, solanaDevnet } from '@walletdock/core';
import { describe, expect, it } from 'vitest';
import { transactionExplorerUrl } from './explorer-url.js';

const signature = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

function withExplorer(url: string | undefined): CaipNetwork {
  return defineNetwork({
    id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    chainNamespace: 'solana',
    name: 'Solana Testnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
    ...(url === undefined ? {} : { blockExplorers: { default: { name: 'Explorer', url } } }),
  });
}

describe('transactionExplorerUrl', () => {
  it('adds /tx/<signature> to the explorer of the network', () => {
    expect(transactionExplorerUrl(solana, signature)).toBe(`https://explorer.solana.com/tx/${signature}`);
  });

  it('keeps the cluster query of the explorer URL', () => {
    expect(transactionExplorerUrl(solanaDevnet, signature)).toBe(
      `https://explorer.solana.com/tx/${signature}?cluster=devnet`,
    );
    expect(transactionExplorerUrl(withExplorer('https://solscan.io/?cluster=testnet#x'), signature)).toBe(
      `https://solscan.io/tx/${signature}?cluster=testnet#x`,
    );
  });

  it('keeps the explorer’s own path, without doubling slashes', () => {
    expect(transactionExplorerUrl(withExplorer('http://localhost:3000/explorer/'), signature)).toBe(
      `http://localhost:3000/explorer/tx/${signature}`,
    );
  });

  it('is undefined without an explorer, or with one the link rule refuses', () => {
    expect(transactionExplorerUrl(withExplorer(undefined), signature)).toBeUndefined();
    // defineNetwork refuses these; a network object built by hand does not go through it.
    const handBuilt = (url: string): CaipNetwork => ({
      ...solana,
      blockExplorers: { default: { name: 'Explorer', url } },
    });
    expect(transactionExplorerUrl(handBuilt('javascript:alert(1)//'), signature)).toBeUndefined();
    expect(transactionExplorerUrl(handBuilt('http://explorer.example'), signature)).toBeUndefined();
  });
});
