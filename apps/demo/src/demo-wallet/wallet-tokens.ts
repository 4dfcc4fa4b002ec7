import type { LocalStackInfo } from '../config/local-stack';
import { DOCK_DECIMALS, TEST_USD_DECIMALS } from '../walletdock/networks';
import type { WalletToken } from './describe-request';

/**
 * The ERC-20 tokens the demo wallet knows, so its dialog says "0.5 DOCK" of a transfer: the stack's test
 * tokens (deployed at the same addresses on every chain; listed once).
 */
export function demoWalletTokens(stack: Pick<LocalStackInfo, 'chains'>): WalletToken[] {
  const chain = stack.chains[0];
  if (!chain) return [];
  return [
    { address: chain.contracts.dockToken, symbol: 'DOCK', decimals: DOCK_DECIMALS },
    { address: chain.contracts.testUsd, symbol: 'tUSD', decimals: TEST_USD_DECIMALS },
  ];
}
