import type { LocalStackInfo } from '../config/local-stack';

/**
 * The network the demo wallet can be put on that the demo app does not offer, so that a visitor can see
 * WalletDock's wrong-network flow (the Switch Network view, "Wrong network" on the network button): Ethereum's
 * chain id, which WalletDock names, served by the stack's first anvil chain — the wallet's requests still go
 * only to this computer, and a transaction signed for chain 1 is refused there (its chain id is not anvil's).
 */
export type OtherNetwork = {
  readonly chainId: number;
  readonly name: string;
  readonly rpcUrl: string;
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: number };
};

export const OTHER_NETWORK_CHAIN_ID = 1;

/** The other network for `stack`, or undefined when the stack has no chain (or configures chain 1 itself). */
export function otherNetwork(stack: LocalStackInfo): OtherNetwork | undefined {
  const [first] = stack.chains;
  if (!first || stack.chains.some((chain) => chain.chainId === OTHER_NETWORK_CHAIN_ID)) return undefined;
  return {
    chainId: OTHER_NETWORK_CHAIN_ID,
    name: 'Ethereum',
    rpcUrl: first.rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  };
}
