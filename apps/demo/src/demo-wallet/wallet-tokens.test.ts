import { describe, expect, it } from 'vitest';
import { demoWalletTokens } from './wallet-tokens';

describe('demoWalletTokens', () => {
  it("lists the stack's test tokens with their symbols and decimals, and none without a chain", () => {
    const contracts = {
      dockToken: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      testUsd: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    };
    const chains = [{ contracts }] as unknown as Parameters<typeof demoWalletTokens>[0]['chains'];
    expect(demoWalletTokens({ chains })).toEqual([
      { address: contracts.dockToken, symbol: 'DOCK', decimals: 18 },
      { address: contracts.testUsd, symbol: 'tUSD', decimals: 6 },
    ]);
    expect(demoWalletTokens({ chains: [] })).toEqual([]);
  });
});
