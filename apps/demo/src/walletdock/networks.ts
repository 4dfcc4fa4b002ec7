import {
  type AppMetadata,
  type CaipNetwork,
  type CaipNetworkId,
  defineNetwork,
  type TokenConfig,
} from '@walletdock/core';
import type { LocalStackInfo } from '../config/local-stack';

type LocalChain = LocalStackInfo['chains'][number];

/** Decimals of the stack's test tokens (packages/testing: DOCK 18, tUSD 6). */
export const DOCK_DECIMALS = 18;
export const TEST_USD_DECIMALS = 6;

/** One local anvil chain as a WalletDock network: the stack's name, RPC (HTTP and WebSocket), testnet. */
export function demoNetwork(chain: LocalChain): CaipNetwork {
  return defineNetwork({
    id: chain.chainId,
    caipNetworkId: chain.caipNetworkId,
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: { default: { http: [chain.rpcUrl], webSocket: [chain.wsUrl] } },
    testnet: true,
    contracts: { multicall3: { address: chain.contracts.multicall3 } },
  });
}

/**
 * The stack's chains as WalletDock networks, in the stack's order (the first is the default network). The
 * local stack has no block explorer, so the networks have none (WalletDock then shows no explorer link).
 */
export function demoNetworks(stack: LocalStackInfo): readonly [CaipNetwork, ...CaipNetwork[]] {
  const [first, ...rest] = stack.chains;
  if (first === undefined) throw new Error('The local stack has no chain.');
  return [demoNetwork(first), ...rest.map(demoNetwork)];
}

/** DOCK and tUSD on every chain, for WalletDock's RPC balance fallback (used without a blockchain API). */
export function demoTokens(stack: LocalStackInfo): Partial<Record<CaipNetworkId, readonly TokenConfig[]>> {
  return Object.fromEntries(
    stack.chains.map((chain) => [
      chain.caipNetworkId,
      [
        {
          address: chain.contracts.dockToken,
          symbol: 'DOCK',
          decimals: DOCK_DECIMALS,
          name: 'Dock Test Token',
        },
        { address: chain.contracts.testUsd, symbol: 'tUSD', decimals: TEST_USD_DECIMALS, name: 'Test USD' },
      ],
    ]),
  );
}

/** How the demo presents itself to wallets (WalletConnect, the demo wallet) and to the services. */
export function demoMetadata(origin: string): AppMetadata {
  return {
    name: 'WalletDock demo',
    description: 'The open-source connect-wallet modal, running against local chains.',
    url: origin,
    icons: [],
  };
}
