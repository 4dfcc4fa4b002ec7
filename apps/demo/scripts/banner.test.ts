import type { LocalStackInfo } from '@walletdock/testing';
import { describe, expect, it } from 'vitest';
import { formatStartBanner } from './banner.mjs';

const contracts = {
  multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
  dockToken: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  testUsd: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  testNft: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  swapPool: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
} as const;
const chain = (chainId: number, port: number) => ({
  chainId,
  caipNetworkId: `eip155:${chainId}` as const,
  name: `Local ${chainId}`,
  rpcUrl: `http://127.0.0.1:${port}`,
  wsUrl: `ws://127.0.0.1:${port}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  contracts,
});
const stack = {
  chains: [chain(31337, 8545), chain(31338, 8546)],
  accounts: [],
  services: { url: 'http://127.0.0.1:4100', siwxUrl: 'http://127.0.0.1:4400' },
  walletConnect: { relayUrl: 'ws://127.0.0.1:4200' },
  solana: {
    rpcUrl: 'http://127.0.0.1:4300',
    wsUrl: 'ws://127.0.0.1:4301',
    genesisHash: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC',
    caipNetworkId: 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69',
    walletStandardChain: 'solana:localnet',
    name: 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    mint: { address: 'DockUsd1111111111111111111111111111111111111', symbol: 'dUSD', decimals: 6 },
    accounts: [],
  },
} as unknown as LocalStackInfo;

describe('the demo start banner', () => {
  const banner = formatStartBanner(stack, 'http://localhost:5173');

  it('lists every EVM chain with its RPC URL and the test contracts', () => {
    for (const { name, caipNetworkId, rpcUrl } of stack.chains) {
      expect(banner).toMatch(new RegExp(`${name}\\s+${caipNetworkId}\\s+${rpcUrl}`));
    }
    expect(banner).toContain(contracts.dockToken);
  });

  it('lists the Solana chain, the WalletConnect relay and the services', () => {
    expect(banner).toContain('Solana chain');
    expect(banner).toContain(stack.solana.caipNetworkId);
    expect(banner).toContain(stack.solana.rpcUrl);
    expect(banner).toContain(stack.solana.mint.address);
    expect(banner).toMatch(/WalletConnect relay[^\n]*\n\s+ws:\/\/127\.0\.0\.1:4200/);
    expect(banner).toMatch(/Services[^\n]*@walletdock\/server[^\n]*\n\s+http:\/\/127\.0\.0\.1:4100/);
    expect(banner).toMatch(/Sign-in backend[^\n]*\n\s+http:\/\/127\.0\.0\.1:4400/);
  });

  it('names only what a visitor uses: no test-only part of the stack', () => {
    expect(banner).not.toMatch(/fault|proxy|test-only/i);
  });

  it('ends with the demo URL, and points a visitor without a wallet at the demo wallet', () => {
    expect(banner).toContain('WalletDock demo ready: http://localhost:5173');
    expect(banner).toMatch(
      /ready: http:\/\/localhost:5173\n\s+No wallet extension\? Turn on the page's demo wallet/,
    );
  });
});
