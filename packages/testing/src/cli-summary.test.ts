import { describe, expect, it } from 'vitest';
import { formatSummary } from './cli.js';
import type { LocalStackInfo } from './stack/types.js';

/** A stack's plain data with no chains or accounts: only what the summary's service lines read. */
function info(services: LocalStackInfo['services']): LocalStackInfo {
  return {
    chains: [],
    accounts: [],
    services,
    walletConnect: { relayUrl: 'ws://127.0.0.1:4001' },
    solana: {
      rpcUrl: 'http://127.0.0.1:4002',
      wsUrl: 'ws://127.0.0.1:4003',
      genesisHash: 'x',
      caipNetworkId: 'solana:x',
      walletStandardChain: 'solana:localnet',
      name: 'Solana Local',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      mint: { address: 'mint', decimals: 6, name: 'Dock USD', symbol: 'dUSD' },
      accounts: [],
    } as unknown as LocalStackInfo['solana'],
  };
}

describe("the CLI's summary", () => {
  it('prints the sign-in backend when the stack runs one', () => {
    const text = formatSummary(info({ url: 'http://127.0.0.1:4000', siwxUrl: 'http://127.0.0.1:4004' }));
    expect(text).toContain('Sign-in backend');
    expect(text).toContain('  http://127.0.0.1:4004');
    expect(text).toContain('  http://127.0.0.1:4000');
    expect(text).toContain('  ws://127.0.0.1:4001');
  });

  it('says nothing of a sign-in backend the stack does not run', () => {
    expect(formatSummary(info({ url: 'http://127.0.0.1:4000' }))).not.toContain('Sign-in backend');
  });
});
