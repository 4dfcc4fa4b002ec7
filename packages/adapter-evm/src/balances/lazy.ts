import type { EvmBalances, ReadEvmBalancesParameters } from './read-balances.js';

/**
 * Reads an account's native balance and ERC-20 token balances straight from a chain's RPC (Multicall3
 * `aggregate3`); see `readEvmBalances` in './read-balances.ts' for the whole contract. viem, which does the
 * reading, is loaded with `import()` on the first call, so importing this function costs no viem.
 */
export async function readEvmBalances(parameters: ReadEvmBalancesParameters): Promise<EvmBalances> {
  const { readEvmBalances: read } = await import('./read-balances.js');
  return read(parameters);
}
